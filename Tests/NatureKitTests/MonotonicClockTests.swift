import Testing

@testable import NatureKit

@Suite("Monotonic clock")
struct MonotonicClockTests {
    @Test("Time never goes back, and a deadline already past returns at once")
    func pastDeadline() async throws {
        let clock = MonotonicClock()
        let start = clock.now
        try await clock.sleep(until: start.advanced(by: .seconds(-1)), tolerance: nil)
        #expect(clock.now >= start)
    }

    @Test("A sleep ends early once the early-wake check says so")
    func wakesEarly() async throws {
        let clock = MonotonicClock(checkingEvery: .milliseconds(20)) { true }
        let start = clock.now
        try await clock.sleep(until: start.advanced(by: .seconds(3600)), tolerance: nil)
        #expect(start.duration(to: clock.now) < .seconds(3600))
    }

    @Test("Instants add and subtract durations exactly to the nanosecond")
    func arithmetic() {
        let instant = MonotonicClock.Instant(nanoseconds: 1_000)
        #expect(instant.advanced(by: .microseconds(2)).nanoseconds == 3_000)
        #expect(instant.duration(to: MonotonicClock.Instant(nanoseconds: 1_500)) == .nanoseconds(500))
    }
}
