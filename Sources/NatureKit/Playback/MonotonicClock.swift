#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's monotonic clock, sleeping to absolute deadlines: the clock to play frames on.
///
/// On Linux a sleep is one `clock_nanosleep` with `TIMER_ABSTIME` to the deadline itself, so a late
/// wake-up never shifts the deadlines after it. It keeps time better than `ContinuousClock` on a busy
/// machine, whose sleeps go through the concurrency runtime's timer queue.
///
/// A program that handles signals can have sleeps cut into slices and end early:
///
/// ```swift
/// let clock = MonotonicClock(checkingEvery: .milliseconds(20)) { signalArrived.load(ordering: .relaxed) }
/// ```
public struct MonotonicClock: Clock, Sendable {
    /// A point on the monotonic clock, in nanoseconds since an unspecified start.
    public struct Instant: InstantProtocol, Sendable {
        /// Nanoseconds since the clock's start.
        public var nanoseconds: Int64

        /// The instant `duration` later.
        ///
        /// - Parameter duration: How far to move.
        public func advanced(by duration: Duration) -> Instant {
            let (seconds, attoseconds) = duration.components
            return Instant(nanoseconds: nanoseconds + seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        }

        /// The time from this instant to `other`.
        ///
        /// - Parameter other: The later instant, or an earlier one for a negative duration.
        public func duration(to other: Instant) -> Duration {
            .nanoseconds(other.nanoseconds - nanoseconds)
        }

        /// Whether `lhs` comes first.
        ///
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    }

    private let slice: Duration?
    private let wakesEarly: @Sendable () -> Bool
    /// Sleeps until the instant given or something to handle arrives, when the owner can wait on it.
    private let wait: (@Sendable (Instant) -> Void)?

    /// A clock whose sleeps last until their deadline.
    public init() {
        slice = nil
        wakesEarly = { false }
        wait = nil
    }

    /// A clock whose sleeps are handed to `wait`, which returns at the instant it is given or as soon
    /// as something arrives that the sleeper must handle (a key, a signal), and end early once
    /// `wakesEarly` returns true. A program that can wait on its input this way wakes only when there
    /// is something to do, where slices would wake it many times a second to look.
    ///
    /// - Parameters:
    ///   - wait: Sleeps until the instant given, or less; called again until the deadline is reached.
    ///   - wakesEarly: Asked after each wait; true ends the sleep at once. Called from any thread.
    public init(
        waitingWith wait: @escaping @Sendable (Instant) -> Void, wakingWhen wakesEarly: @escaping @Sendable () -> Bool
    ) {
        slice = nil
        self.wakesEarly = wakesEarly
        self.wait = wait
    }

    /// A clock whose sleeps are cut into slices of at most `slice`, and end early once `wakesEarly`
    /// returns true; the last slice still ends exactly at the deadline.
    ///
    /// - Parameters:
    ///   - slice: The longest stretch slept before `wakesEarly` is asked again.
    ///   - wakesEarly: Asked between slices; true ends the sleep at once. Called from any thread.
    public init(checkingEvery slice: Duration, wakingWhen wakesEarly: @escaping @Sendable () -> Bool) {
        self.slice = slice
        self.wakesEarly = wakesEarly
        wait = nil
    }

    /// The current time.
    public var now: Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Sleeps until `deadline`, or until the early-wake check says so; throws if the task is cancelled.
    ///
    /// - Parameters:
    ///   - deadline: The instant to sleep until.
    ///   - tolerance: Ignored: sleeps aim at the deadline itself.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while !wakesEarly() {
            try Task.checkCancellation()
            let current = now
            guard current < deadline else { return }
            let target = slice.map { min(deadline, current.advanced(by: $0)) } ?? deadline
            if let wait {
                wait(target)
                continue
            }
            #if os(Linux)
                var time = timespec(
                    tv_sec: Int(target.nanoseconds / 1_000_000_000), tv_nsec: Int(target.nanoseconds % 1_000_000_000))
                _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil)
            #else
                let remaining = target.nanoseconds - current.nanoseconds
                var time = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
                _ = nanosleep(&time, nil)
            #endif
        }
    }
}
