import Foundation
import NatureKit
import NatureKitTestSupport
import Testing

/// A conformer that keeps every default.
private struct Pebble: ObjectProtocol {
    var title = "Pebble"
    var type = "Landscape"
    var coordinateX = 2
    var coordinateY = 0
}

/// A conformer that overrides the defaults that are requirements.
private struct Lamp: ObjectProtocol {
    var title = "Lamp"
    var type = "Light"
    var coordinateX = 0
    var coordinateY = 0
    var color: NamedColor? { .yellow }
    var coordinatesLabel: String { "here" }
}

private struct Metronome: AnimationProtocol {
    var animationImages: [String]
    var animationDuration: Double
}

@Suite("Model")
struct ModelTests {
    // MARK: - Random stills

    /// The still image of every object that has one, in catalog order.
    private func stills(of catalog: Catalog) -> [String] {
        catalog.objects.compactMap { ($0 as? any StaticImageProtocol)?.image }
    }

    /// The fixture with several still objects to pick for, so that a different pick is likely to show.
    private var manyStills: JSONFixture {
        let choices: JSONFixture = ["stone-0", "stone-1", "bird-1", "bird-2", "falls-1", "falls-2", "spare"]
        return CatalogFixtures.valid
            .setting(["objects", 1, "randomImages"], to: choices)
            .setting(["objects", 2, "randomImages"], to: choices)
    }

    @Test("Loading a catalog twice with the same seed picks the same stills", arguments: [0, 1, 42, 1_000] as [UInt64])
    func seededStills(seed: UInt64) throws {
        let first = stills(of: try loadCatalog(manyStills, seed: seed))
        let second = stills(of: try loadCatalog(manyStills, seed: seed))
        #expect(first.count == 2)
        #expect(first == second)
    }

    @Test("Different seeds pick different stills")
    func differentSeedsPickDifferently() throws {
        let picks = try (0..<32 as Range<UInt64>).map { stills(of: try loadCatalog(manyStills, seed: $0)) }
        #expect(Set(picks).count > 1)
    }

    @Test("The shipped catalog picks the same stills for the same seed")
    func seededBundledStills() throws {
        var first = SeededGenerator(seed: 8)
        var second = SeededGenerator(seed: 8)
        let a = stills(of: try Catalog.bundled(using: &first))
        let b = stills(of: try Catalog.bundled(using: &second))
        #expect(!a.isEmpty)
        #expect(a == b)
        #expect(first == second)
    }

    @Test("Loading hands the caller's generator back advanced by one draw per still")
    func generatorIsAdvanced() throws {
        var generator = SeededGenerator(seed: 7)
        _ = try Catalog(data: Data(CatalogFixtures.validText.utf8), using: &generator)
        var fresh = SeededGenerator(seed: 7)
        _ = (fresh.next(), fresh.next())
        #expect(generator.next() == fresh.next())
    }

    @Test("A seeded generator picks the still at the index it draws", arguments: 0..<16 as Range<UInt64>)
    func notAnimalIsDeterministic(seed: UInt64) throws {
        let images = ["a", "b", "c", "d", "e"]
        var generator = SeededGenerator(seed: seed)
        let object = NotAnimalObject(
            title: "Stone", type: "Landscape", coordinateX: 0, coordinateY: 0, randomImages: images, using: &generator)
        var reference = SeededGenerator(seed: seed)
        let drawn = reference.index(below: images.count)
        let index = try #require(drawn)
        #expect(object.image == images[index])
        #expect(generator == reference)
    }

    @Test("Empty randomImages give an empty image instead of a crash")
    func emptyRandomImages() {
        var generator = SeededGenerator(seed: 1)
        let seeded = NotAnimalObject(
            title: "Stone", type: "Landscape", coordinateX: 0, coordinateY: 0, randomImages: [], using: &generator)
        #expect(seeded.image == "")
        let system = NotAnimalObject(
            title: "Stone", type: "Landscape", coordinateX: 0, coordinateY: 0, randomImages: [])
        #expect(system.image == "")
        let scenery = SceneryObject(
            title: "Rain", type: "Sky", coordinateX: 0, coordinateY: 0, animationImages: ["r"],
            animationDuration: 1, randomImages: [], using: &generator)
        #expect(scenery.image == "")
    }

    @Test("Without a generator a still is one of randomImages")
    func systemPick() {
        let images = ["x", "y"]
        let object = NotAnimalObject(title: "T", type: "L", coordinateX: 0, coordinateY: 0, randomImages: images)
        #expect(images.contains(object.image))
        let scenery = SceneryObject(
            title: "T", type: "W", coordinateX: 0, coordinateY: 0, animationImages: ["f"], animationDuration: 1,
            randomImages: images)
        #expect(images.contains(scenery.image))
    }

