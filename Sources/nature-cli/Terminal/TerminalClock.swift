/// The monotonic system clock, sleeping to absolute deadlines and waking early for signals.
///
/// Sleeping to an absolute deadline (`clock_nanosleep` with `TIMER_ABSTIME` on Linux) means a late
/// wake-up never shifts the frames after it. The sleep is cut into slices of at most 20 ms, so a
/// signal is noticed within that time even when another thread received it; the last slice still
/// ends exactly at the deadline.
struct TerminalClock: Clock {
    struct Instant: InstantProtocol {
        var nanoseconds: Int64

        func advanced(by duration: Duration) -> Instant {
            Instant(nanoseconds: nanoseconds + Self.nanoseconds(in: duration))
        }

        func duration(to other: Instant) -> Duration {
            .nanoseconds(other.nanoseconds - nanoseconds)
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

        static func nanoseconds(in duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }
    }

    private static let slice: Int64 = 20_000_000

    var now: Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while !Terminal.hasPendingSignal {
            try Task.checkCancellation()
            let current = now
            guard current < deadline else { return }
            let target = min(deadline.nanoseconds, current.nanoseconds + Self.slice)
            #if os(Linux)
                var time = timespec(tv_sec: Int(target / 1_000_000_000), tv_nsec: Int(target % 1_000_000_000))
                _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil)
            #else
                let remaining = target - current.nanoseconds
                var time = timespec(tv_sec: Int(remaining / 1_000_000_000), tv_nsec: Int(remaining % 1_000_000_000))
                _ = nanosleep(&time, nil)
            #endif
        }
    }
}
