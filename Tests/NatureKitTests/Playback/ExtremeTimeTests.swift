import NatureKitTestSupport
import NatureKitTesting
import Testing

// CatalogError.Kind is internal: a refused speed is checked as speedOutOfRange.
@testable import NatureKit

/// Every number that reaches a timer, given the most hostile values its API accepts: ±0, subnormals,
/// ±1e±308, the largest finite numbers, NaN and ±∞, and durations from an attosecond to the ends of
/// `Duration`'s range. Nothing traps, nothing hangs, and what comes out keeps to its documented range.
@Suite("Extreme numbers in speeds and time")
struct ExtremeTimeTests {
    /// The doubles the property tests run over.
    static let doubles: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude / 1000,
        -.leastNormalMagnitude / 1000, .leastNormalMagnitude,
        1e-308, -1e-308, 1e-21, -1e-21, 1e-10, -1e-10, 1.0 / 3600, -1.0 / 3600, 0.000_277, 1, -1, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, -.nan, .signalingNaN, .infinity, -.infinity,
    ]

    /// The durations the property tests run over: from nothing to past `Int64.max` seconds, where
    /// `Duration.components` itself would trap, to within a step of `Duration`'s own ends.
    static let durations: [Duration] = {
        let farthest = Duration.seconds(Int64.max) * 18
        let positive: [Duration] = [
            .nanoseconds(1), Duration(secondsComponent: 0, attosecondsComponent: 1), .milliseconds(87),
            .seconds(1), .seconds(3600), .seconds(Int64(1) << 40), .seconds(Int64(1) << 62),
            .seconds(Int64.max), .seconds(Int64.max) * 2, farthest,
        ]
        return [.zero] + positive + positive.map { .zero - $0 }
    }()

    // MARK: - Speeds

    @Test("A speed is played as 0, or at one cell an hour to the scene's fastest either way, keeping its sign")
    func playableSpeeds() {
        for speed in Self.doubles {
            let played = MovingSpeed.playable(speed)
            #expect(!played.isNaN, "\(speed)")
            #expect(played == 0 || abs(played) >= MovingSpeed.slowest, "\(speed) → \(played)")
            #expect(abs(played) <= Scene.maximumSpeed, "\(speed) → \(played)")
            if played != 0 { #expect((played < 0) == (speed < 0), "\(speed) → \(played)") }
            let tooSlow = speed.isNaN || abs(speed) < MovingSpeed.slowest
            #expect(tooSlow == (played == 0), "\(speed) → \(played)")
        }
    }

    /// A mover of code's own, with any speeds.
    private struct Drifter: ObjectProtocol, MovingProtocol {
        var title = "Drifter"
        var type = "Thing"
        var coordinateX = 0
        var coordinateY = 0
        var speed: Double
        var verticalSpeed: Double
    }

    @Test("An object made in code reads the same rule for both of its speeds")
    func objectsMadeInCode() {
        for speed in Self.doubles {
            let speeds = Drifter(speed: speed, verticalSpeed: -speed).playableSpeeds
            #expect(speeds.across == MovingSpeed.playable(speed))
            #expect(speeds.down == MovingSpeed.playable(-speed))
        }
        let slow = Drifter(speed: 1e-21, verticalSpeed: .leastNonzeroMagnitude).playableSpeeds
        #expect(slow.across == 0 && slow.down == 0)
        let mixed = Drifter(speed: -3, verticalSpeed: .infinity).playableSpeeds
        #expect(mixed.across == -3 && mixed.down == Scene.maximumSpeed)
    }

    @Test("A catalog refuses a speed that moves less than a cell an hour, and takes 0 and one cell an hour")
    func catalogSpeeds() throws {
        let bird = CatalogFixtures.valid
        for speed in [1e-21, -1e-21, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-10, 0.000_277] {
            let found = problems(bird.addingMember("speed", .literal(String(speed)), at: ["objects", 0]))
            #expect(found.map(\.kind) == [.speedOutOfRange(speed)], "\(speed)")
            #expect(found.first?.message.hasPrefix("moves less than one cell an hour; write 0") == true)
        }
        for speed in [0, -0.0, 1.0 / 3600, -1.0 / 3600, 0.000_278] {
            #expect(
                problems(bird.addingMember("speed", .literal(String(speed)), at: ["objects", 0])).isEmpty, "\(speed)")
        }
    }

    // MARK: - Frame intervals

    /// An animation of code's own, with any duration.
    private struct Flicker: ObjectProtocol, AnimationProtocol {
        var title = "Flicker"
        var type = "Thing"
        var coordinateX = 0
        var coordinateY = 0
        var animationImages = ["a", "b"]
        var animationDuration: Double
    }

    @Test("A frame interval from any duration is played between a millisecond and an hour")
    func playbackIntervals() {
        for duration in Self.doubles {
            let interval = Flicker(animationDuration: duration).playbackInterval
            #expect(interval >= .milliseconds(1) && interval <= .seconds(3600), "\(duration) → \(interval)")
        }
    }

    // MARK: - Durations

    @Test("Saturating arithmetic keeps every result within the longest time, with the right sign")
    func saturatingArithmetic() {
        let limit = Duration.longest
        let inRange = { (duration: Duration) in duration >= .zero - limit && duration <= limit }
        for a in Self.durations {
            #expect(inRange(a.saturated))
            for b in Self.durations {
                #expect(inRange(a.saturated(plus: b)), "\(a) + \(b)")
                #expect(inRange(a.saturated(minus: b)), "\(a) - \(b)")
            }
            for count in [0, 1, -1, 2, 1 << 40, Int.max, Int.min] {
                let product = a.saturated(times: count)
                #expect(inRange(product), "\(a) × \(count)")
                if a != .zero, count != 0 { #expect((product < .zero) == ((a < .zero) != (count < 0))) }
            }
            for factor in Self.doubles {
                #expect(inRange(a.saturated(times: factor)), "\(a) × \(factor)")
                #expect(inRange(a.saturated(dividedBy: factor)), "\(a) ÷ \(factor)")
            }
        }
        // Within range, the arithmetic is the standard library's own, exact.
        #expect(Duration.milliseconds(875).saturated(dividedBy: 0.5) == .milliseconds(1750))
        #expect(Duration.milliseconds(87).saturated(times: 3) == .milliseconds(261))
        #expect(Duration.seconds(Int64.max).saturated(plus: .seconds(Int64.max)) == limit)
        #expect(Duration.seconds(1).saturated(dividedBy: 0) == limit)
        #expect(Duration.seconds(-1).saturated(dividedBy: 0) == .zero - limit)
        #expect(Duration.seconds(1).saturated(times: Double.nan) == .zero)
    }

    @Test("Whole multiples of any two durations are counted without trapping, and exactly where they can be")
    func wholeMultiples() {
        for duration in Self.durations {
            for unit in Self.durations {
                let count = duration.wholeMultiples(of: unit)
                #expect(count >= 0 && count <= 1 << 40, "\(duration) ÷ \(unit)")
                // Exact wherever the products are far inside Duration's range.
                guard count > 0, count < 1 << 40, duration <= .longest else { continue }
                #expect(unit * count <= duration && duration < unit * (count + 1), "\(duration) ÷ \(unit)")
            }
        }
    }

    @Test("A frame loop of any positive interval answers for any time", arguments: durations.filter { $0 > .zero })
    func frameLoops(_ interval: Duration) {
        let loop = FrameLoop(frames: PlayerTests.frames(3), interval: interval)
        #expect(loop.loopDuration.map { $0 > .zero } == true)
        for time in Self.durations {
            _ = loop.canvas(at: time)
            if let next = loop.nextChange(after: time) { #expect(next > .zero) }
        }
    }

    @Test("The default number of loops is at least one for any target and cycle")
    func fillingLoops() {
        for target in Self.durations {
            for cycle in Self.durations {
                guard case .loops(let count) = PlaybackLength.filling(target, cycle: cycle) else {
                    Issue.record("not a number of loops")
                    continue
                }
                #expect(count >= 1)
            }
        }
    }

    // MARK: - Clocks

    @Test("A manual clock's instants move by any duration and measure any distance without trapping")
    func manualClock() {
        // A manual clock's instants are within the longest time of its start, however it moved.
        for start in Self.durations.map(\.saturated) {
            let instant = ManualClock.Instant(offset: start)
            for step in Self.durations {
                let moved = instant.advanced(by: step)
                if step > .zero { #expect(moved >= instant) }
                if step < .zero { #expect(moved <= instant) }
                _ = instant.duration(to: moved)
                _ = moved.duration(to: instant)
            }
        }
        let clock = ManualClock()
        for step in Self.durations { clock.advance(by: step) }
    }

    // MARK: - The player

    /// A source whose one change, and whose loop, are as far off as `far`.
    private struct FarOff: PlaybackSource {
        var far: Duration
        var loopDuration: Duration? { far > .zero ? far : nil }
        func canvas(at time: Duration) -> Canvas { Canvas(width: 1, height: 1) }
        func nextChange(after time: Duration) -> Duration? { time < far ? far : nil }
    }

    @Test(
        "The player takes any speed, any length and changes as far off as Duration goes, and ends",
        arguments: doubles)
    func player(speed: Double) async throws {
        let lengths: [PlaybackLength] =
            [.forever, .loops(0), .loops(1), .loops(.max)]
            + Self.durations.map(PlaybackLength.duration)
        for length in lengths {
            for far in [Duration.nanoseconds(1), .seconds(Int64.max), .seconds(Int64.max) * 18] {
                var player = Player(clock: ManualClock(), output: PictureRecorder())
                player.speed = speed
                let outcome = try await player.play(FarOff(far: far), length: length)
                #expect(outcome == .finished)
                #expect(player.speed >= 0.01 && player.speed <= 100)
            }
        }
        var player = Player(clock: ManualClock(), output: PictureRecorder())
        player.speed = speed
        _ = try await player.play(PlayerTests.loop(2), length: .loops(3))
    }
}
