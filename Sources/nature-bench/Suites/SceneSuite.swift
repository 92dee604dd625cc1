import NatureKit
import NatureSystem

/// What a scene costs: composing and diffing one update of the shipped catalog at 200x60, how that
/// cost grows with the number of objects in a 400x120 world, and how late updates are on a real clock.
struct SceneSuite {
    let quick: Bool
    let catalog: Catalog

    static let composeTargetMicroseconds = 50.0
    static let latenessTargetMilliseconds = 1.0

    func run() async throws -> [BenchResult] {
        var results = [measureUpdates(of: catalog, columns: 200, rows: 60, id: "scene.update.200x60.us")]
        results[0].target = "≤ \(Int(Self.composeTargetMicroseconds)) µs median"
        results[0].met = results[0].value <= Self.composeTargetMicroseconds
        for count in [16, 100, 1000] {
            results.append(
                measureUpdates(
                    of: crowd(count), columns: 400, rows: 120, id: "scene.update.400x120.\(count)-objects.us"))
        }
        results.append(try await measureLateness())
        return results
    }

    /// `count` copies of the shipped objects at coordinates spread over the catalog's span.
    private func crowd(_ count: Int) -> Catalog {
        var generator = SeededGenerator(seed: 7)
        let objects: [any ObjectProtocol] = (0..<count).map { index in
            var object = catalog.objects[index % catalog.objects.count]
            object.coordinateX = generator.index(below: 14) ?? 0
            object.coordinateY = generator.index(below: 10) ?? 0
            return object
        }
        return Catalog(objects: objects, images: catalog.images)
    }

    /// The time of each update over `seconds` of scene time: the scene carrying out what is due, the
    /// renderer diffing the changed regions and writing the bytes; with the cells each changed.
    private func measureUpdates(of catalog: Catalog, columns: Int, rows: Int, id: String) -> BenchResult {
        let clock = ContinuousClock()
        var scene = Scene(catalog: catalog, size: Size(columns: columns, rows: rows), seed: 0)
        var screen = Screen(output: DiscardingOutput(), mode: .fullWindow, colored: true)
        blackHole(screen.render(scene.canvas))
        let end = Duration.seconds(quick ? 3 : 10)
        var seconds: [Double] = []
        var bytes: [Double] = []
        var time = Duration.zero
        while let next = scene.nextChange(after: time), next <= end {
            let start = clock.now
            scene.advance(to: next)
            let update = screen.render(scene.canvas)
            seconds.append((clock.now - start).seconds)
            blackHole(update)
            bytes.append(Double(update.count))
            time = next
        }
        let summary = Summary(seconds)
        let byteSummary = Summary(bytes)
        return BenchResult(
            id: id,
            label: "scene update, \(catalog.objects.count) objects at \(columns)x\(rows)",
            value: summary.median * 1e6, unit: "us", spread: summary, scale: 1e6,
            note: "advance + compose + diff + bytes, \(seconds.count) updates over \(end.seconds) s of scene "
                + "time; bytes per update: median \(Int(byteSummary.median)), p90 \(Int(byteSummary.p90))"
        )
    }

    /// Plays the shipped scene at 200x60 on the real clock into an output that drops the bytes, and
    /// reads each update's lateness from the player's observers: the p99 of each run, and the median of
    /// three runs (one with `--quick`), as the scheduling suite takes its figures, since one wake-up the
    /// machine delays moves a single run's tail.
    private func measureLateness() async throws -> BenchResult {
        var runs: [Summary] = []
        for _ in 0..<(quick ? 1 : 3) {
            runs.append(try await latenessOfOneRun())
        }
        let p99 = runs.map(\.p99).sorted()[runs.count / 2]
        let each = runs.map { TableFormatter.format($0.p99 * 1e3) }.joined(separator: ", ")
        let medians = runs.map { TableFormatter.format($0.median * 1e3) }.joined(separator: ", ")
        return BenchResult(
            id: "scene.lateness.p99.ms", label: "scene update lateness p99, real clock, 200x60",
            value: p99 * 1e3, unit: "ms", target: "≤ \(Int(Self.latenessTargetMilliseconds)) ms",
            met: p99 * 1e3 <= Self.latenessTargetMilliseconds,
            note: "median of \(runs.count) runs of \(quick ? 2 : 10) s, \(runs[0].count) updates each; "
                + "p99 of each run \(each) ms; median lateness \(medians) ms")
    }

    private func latenessOfOneRun() async throws -> Summary {
        var scene = Scene(catalog: catalog, size: Size(columns: 200, rows: 60), seed: 0)
        var player = Player(
            clock: MonotonicClock(), output: Screen(output: DiscardingOutput(), mode: .fullWindow, colored: true))
        var lateness: [Double] = []
        player.observers.add { event in
            if case .frameShown(_, _, _, let late) = event { lateness.append(late.seconds) }
        }
        _ = try await player.play(&scene, length: .duration(.seconds(quick ? 2 : 10)))
        return Summary(lateness)
    }
}
