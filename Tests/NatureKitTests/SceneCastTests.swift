import NatureKitTestSupport
import Testing

@testable import NatureKit

@Suite("The cast: movers keep apart in their lanes, the stage stays full and bounded")
struct SceneCastTests {
    @Test(
        "Movers of one lane never overlap and keep a free column between them, over two minutes",
        arguments: SceneFixtures.sizes, 1...5 as ClosedRange<UInt64>)
    func lanesKeepApartForTwoMinutes(size: Size, seed: UInt64) throws {
        try Self.expectMoversApart(size: size, seed: seed, for: .seconds(120))
    }

    @Test(
        "Movers of one lane never overlap and keep a free column between them, over twenty seconds",
        arguments: SceneFixtures.sizes, 1...20 as ClosedRange<UInt64>)
    func lanesKeepApart(size: Size, seed: UInt64) throws {
        try Self.expectMoversApart(size: size, seed: seed, for: .seconds(20))
    }

    /// Plays the shipped scene through every change for `length`, checking at each that no two movers of
    /// one lane come within a column of each other, that movers of different lanes share no cell, and
    /// that no species has more than three on stage.
    static func expectMoversApart(
        size: Size, seed: UInt64, for length: Duration, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var scene = try SceneFixtures.shipped(size, seed: seed)
        var problems: [String] = []
        func check(_ scene: Scene) {
            let movers = SceneFixtures.movers(in: scene)
            for (position, mover) in movers.enumerated() {
                guard let path = mover.path else { continue }
                let rect = mover.rect(at: scene.now)
                for other in movers[(position + 1)...] {
                    guard let otherPath = other.path, otherPath.lane.habitat == path.lane.habitat else { continue }
                    let otherRect = other.rect(at: scene.now)
                    let names = "\(scene.objects[mover.object].title) \(rect) and \(scene.objects[other.object].title) \(otherRect)"
                    if otherPath.lane.index == path.lane.index {
                        let apart = rect.right < otherRect.column || otherRect.right < rect.column
                        if !apart { problems.append("\(scene.time): lane \(path.lane.index) of \(path.lane.habitat): \(names)") }
                    } else if rect.intersects(otherRect) {
                        problems.append("\(scene.time): lanes \(path.lane.index), \(otherPath.lane.index): \(names)")
                    }
                }
            }
            for (species, count) in Dictionary(grouping: movers, by: { scene.objects[$0.object].title }).mapValues(\.count)
            where count > Scene.mostOfOneSpecies {
                problems.append("\(scene.time): \(count) of \(species)")
            }
        }
        check(scene)
        SceneFixtures.play(&scene, to: length, check)
        #expect(
            problems.isEmpty, "seed \(seed), \(size): \(problems.count) problems, first \(problems.prefix(4))",
            sourceLocation: sourceLocation)
    }

    @Test("After an hour about as many movers are on stage as after a second, and the cast stays bounded",
        arguments: SceneFixtures.sizes)
    func castIsSteadyOverAnHour(size: Size) throws {
        for seed in 1...3 as ClosedRange<UInt64> {
            var scene = try SceneFixtures.shipped(size, seed: seed)
            let catalog = scene.objects.count
            let copyable = scene.copyable.values.map(\.count).reduce(0, +)
            let most = catalog + 2 * copyable
            scene.advance(to: .seconds(1))
            let early = SceneFixtures.movers(in: scene).count
            let shares = Habitat.allCases.map { scene.world.layout(of: $0).moverShare }.reduce(0, +)
            var largest = scene.objects.count
            var crowded: [String] = []
            for second in stride(from: 10, through: 3600, by: 10) {
                scene.advance(to: .seconds(second))
                largest = max(largest, scene.objects.count)
                let titles = Dictionary(grouping: SceneFixtures.movers(in: scene)) { scene.objects[$0.object].title }
                crowded += titles.filter { $0.value.count > Scene.mostOfOneSpecies }.map { "\($0.value.count) \($0.key) at \(second) s" }
            }
            let late = SceneFixtures.movers(in: scene).count
            #expect(abs(late - early) <= max(3, shares / 5), "seed \(seed), \(size): \(early) movers after 1 s, \(late) after an hour")
            #expect(early >= shares - max(2, shares / 5), "seed \(seed), \(size): \(early) movers at the start of \(shares)")
            #expect(largest <= most, "seed \(seed), \(size): \(largest) objects, more than \(most)")
            #expect(crowded.isEmpty, "seed \(seed), \(size): \(crowded.prefix(4))")
        }
    }

    @Test("Copies are of the catalog's own movers, at most two of each, so no species has more than three")
    func copiesAreOfTheCatalogsMovers() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: 2)
        scene.advance(to: .seconds(600))
        let catalog = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: 2).objects.count
        #expect(scene.objects.count > catalog, "a large window makes copies")
        for (source, copies) in scene.copies {
            #expect(source < catalog)
            #expect(copies.count <= Scene.mostOfOneSpecies - 1)
            #expect(copies.allSatisfy { scene.objects[$0].title == scene.objects[source].title })
            #expect(Scene.isMover(scene.objects[source]))
        }
    }

    @Test("A mover that is a class instance is never copied: a copy would share its coordinates")
    func classMoversAreNotCopied() {
        // Unchecked: the test uses it from one task only.
        final class Kite: ObjectProtocol, MovingProtocol, HabitatProtocol, @unchecked Sendable {
            var title = "Kite"
            var type = "Toy"
            var coordinateX = 0
            var coordinateY = 0
            var speed: Double { 3 }
            var habitat: Habitat { .sky }
        }
        var scene = SceneFixtures.scene([Kite()], columns: 200, rows: 60)
        scene.advance(to: .seconds(60))
        #expect(scene.objects.count == 1)
    }

    @Test("Copies come in colours of their species' family", arguments: SceneFixtures.sizes)
    func copiesKeepTheirSpeciesColours(size: Size) throws {
        var copied = 0
        for seed in 1...5 as ClosedRange<UInt64> {
            var scene = try SceneFixtures.shipped(size, seed: seed)
            scene.advance(to: .seconds(300))
            for (source, copies) in scene.copies {
                let color = try #require(scene.objects[source].color)
                let family = Scene.Palette.family(of: color)
                for copy in copies {
                    copied += 1
                    let copyColor = scene.copyColors[copy] ?? nil
                    #expect(
                        copyColor.map(family.contains) == true,
                        "seed \(seed): a \(scene.objects[source].title) copy in \(String(describing: copyColor))")
                }
            }
        }
        #expect(copied > 0 || size == Size(columns: 80, rows: 24), "\(size) made copies")
    }

    @Test("A crab's copies come red to orange, never blue")
    func crabCopies() throws {
        var crabs: [NamedColor] = []
        for seed in 1...20 as ClosedRange<UInt64> where crabs.count < 8 {
            var scene = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: seed)
            scene.advance(to: .seconds(120))
            for (source, copies) in scene.copies where scene.objects[source].title == "Crab" {
                crabs += copies.compactMap { scene.copyColors[$0] ?? nil }
            }
        }
        #expect(!crabs.isEmpty)
        #expect(Set(crabs).isSubset(of: [.red, .brightRed, .yellow]), "\(crabs)")
    }

    struct Newcomer: Sendable, CustomTestStringConvertible {
        var habitat: Habitat
        var image: String
        var testDescription: String { "\(habitat)" }
    }

    @Test(
        "An added mover comes on within a few seconds, even with its habitat at its share",
        arguments: [
            Newcomer(habitat: .sky, image: "bird-1"), Newcomer(habitat: .land, image: "fox-1"),
            Newcomer(habitat: .water, image: "duck-1"), Newcomer(habitat: .underwater, image: "fish-1"),
        ])
    func addedMoverComesOnSoon(newcomer: Newcomer) throws {
        var atShare = 0
        for seed in 1...6 as ClosedRange<UInt64> {
            var scene = try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: seed)
            scene.advance(to: .seconds(20))
            let share = scene.world.layout(of: newcomer.habitat).moverShare
            if SceneFixtures.movers(in: scene).count(where: { $0.habitat == newcomer.habitat }) >= share { atShare += 1 }
            scene.add(
                AnimalObject(
                    title: "Newcomer", type: "Animal", coordinateX: 0, coordinateY: 0,
                    animationImages: [newcomer.image], animationDuration: 1, speed: 2, habitat: newcomer.habitat))
            let index = scene.objects.count - 1
            var cameOn: Duration?
            SceneFixtures.play(&scene, to: .seconds(25)) { scene in
                if cameOn == nil, scene.figures.contains(where: { $0.object == index }) { cameOn = scene.time }
            }
            #expect(cameOn != nil, "seed \(seed): the \(newcomer.habitat) newcomer is not on stage 5 s after it was added")
        }
        #expect(atShare > 0, "the habitat was at its share for some seed")
    }

    @Test("An added still takes the free place nearest its coordinates, clear of every picture")
    func addedStillStandsClear() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 3)
        var generator = SeededGenerator(seed: 1)
        scene.add(
            NotAnimalObject(
                title: "Boulder", type: "Landscape", coordinateX: 0, coordinateY: 0, randomImages: ["stone-0"],
                habitat: .land, using: &generator))
        let index = scene.objects.count - 1
        let placed = try #require(scene.placements.first { $0.index == index })
        let stills = scene.figures.filter { $0.path == nil && $0.object != index }.map { $0.rect(at: scene.now) }
        #expect(!stills.contains { $0.intersects(placed.rect) })
        SceneWorldTests.expectInHabitat(
            try #require(scene.figures.first { $0.object == index }), of: scene, "an added still")
    }

    @Test("Pressing a ten thousand times is cheap: the stage stays bounded and the rest wait their turn")
    func tenThousandAdds() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: 1)
        var generator = SeededGenerator(seed: 9)
        let before = scene.objects.count
        for _ in 0..<10_000 { scene.addRandomObject(using: &generator) }
        #expect(scene.objects.count == before + 10_000)
        let castLimit = max(8, 80 * 24 / 40)
        for second in 1...30 {
            scene.advance(to: .seconds(second))
            #expect(scene.figures.count(where: { $0.path == nil }) <= castLimit)
            for habitat in Habitat.allCases {
                let movers = SceneFixtures.movers(in: scene).count { $0.habitat == habitat }
                #expect(movers <= scene.world.layout(of: habitat).moverShare + 4, "\(habitat) at \(second) s")
            }
            let species = Dictionary(grouping: SceneFixtures.movers(in: scene)) { scene.objects[$0.object].title }
            #expect(species.values.allSatisfy { $0.count <= Scene.mostOfOneSpecies })
        }
        #expect(!scene.added.isEmpty, "the rest wait")
    }
}
