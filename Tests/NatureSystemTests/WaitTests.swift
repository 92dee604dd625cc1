import CNatureSystem
import NatureSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nature_wait`, the one system call a session and the file watcher wait in: for input, for the wake
/// pipe, or for a deadline on the monotonic clock, whichever comes first.
@Suite("The wait: input, a wake, or the deadline")
struct WaitTests {
    private static let inputBit = Int32(NATURE_WAIT_INPUT)
    private static let wakeBit = Int32(NATURE_WAIT_WAKE)

    /// A deadline far enough off that only a broken wait reaches it: the bound on waiting for an event.
    private static var patience: Int64 { MonotonicClock().now.advanced(by: .seconds(10)).nanoseconds }

    /// A session's two pipes, new for each test.
    private let input: Pipe
    private let wake: Pipe

    init() throws {
        input = try Pipe()
        wake = try Pipe()
    }

    /// Waits on `input` and `wake` until `deadline`, in nanoseconds on the monotonic clock; -1 for none.
    private func wait(until deadline: Int64) -> Int32 { nature_wait(input.reader, wake.reader, deadline) }

    @Test("With nothing to read, a deadline already past returns at once with nothing")
    func pastDeadline() throws {
        #expect(wait(until: 0) == 0)
    }

    @Test("With nothing to read, the wait lasts until the deadline and never ends before it")
    func untilTheDeadline() throws {
        let deadline = MonotonicClock().now.advanced(by: .milliseconds(3))
        #expect(wait(until: deadline.nanoseconds) == 0)
        #expect(MonotonicClock().now >= deadline)
    }

    @Test("Input to read ends the wait, and says so")
    func inputReady() throws {
        input.send("q")
        #expect(wait(until: Self.patience) == Self.inputBit)
    }

    @Test("A byte on the wake pipe ends the wait, and says so")
    func wakeReady() throws {
        wake.send("!")
        #expect(wait(until: Self.patience) == Self.wakeBit)
        // Without a deadline too: the wake is what a signal handler sends to end an endless wait.
        #expect(wait(until: -1) == Self.wakeBit)
    }

    @Test("Both ready, both are told")
    func bothReady() throws {
        input.send("q")
        wake.send("!")
        #expect(wait(until: Self.patience) == Self.inputBit | Self.wakeBit)
    }

    @Test("Input whose writer has gone ends the wait as input, so that its end is read")
    func hungUp() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[1])
        defer { close(ends[0]) }
        #expect(nature_wait(ends[0], wake.reader, Self.patience) == Self.inputBit)
    }

    @Test("No input (a negative descriptor) waits on the wake pipe alone")
    func noInput() throws {
        #expect(nature_wait(-1, wake.reader, 0) == 0)
        wake.send("!")
        #expect(nature_wait(-1, wake.reader, Self.patience) == Self.wakeBit)
    }

    @Test("A terminal with a key typed is input, as a session's standard input is")
    func terminalInput() throws {
        let terminal = try PseudoTerminal()
        terminal.changeSettings { $0.c_lflag &= ~tcflag_t(ICANON | ECHO) }
        #expect(nature_wait(terminal.follower, wake.reader, 0) == 0, "nothing typed yet")
        var key = UInt8(ascii: "q")
        #expect(write(terminal.leader, &key, 1) == 1)
        #expect(nature_wait(terminal.follower, wake.reader, Self.patience) == Self.inputBit)
    }
}
