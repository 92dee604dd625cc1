import CNatureSystem
import Testing

// TerminalSignals is internal: programs reach it through TerminalSession, FileWatcher and ProcessControl.
@testable import NatureSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProcessWide {
    @Suite("Terminal signals: noted, waking the waiter, and given back")
    struct TerminalSignalsTests {
        /// What the wait finds on the wake pipe within `milliseconds`: a bounded wait for the byte a
        /// handler writes.
        private static func wakes(within milliseconds: Int64) -> Bool {
            let deadline = MonotonicClock().now.advanced(by: .milliseconds(milliseconds)).nanoseconds
            return nature_wait(-1, TerminalSignals.waitDescriptor, deadline) & Int32(NATURE_WAIT_WAKE) != 0
        }

        @Test("A window change is noted once, and wakes the wait")
        func windowChange() {
            TerminalSignals.catchAll()
            defer { TerminalSignals.releaseAll() }
            TerminalSignals.drainWakes()
            _ = TerminalSignals.takeResize()

            raise(SIGWINCH)
            #expect(Self.wakes(within: 5_000))
            #expect(TerminalSignals.takeResize())
            #expect(!TerminalSignals.takeResize(), "taken once")
            TerminalSignals.drainWakes()
            #expect(!Self.wakes(within: 0), "drained, the pipe wakes nobody")
        }

        @Test("Ctrl-Z's signal is noted for the session instead of stopping the process")
        func suspend() {
            TerminalSignals.catchAll()
            defer { TerminalSignals.releaseAll() }
            _ = TerminalSignals.takeSuspend()

            raise(SIGTSTP)
            #expect(Self.wakes(within: 5_000))
            #expect(TerminalSignals.takeSuspend())
            #expect(!TerminalSignals.takeSuspend())
            TerminalSignals.drainWakes()
        }

        @Test("Given back, a window change is no longer noted")
        func givenBack() {
            TerminalSignals.catchAll()
            TerminalSignals.releaseAll()
            _ = TerminalSignals.takeResize()
            TerminalSignals.drainWakes()

            raise(SIGWINCH)  // its default action is to be ignored
            #expect(!TerminalSignals.takeResize())
            #expect(!Self.wakes(within: 0))
        }

        @Test("Interrupting signals are held back while held, and the mask is given back as it was")
        func holding() {
            func blocked() -> [Int32] {
                var current = sigset_t()
                pthread_sigmask(SIG_BLOCK, nil, &current)
                return TerminalSignals.interrupting.filter { sigismember(&current, $0) == 1 }
            }
            let before = blocked()
            let previous = TerminalSignals.holdInterruptions()
            #expect(blocked() == TerminalSignals.interrupting)
            TerminalSignals.release(previous)
            #expect(blocked() == before)
        }

        @Test("The interrupting signals are SIGINT, SIGTERM, SIGQUIT and SIGHUP")
        func interrupting() {
            #expect(Set(TerminalSignals.interrupting) == [SIGINT, SIGTERM, SIGQUIT, SIGHUP])
        }
    }
}
