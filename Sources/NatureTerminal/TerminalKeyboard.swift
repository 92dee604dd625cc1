import NatureKit
import Synchronization

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The keyboard of standard input's terminal, read without waiting: the OS side of ``KeyInput``.
///
/// Bytes are read only when `poll` says they are there, and decoded by ``KeyReader``, so a key split
/// across two reads still decodes and a lone Esc counts once nothing has followed it for a moment.
public final class TerminalKeyboard: KeyInput, Sendable {
    private struct State {
        var reader = KeyReader(clock: MonotonicClock())
        /// Standard input reached its end or failed: nothing more will come.
        var isClosed: Bool
    }

    // Read by a clock's early-wake check as well as by the reading loop.
    private let state: Mutex<State>

    /// The keyboard of standard input; it reads nothing when standard input is not a terminal.
    init() {
        state = Mutex(State(isClosed: isatty(STDIN_FILENO) != 1))
    }

    /// The keys typed since the last call, without waiting.
    public func readKeys() -> [Key] {
        state.withLock { state in
            var keys: [Key] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while Self.hasBytes(&state) {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    state.isClosed = true
                    break
                }
                keys += state.reader.keys(from: buffer[..<count])
            }
            return keys + state.reader.keys(from: [])
        }
    }

    /// Whether a key is waiting to be read, or a lone Esc's time has come: a clock's sliced sleep
    /// returns early for it.
    var hasInput: Bool {
        state.withLock { state in
            if let deadline = state.reader.pendingDeadline, MonotonicClock().now >= deadline { return true }
            return Self.hasBytes(&state)
        }
    }

    /// The longest one wait lasts: a signal that lands just before the wait starts is noticed by then.
    static let longestWait = Duration.milliseconds(250)

    /// Waits until `deadline`, a key, a signal, or a pending Esc's time, whichever comes first, and at
    /// most ``longestWait``.
    func wait(until deadline: MonotonicClock.Instant) {
        let now = MonotonicClock().now
        var until = min(deadline, now.advanced(by: Self.longestWait))
        let (isClosed, escape) = state.withLock { ($0.isClosed, $0.reader.pendingDeadline) }
        if let escape { until = min(until, escape) }
        let remaining = until.nanoseconds - now.nanoseconds
        // poll counts whole milliseconds and may wake up to one late, so it stops short of the deadline,
        // and the last two milliseconds are slept to the nanosecond.
        if remaining > 2_000_000 {
            // With standard input closed there is nothing to wait on but the time; a signal still cuts
            // it short.
            var request = pollfd(fd: isClosed ? -1 : STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, Int32(remaining / 1_000_000 - 1))
        } else if remaining > 0 {
            #if os(Linux)
                var time = timespec(
                    tv_sec: Int(until.nanoseconds / 1_000_000_000), tv_nsec: Int(until.nanoseconds % 1_000_000_000))
                _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil)
            #else
                var time = timespec(tv_sec: 0, tv_nsec: Int(remaining))
                _ = nanosleep(&time, nil)
            #endif
        }
    }

    private static func hasBytes(_ state: inout State) -> Bool {
        guard !state.isClosed else { return false }
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return false }
        if request.revents & Int16(POLLIN) == 0 {
            // Hung up or failed with nothing to read: looking again would only spin.
            state.isClosed = true
            return false
        }
        return true
    }
}
