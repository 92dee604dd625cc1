import CNatureSystem

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What a command-line program asks of its own process: whether its standard descriptors were there
/// when it started, how it exits, and the time of day.
///
/// A standard descriptor the process was started without gets `/dev/null` in its place before `main`
/// (see `nature_closed_at_start` in CNatureSystem), so that no file the runtime opens takes its number.
/// A stream that was closed refuses every write, as it would have.
package enum ProcessControl {
    /// Whether `descriptor` (0, 1 or 2) was closed when the process started.
    static func wasClosedAtStart(_ descriptor: Int32) -> Bool {
        guard (0...2).contains(descriptor) else { return false }
        return nature_closed_at_start() & (1 << descriptor) != 0
    }

    /// Makes SIGINT, SIGTERM, SIGQUIT and SIGHUP end the process at once with 128 plus their number
    /// whenever no terminal session is catching them: call it first thing, before any slow work, so
    /// that no signal ever meets its default action (a core dump, for SIGQUIT).
    package static func exitOnInterruptions() {
        TerminalSignals.exitOnInterruptions()
    }

    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never {
        endProcess(status)
    }

    /// The local time as `HH:MM:SS`.
    package static func timeOfDay() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return [parts.tm_hour, parts.tm_min, parts.tm_sec].map(twoDigits).joined(separator: ":")
    }
}

/// The C library's `exit`, which ``ProcessControl/exit(_:)`` shadows inside its type.
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}
