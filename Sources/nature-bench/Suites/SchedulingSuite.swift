import NatureKit
import NatureKitTesting
import NatureSystem

/// How closely NatureKit's ``Player`` keeps to its schedule on a real clock: 1000 frames at a
/// short interval into an output that discards them, timed from the `.frameShown` events.
///
/// It runs on `ContinuousClock`, which any package using NatureKit would pass, and on a clock that
/// sleeps with `clock_nanosleep(TIMER_ABSTIME)` as `nature-cli` does, to tell the player's accuracy
/// apart from the sleeping primitive's.
struct SchedulingSuite {
    let quick: Bool
    let frames: [Canvas]

    static let frameCount = 1_000
    static let microsecondsPerSecond = 1e6

    /// One configuration: a clock and an interval.
    private struct Setup {
        var name: String
        var id: String
        var interval: Duration
    }

    /// What one run of 1000 frames showed; times in seconds.
    private struct Run {
        var latenessP50: Double
        var latenessP99: Double
        var endLateness: Double
        var medianInterval: Double
    }

    func run() async throws -> [BenchResult] {
        var results: [BenchResult] = []
        let runs = quick ? 1 : 3
        let setups = [
            Setup(name: "ContinuousClock", id: "continuous", interval: .milliseconds(2)),
            Setup(name: "ContinuousClock", id: "continuous", interval: .milliseconds(1)),
            Setup(name: "clock_nanosleep", id: "nanosleep", interval: .milliseconds(2)),
        ]
        for setup in setups {
            var measured: [Run] = []
            // The first run of each setup warms the timer path and is thrown away.
            for attempt in 0...runs {
                let count = attempt == 0 ? 50 : Self.frameCount
                let run =
                    setup.id == "nanosleep"
                    ? try await play(on: MonotonicClock(), interval: setup.interval, count: count)
                    : try await play(on: ContinuousClock(), interval: setup.interval, count: count)
                if attempt > 0 { measured.append(run) }
            }
            results += report(setup, measured)
        }
        return results
    }

    private func play<PlaybackClock: Clock>(
        on clock: PlaybackClock,
        interval: Duration,
        count: Int
    ) async throws -> Run where PlaybackClock.Duration == Duration {
        let log = FrameLog()
        var player = Player(clock: clock, output: FrameSuite.screen())
        player.observers.add { event in
            if case .frameShown(_, _, let time, let lateness) = event {
                log.shown.append((time: time.seconds, lateness: lateness.seconds))
            }
        }
        let loops = (count + frames.count - 1) / frames.count
        _ = try await player.play(FrameLoop(frames: frames, interval: interval), length: .loops(loops))

        let shown = log.shown.prefix(count)
        let lateness = Summary(shown.map(\.lateness))
        let writeTimes = shown.map { $0.time + $0.lateness }
        let intervals = zip(writeTimes, writeTimes.dropFirst()).map { $1 - $0 }
        return Run(
            latenessP50: lateness.median, latenessP99: lateness.p99, endLateness: shown.last?.lateness ?? .nan,
            medianInterval: Summary(intervals).median)
    }

    private func report(_ setup: Setup, _ runs: [Run]) -> [BenchResult] {
        let interval = setup.interval.seconds
        let milliseconds = Int((interval * 1e3).rounded())
        let prefix = "schedule.\(setup.id).\(milliseconds)ms"
        let label = "\(setup.name) \(milliseconds) ms"
        let microseconds = Self.microsecondsPerSecond
        func summary(_ value: (Run) -> Double, scale: Double) -> (Summary, String) {
            let values = runs.map { value($0) * scale }
            let each = values.map { TableFormatter.format($0) }.joined(separator: ", ")
            return (Summary(values), "median of \(runs.count) runs of \(Self.frameCount) frames: \(each)")
        }

        let (p50, p50Note) = summary(\.latenessP50, scale: microseconds)
        let (p99, p99Note) = summary(\.latenessP99, scale: microseconds)
        let (end, endNote) = summary(\.endLateness, scale: microseconds)
        let (deviation, deviationNote) = summary({ $0.medianInterval - interval }, scale: microseconds)
        let percent = TableFormatter.format(deviation.median / (interval * microseconds) * 100)
        return [
            BenchResult(
                id: "\(prefix).lateness.p50.us", label: "\(label): lateness p50", value: p50.median, unit: "us",
                note: p50Note),
            BenchResult(
                id: "\(prefix).lateness.p99.us", label: "\(label): lateness p99", value: p99.median, unit: "us",
                target: "<= 1000 us", met: p99.median <= 1_000, note: p99Note),
            BenchResult(
                id: "\(prefix).drift.us", label: "\(label): drift at frame \(Self.frameCount)", value: end.median,
                unit: "us", target: "no drift (<= 1000 us)", met: end.median <= 1_000,
                note: endNote + "; the last frame's lateness against start + 999 x interval"),
            // Not held to the design's 0.1 %: that target is for an animation's own interval on a
            // terminal (87 us of Bird's 87.5 ms), while 0.1 % of 2 ms is 2 us, less than rendering a frame.
            BenchResult(
                id: "\(prefix).interval.deviation.us", label: "\(label): median interval - nominal",
                value: deviation.median, unit: "us",
                note: deviationNote + "; \(percent) % of the interval (the 0.1 % target is checked on a terminal)"),
        ]
    }
}

/// The frames a player showed, gathered by its observer. A class, because the observer closure
/// outlives the call that adds it and must append to the same log the suite reads afterwards.
private final class FrameLog {
    var shown: [(time: Double, lateness: Double)] = []
}