    // MARK: - Protocol defaults

    @Test("coordinatesLabel reads as a card shows it")
    func coordinatesLabel() {
        #expect(Pebble().coordinatesLabel == "X: 2, Y: 0")
        #expect(Pebble(coordinateX: -3, coordinateY: 17).coordinatesLabel == "X: -3, Y: 17")
        let bird = AnimalObject(
            title: "Bird", type: "Animal", coordinateX: 2, coordinateY: 0, animationImages: ["b"],
            animationDuration: 0.7)
        #expect(bird.coordinatesLabel == "X: 2, Y: 0")
    }

    struct IntervalCase: Sendable, CustomTestStringConvertible {
        var frames: Int
        var duration: Double
        var interval: Double
        var testDescription: String { "\(frames) frames in \(duration) s" }
    }

    @Test(
        "frameInterval is the duration divided by the number of frames",
        arguments: [
            IntervalCase(frames: 8, duration: 0.7, interval: 0.0875),
            IntervalCase(frames: 6, duration: 0.5, interval: 0.5 / 6),
            IntervalCase(frames: 1, duration: 2, interval: 2),
            IntervalCase(frames: 4, duration: 60, interval: 15),
        ])
    func frameInterval(_ interval: IntervalCase) {
        let names = (0..<interval.frames).map { "f\($0)" }
        let metronome = Metronome(animationImages: names, animationDuration: interval.duration)
        #expect(metronome.frameInterval == interval.interval)
        let animal = AnimalObject(
            title: "A", type: "T", coordinateX: 0, coordinateY: 0, animationImages: names,
            animationDuration: interval.duration)
        #expect(animal.frameInterval == interval.interval)
    }

    @Test("frameInterval with no frames is the whole duration, not a division by zero")
    func frameIntervalWithoutFrames() {
        #expect(Metronome(animationImages: [], animationDuration: 0.7).frameInterval == 0.7)
    }

    @Test("A conformer that does not say otherwise has no colour")
    func defaultColor() {
        #expect(Pebble().color == nil)
        let object: any ObjectProtocol = Pebble()
        #expect(object.color == nil)
    }

    @Test("A conformer's own colour and label are used through the protocol")
    func overriddenDefaults() {
        let object: any ObjectProtocol = Lamp()
        #expect(object.color == .yellow)
        #expect(object.coordinatesLabel == "here")
    }

    @Test("Coordinates can be changed, directly and through the protocol")
    func coordinatesAreSettable() {
        var bird = AnimalObject(
            title: "Bird", type: "Animal", coordinateX: 2, coordinateY: 0, animationImages: ["b"],
            animationDuration: 0.7)
        bird.coordinateX = 10
        bird.coordinateY = -1
        #expect(bird.coordinatesLabel == "X: 10, Y: -1")

        var object: any ObjectProtocol = Pebble()
        object.coordinateX = 40
        #expect(object.coordinateX == 40)
        #expect(object.coordinatesLabel == "X: 40, Y: 0")
    }

    // MARK: - Codable

    @Test("An AnimalObject survives JSONEncoder and JSONDecoder", arguments: [NamedColor.cyan, nil])
    func animalRoundTrip(color: NamedColor?) throws {
        let bird = AnimalObject(
            title: "Bird", type: "Animal", coordinateX: 2, coordinateY: 0, animationImages: ["bird-1", "bird-2"],
            animationDuration: 0.7, color: color)
        let decoded = try JSONDecoder().decode(AnimalObject.self, from: JSONEncoder().encode(bird))
        #expect(decoded == bird)
    }

