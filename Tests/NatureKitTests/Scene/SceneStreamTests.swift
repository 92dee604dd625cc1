import NatureKitTestSupport
import Testing

@testable import NatureKit

@Suite("The scene's randomness: a stream for each kind of choice, each deaf to the others")
struct SceneStreamTests {
    enum Stream: String, CaseIterable, Sendable {
        case world, cast, arrivals, happenings, colors

        var keyPath: WritableKeyPath<Scene.Streams, SeededGenerator> {
            switch self {
            case .world: \.world
            case .cast: \.cast
            case .arrivals: \.arrivals
            case .happenings: \.happenings
            case .colors: \.colors
            }
        }
    }

    static let seeds: [UInt64] = [0, 1, 2, 7, 42, 1 << 63, .max]

    /// The next `count` numbers of `stream`.
    static func sequence(_ stream: Stream, of streams: Scene.Streams, count: Int = 64) -> [UInt64] {
        var generator = streams[keyPath: stream.keyPath]
        return (0..<count).map { _ in generator.next() }
    }

    @Test("A new draw in one stream leaves every other stream's sequence as it was", arguments: Stream.allCases)
    func drawsStayInTheirStream(drawn: Stream) {
        for seed in Self.seeds {
            var touched = Scene.Streams(seed: seed)
            for count in [1, 1, 5, 100] {
                for _ in 0..<count { _ = touched[keyPath: drawn.keyPath].next() }
                _ = touched[keyPath: drawn.keyPath].index(below: 3)
                let fresh = Scene.Streams(seed: seed)
                for other in Stream.allCases where other != drawn {
                    #expect(
                        Self.sequence(other, of: touched) == Self.sequence(other, of: fresh),
                        "seed \(seed): drawing from \(drawn) moved \(other)")
                }
                #expect(Self.sequence(drawn, of: touched) != Self.sequence(drawn, of: fresh))
            }
        }
    }

    @Test("No two streams of a seed run alike, and one stream runs differently for different seeds")
    func streamsAreDistinct() {
        for seed in Self.seeds {
            let streams = Scene.Streams(seed: seed)
            let sequences = Stream.allCases.map { Self.sequence($0, of: streams) }
            #expect(Set(sequences).count == Stream.allCases.count, "seed \(seed)")
            // Nor is one stream another's, a few draws on.
            let numbers = sequences.map(Set.init)
            for (index, some) in numbers.enumerated() {
                for other in numbers[(index + 1)...] { #expect(some.isDisjoint(with: other), "seed \(seed)") }
            }
        }
        for stream in Stream.allCases {
            let bySeed = Self.seeds.map { Self.sequence(stream, of: Scene.Streams(seed: $0)) }
            #expect(Set(bySeed).count == Self.seeds.count, "\(stream)")
        }
    }

    @Test("The world's stream starts over for every layout, whatever was drawn from it")
    func freshWorldStartsOver() {
        var streams = Scene.Streams(seed: 3)
        let first = Self.sequence(.world, of: streams)
        for _ in 0..<10 { _ = streams.world.next() }
        var fresh = streams.freshWorld
        #expect((0..<64).map { _ in fresh.next() } == first)
    }

    @Test("A seed's world is the same whatever happens in it later: time, additions, resizes")
    func worldIgnoresWhatHappensLater() throws {
        for seed in 1...6 as ClosedRange<UInt64> {
            let size = Size(columns: 120, rows: 40)
            var scene = try SceneFixtures.shipped(size, seed: seed)
            let layout = SceneFixtures.layout(of: scene.world)
            let background = scene.world.background
            var generator = SeededGenerator(seed: seed)
            scene.advance(to: .seconds(200))
            for _ in 0..<40 { scene.addRandomObject(using: &generator) }
            scene.advance(to: .seconds(400))
            #expect(SceneFixtures.layout(of: scene.world) == layout, "seed \(seed)")
            #expect(scene.world.background == background, "seed \(seed)")
            scene.resize(to: Size(columns: 80, rows: 24))
            scene.resize(to: size)
            #expect(SceneFixtures.layout(of: scene.world) == layout, "seed \(seed), resized and back")
            #expect(scene.world.background == background, "seed \(seed), resized and back")
        }
    }

    @Test("A seed's layout and whether it starts at night do not depend on the catalog")
    func worldIgnoresTheCatalog() throws {
        var generator = SeededGenerator(seed: 1)
        let shipped = try Catalog.bundled(using: &generator)
        let small = Catalog(
            objects: [SceneFixtures.animal("Gull", x: 0, y: 0, speed: 3)], images: SceneFixtures.images)
        var nights = 0
        for seed in 1...30 as ClosedRange<UInt64> {
            for size in SceneFixtures.sizes {
                let big = Scene(catalog: shipped, size: size, seed: seed)
                let little = Scene(catalog: small, size: size, seed: seed)
                let frame = big.world.frame
                let other = little.world.frame
                #expect(
                    (frame.horizon, frame.surface, frame.land, frame.sea, frame.shore) == (
                        other.horizon, other.surface, other.land, other.sea, other.shore
                    ),
                    "seed \(seed), \(size)")
                #expect(big.happeningNames.contains("Night") == little.happeningNames.contains("Night"), "seed \(seed)")
                if big.happeningNames.contains("Night") { nights += 1 }
            }
        }
        #expect(nights > 0, "some seeds start at night")
        #expect(nights < 90, "and some by day")
    }
}
