#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock, sleeping with `clock_nanosleep(TIMER_ABSTIME)` on Linux: what
/// `nature-cli`'s own terminal clock does, without its signal handling.
///
/// Measuring the player on it as well as on `ContinuousClock` separates the player's own accuracy
/// from that of the Swift runtime's timer queue, which `ContinuousClock.sleep` goes through.
struct AbsoluteSleepClock: Clock {
    struct Instant: InstantProtocol {
        var nanoseconds: Int64

        func advanced(by duration: Duration) -> Instant {
            let (seconds, attoseconds) = duration.components
            return Instant(nanoseconds: nanoseconds + seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        }

        func duration(to other: Instant) -> Duration {
            .nanoseconds(other.nanoseconds - nanoseconds)
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    }

    var now: Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        #if os(Linux)
            var time = timespec(
                tv_sec: Int(deadline.nanoseconds / 1_000_000_000), tv_nsec: Int(deadline.nanoseconds % 1_000_000_000))
            while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
        #else
            let remaining = deadline.nanoseconds - now.nanoseconds
            guard remaining > 0 else { return }
            var time = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
            _ = nanosleep(&time, nil)
        #endif
    }
}
