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
}