    @Test(
        "A NotAnimalObject survives JSONEncoder and JSONDecoder with its picked image",
        arguments: 0..<4 as Range<UInt64>)
    func notAnimalRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let stone = NotAnimalObject(
            title: "Stone", type: "Landscape", coordinateX: 0, coordinateY: 3, randomImages: ["s-0", "s-1", "s-2"],
            color: .gray, using: &generator)
        let decoded = try JSONDecoder().decode(NotAnimalObject.self, from: JSONEncoder().encode(stone))
        #expect(decoded == stone)
        #expect(decoded.image == stone.image)
    }

    @Test("A SceneryObject survives JSONEncoder and JSONDecoder with its picked image")
    func sceneryRoundTrip() throws {
        var generator = SeededGenerator(seed: 11)
        let rain = SceneryObject(
            title: "Rain", type: "Sky", coordinateX: 1, coordinateY: 1, animationImages: ["r-1", "r-2"],
            animationDuration: 0.6, randomImages: ["r-still-0", "r-still-1"], color: .white, using: &generator)
        let decoded = try JSONDecoder().decode(SceneryObject.self, from: JSONEncoder().encode(rain))
        #expect(decoded == rain)
    }

    @Test("Colours have the SGR codes of the sixteen terminal colours")
    func colorCodes() {
        #expect(NamedColor.black.foregroundCode == 30)
        #expect(NamedColor.cyan.foregroundCode == 36)
        #expect(NamedColor.white.foregroundCode == 37)
        #expect(NamedColor.gray.foregroundCode == 90)
        #expect(NamedColor.brightWhite.foregroundCode == 97)
        #expect(Set(NamedColor.allCases.map(\.foregroundCode)).count == 16)
    }

    // MARK: - The shipped catalog

    @Suite("The shipped catalog")
    struct BundledCatalogTests {
        let catalog: Catalog

        init() throws {
            var generator = SeededGenerator(seed: 1)
            catalog = try Catalog.bundled(using: &generator)
        }

        @Test("It loads, with at least 12 objects of at least 3 types")
        func size() {
            #expect(catalog.objects.count >= 12)
            #expect(Set(catalog.objects.map(\.type)).count >= 3)
        }

        /// An animal of the shipped catalog, as the seed makes it.
        struct SeedAnimal: Sendable, CustomTestStringConvertible {
            var title: String
            var coordinateX: Int
            var coordinateY: Int
            var frames: Int
            var duration: Double
            var testDescription: String { title }
        }

        @Test(
            "Bird and Cat have the seed's data: Animals at (2, 0) and (1, 1), 8 frames in 0.7 s and 6 in 0.5 s",
            arguments: [
                SeedAnimal(title: "Bird", coordinateX: 2, coordinateY: 0, frames: 8, duration: 0.7),
                SeedAnimal(title: "Cat", coordinateX: 1, coordinateY: 1, frames: 6, duration: 0.5),
            ])
        func animal(_ expected: SeedAnimal) throws {
            let object = try #require(catalog.object(titled: expected.title))
            let animal = try #require(object as? any AnimationProtocol)
            #expect(
                (object.type, object.coordinateX, object.coordinateY)
                    == ("Animal", expected.coordinateX, expected.coordinateY))
            #expect(animal.animationImages.count == expected.frames)
            #expect(animal.animationDuration == expected.duration)
        }

        @Test("Stone has the seed's data: a Landscape at (0, 0) with 2 random images")
        func stone() throws {
            let object = try #require(catalog.object(titled: "Stone"))
            #expect((object.type, object.coordinateX, object.coordinateY) == ("Landscape", 0, 0))
            let stone = try #require(object as? any StaticImageProtocol)
            #expect(stone.randomImages.count == 2)
            #expect(stone.randomImages.contains(stone.image))
        }

        @Test("Some object is both animated and still")
        func composedObject() {
            #expect(catalog.objects.contains { $0 is any AnimationProtocol && $0 is any StaticImageProtocol })
        }

        @Test("Every object shows a picture at least 3 lines tall")
        func picturesAreTall() throws {
            for object in catalog.objects {
                let names =
                    ((object as? any AnimationProtocol)?.animationImages ?? [])
                    + ((object as? any StaticImageProtocol)?.randomImages ?? [])
                #expect(!names.isEmpty, "\(object.title) has no picture")
                for name in names {
                    let image = try #require(catalog.image(named: name), "\(object.title): \(name)")
                    #expect(image.height >= 3, "\(object.title): \(name)")
                }
            }
        }

        @Test("All frames of one animation share one size")
        func framesShareASize() throws {
            for case let animated as any ObjectProtocol & AnimationProtocol in catalog.objects {
                let frames = try animated.animationImages.map { try #require(catalog.image(named: $0)) }
                let sizes = Set(frames.map { [$0.width, $0.height] })
                #expect(sizes.count == 1, "\(animated.title): \(sizes)")
            }
        }

        @Test("Consecutive frames differ")
        func framesMove() throws {
            for case let animated as any ObjectProtocol & AnimationProtocol in catalog.objects {
                let frames = try animated.animationImages.map { try #require(catalog.image(named: $0)) }
                #expect(frames.count >= 2, "\(animated.title)")
                for (index, frame) in frames.enumerated() {
                    let next = frames[(index + 1) % frames.count]
                    #expect(frame.lines != next.lines, "\(animated.title): frame \(index) and the next are equal")
                }
            }
        }

        @Test("Every title is unique ignoring case and every object can be found by it")
        func titles() {
            let titles = catalog.objects.map { $0.title.lowercased() }
            #expect(Set(titles).count == titles.count)
            for object in catalog.objects {
                #expect(catalog.object(titled: object.title.uppercased())?.title == object.title)
            }
        }
    }
}
