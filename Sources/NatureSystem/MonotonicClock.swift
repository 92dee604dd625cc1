#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The system's monotonic clock, sleeping to absolute deadlines: the clock to play on.
///
/// On Linux a sleep is one `clock_nanosleep` with `TIMER_ABSTIME` to the deadline itself, so a late
/// wake-up never shifts the deadlines after it. A ``TerminalSession`` waits on this clock's instants
/// for events too, in one system call that also returns for a key or a signal.
public struct MonotonicClock: Clock, Sendable {
    /// A point on the monotonic clock, in nanoseconds since an unspecified start.
    public struct Instant: InstantProtocol, Sendable {
        /// Nanoseconds since the clock's start.
        public var nanoseconds: Int64

        /// The instant `nanoseconds` after the clock's start.
        ///
        /// - Parameter nanoseconds: Nanoseconds since the clock's start.
        public init(nanoseconds: Int64) {
            self.nanoseconds = nanoseconds
        }

        /// The instant `duration` later; held at the ends of the clock's range rather than overflowing.
        ///
        /// - Parameter duration: How far to move.
        public func advanced(by duration: Duration) -> Instant {
            let end = Instant(nanoseconds: duration < .zero ? .min : .max)
            // `components` traps past Int64.max seconds; held first, the duration has far fewer.
            let (seconds, attoseconds) = duration.saturated.components
            let (scaled, overflows) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
            guard !overflows else { return end }
            let (offset, offsetOverflows) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
            guard !offsetOverflows else { return end }
            let (sum, sumOverflows) = nanoseconds.addingReportingOverflow(offset)
            return sumOverflows ? end : Instant(nanoseconds: sum)
        }

        /// The time from this instant to `other`.
        ///
        /// - Parameter other: The later instant, or an earlier one for a negative duration.
        public func duration(to other: Instant) -> Duration {
            .nanoseconds(Int128(other.nanoseconds) - Int128(nanoseconds))
        }

        /// Whether `lhs` comes first.
        ///
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    }

    /// The clock.
    public init() {}

    /// The current time.
    public var now: Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Sleeps until `deadline`; throws if the task is cancelled.
    ///
    /// - Parameters:
    ///   - deadline: The instant to sleep until.
    ///   - tolerance: Ignored: sleeps aim at the deadline itself.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while now < deadline {
            try Task.checkCancellation()
            #if os(Linux)
                var time = timespec(
                    tv_sec: Int(deadline.nanoseconds / 1_000_000_000),
                    tv_nsec: Int(deadline.nanoseconds % 1_000_000_000))
                _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil)
            #else
                let remaining = deadline.nanoseconds - now.nanoseconds
                var time = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
                _ = nanosleep(&time, nil)
            #endif
        }
        try Task.checkCancellation()
    }
}
