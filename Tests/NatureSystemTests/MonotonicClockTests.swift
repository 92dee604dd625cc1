import NatureSystem
import Testing

@Suite("Monotonic clock")
struct MonotonicClockTests {
    @Test("Time never goes back, and a deadline already past returns at once")
    func pastDeadline() async throws {
        let clock = MonotonicClock()
        let start = clock.now
        try await clock.sleep(until: start.advanced(by: .seconds(-1)), tolerance: nil)
        #expect(clock.now >= start)
    }

    @Test("A sleep never ends before its deadline")
    func sleepReachesItsDeadline() async throws {
        let clock = MonotonicClock()
        let deadline = clock.now.advanced(by: .milliseconds(5))
        try await clock.sleep(until: deadline, tolerance: nil)
        #expect(clock.now >= deadline)
    }

    @Test("Instants add and subtract durations exactly to the nanosecond")
    func arithmetic() {
        let instant = MonotonicClock.Instant(nanoseconds: 1_000)
        #expect(instant.advanced(by: .microseconds(2)).nanoseconds == 3_000)
        #expect(instant.duration(to: MonotonicClock.Instant(nanoseconds: 1_500)) == .nanoseconds(500))
    }

    @Test(
        "Instants are held at the clock's ends instead of overflowing",
        arguments: [
            Duration.seconds(Int64.max), .seconds(-Int64.max), .seconds(1e18), .nanoseconds(Int64.max),
        ])
    func extremes(_ duration: Duration) {
        let instant = MonotonicClock().now.advanced(by: duration)
        #expect(duration > .zero ? instant.nanoseconds > 0 : instant.nanoseconds < Int64.max)
    }

    /// Durations from a nanosecond to past `Int64.max` seconds, where `Duration.components` itself
    /// would trap, and their negatives.
    static let durations: [Duration] = {
        let positive: [Duration] = [
            .nanoseconds(1), Duration(secondsComponent: 0, attosecondsComponent: 1), .milliseconds(87),
            .seconds(1), .seconds(3600), .seconds(Int64(1) << 40), .seconds(Int64(1) << 62),
            .seconds(Int64.max), .seconds(Int64.max) * 2, .seconds(Int64.max) * 18,
        ]
        return [.zero] + positive + positive.map { .zero - $0 }
    }()

    @Test("Instants move by any duration from any start, held at the clock's ends")
    func anyDurationFromAnyStart() {
        let starts: [Int64] = [.min, -1, 0, 1, 1_000_000_000, .max - 999_999_999, .max]
        for start in starts {
            let instant = MonotonicClock.Instant(nanoseconds: start)
            for step in Self.durations {
                let moved = instant.advanced(by: step)
                if step > .zero { #expect(moved >= instant, "\(start) + \(step)") }
                if step < .zero { #expect(moved <= instant, "\(start) + \(step)") }
                _ = instant.duration(to: moved)
            }
        }
        // The sum that once overflowed: the seconds fit, their nanoseconds plus the fraction do not.
        let edge = MonotonicClock.Instant(nanoseconds: 0).advanced(
            by: Duration(secondsComponent: 9_223_372_036, attosecondsComponent: 999_999_999_999_999_999))
        #expect(edge.nanoseconds == .max)
    }
}
