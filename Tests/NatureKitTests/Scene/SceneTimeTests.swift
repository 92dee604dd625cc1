import NatureKitTestSupport
import Testing

@testable import NatureKit

@Suite("The scene's time: one picture per moment, however the updates fall")
struct SceneTimeTests {
    @Test(
        "One jump, every change, or random steps of 1 to 700 ms give the same scene at 1, 3, 10 and 37 s",
        arguments: SceneFixtures.sizes, 1...20 as ClosedRange<UInt64>)
    func onePicturePerMoment(size: Size, seed: UInt64) throws {
        var jumped = try SceneFixtures.shipped(size, seed: seed)
        var stepped = jumped
        var random = jumped
        var steps = SeededGenerator(seed: seed &* 31 &+ 7)
        for second in [1, 3, 10, 37] {
            let time = Duration.seconds(second)
            jumped.advance(to: time)
            SceneFixtures.play(&stepped, to: time)
            SceneFixtures.play(&random, to: time, randomSteps: &steps)
            let context = "seed \(seed), \(size), \(second) s"
            Self.expectSame(jumped, stepped, "\(context), stepped through every change")
            Self.expectSame(jumped, random, "\(context), random steps")
        }
    }

    @Test("A scene made afresh for the same seed, catalog and size is the same scene at every time")
    func sameSeedSameScene() throws {
        for size in SceneFixtures.sizes {
            var first = try SceneFixtures.shipped(size, seed: 11)
            var second = try SceneFixtures.shipped(size, seed: 11)
            for time in [0, 5, 60, 301] as [Int64] {
                first.advance(to: .seconds(time))
                second.advance(to: .seconds(time))
                Self.expectSame(first, second, "\(size) at \(time) s")
            }
        }
    }

    @Test("Different seeds give different scenes")
    func seedsDiffer() throws {
        let pictures = try (1...10 as ClosedRange<UInt64>).map {
            try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: $0).lines
        }
        #expect(Set(pictures).count == pictures.count)
    }

    @Test("The next change is later than the time asked about, on the scene's 50 ms tick")
    func nextChangeIsOnTheTick() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 5)
        var time = Duration.zero
        for _ in 0..<500 {
            let change = scene.nextChange(after: time)
            let next = try #require(change)
            #expect(next > time)
            #expect(next.components.attoseconds % 50_000_000_000_000_000 == 0)
            // Asked about a moment between ticks, the answer is still on the tick.
            let changeBetween = scene.nextChange(after: time + .milliseconds(7))
            let between = try #require(changeBetween)
            #expect(between > time + .milliseconds(7))
            #expect(between.components.attoseconds % 50_000_000_000_000_000 == 0)
            scene.advance(to: next)
            time = next
        }
        #expect(scene.time == time)
    }

    @Test("A time before the last update changes nothing")
    func timeNeverGoesBack() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: 6)
        scene.advance(to: .seconds(12))
        let then = scene
        scene.advance(to: .seconds(3))
        scene.advance(to: .seconds(12))
        Self.expectSame(scene, then, "after asking for an earlier time")
        #expect(scene.time == .seconds(12))
    }

    @Test("The waves, swell and weed draw at any hour of a long run, a year in; the cast hours in")
    func longRuns() throws {
        for (_, scene) in try SceneFixtures.shipped(Size(columns: 120, rows: 40), seeds: 1...5) {
            // The swell drifts left by a column a beat: its index ran negative about 27 minutes in.
            for minutes in [1, 27, 28, 60, 24 * 60, 365 * 24 * 60] {
                var canvas = scene.world.background
                scene.world.drawAmbient(on: &canvas, at: minutes * 60_000)
                #expect(canvas.cells.contains { !$0.isEmpty })
            }
        }
        var scene = try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: 2)
        for minutes in [27, 28, 90] {
            scene.advance(to: .seconds(minutes * 60))
            #expect(scene.canvas.cells.contains { !$0.isEmpty }, "\(minutes) minutes in")
        }
    }

    @Test("Movers' coordinates follow them as they go")
    func coordinatesFollowMovers() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 8)
        let start = scene.objects.map { "\($0.coordinateX),\($0.coordinateY)" }
        scene.advance(to: .seconds(1))
        let early = scene.objects.map { "\($0.coordinateX),\($0.coordinateY)" }
        scene.advance(to: .seconds(40))
        let late = scene.objects.prefix(early.count).map { "\($0.coordinateX),\($0.coordinateY)" }
        #expect(early != late)
        let stills = scene.objects.indices.prefix(start.count).filter { !Scene.isMover(scene.objects[$0]) }
        #expect(stills.allSatisfy { start[$0] == late[$0] }, "stills keep their coordinates")
    }

    /// Checks that two scenes are the same now: their pictures, who stands where, everyone's
    /// coordinates, who waits and what is happening.
    static func expectSame(
        _ scene: Scene, _ other: Scene, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(scene.time == other.time, "\(context)", sourceLocation: sourceLocation)
        #expect(scene.lines == other.lines, "\(context): the pictures differ", sourceLocation: sourceLocation)
        #expect(scene.canvas == other.canvas, "\(context): the colours differ", sourceLocation: sourceLocation)
        #expect(
            scene.placements.map { "\($0.index) \($0.rect)" } == other.placements.map { "\($0.index) \($0.rect)" },
            "\(context): the placements differ", sourceLocation: sourceLocation)
        #expect(
            scene.objects.map { "\($0.title) \($0.coordinateX),\($0.coordinateY)" }
                == other.objects.map { "\($0.title) \($0.coordinateX),\($0.coordinateY)" },
            "\(context): the objects' coordinates differ", sourceLocation: sourceLocation)
        #expect(scene.waiting == other.waiting, "\(context): the waiting differ", sourceLocation: sourceLocation)
        #expect(scene.happeningNames == other.happeningNames, "\(context)", sourceLocation: sourceLocation)
    }
}
