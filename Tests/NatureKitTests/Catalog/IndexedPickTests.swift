import NatureKitTestSupport
import Testing

@testable import NatureKit

/// `random` picks from the built-in catalog's index and loads only the object it shows; these tests hold
/// `IndexedPick` to loading the whole catalog and then picking, seed by seed. (`show`'s pick by place is
/// held to the whole load for every object in `CatalogIndexTests`.)
@Suite("A pick from the index is the pick made after loading the whole catalog")
struct IndexedPickTests {
    /// A catalog to pick from, with the kinds it uses.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var registry: ObjectRegistry = .standard
        var testDescription: String { name }
    }

    static let seeds = UInt64(0)..<1000

    static func object(_ kind: String, _ title: String) -> JSONFixture {
        let fields: JSONFixture = [
            "kind": .string(kind), "title": .string(title), "type": "Thing", "coordinateX": 1, "coordinateY": 2,
        ]
        let animated = fields.addingMember("animationImages", ["a", "b"], at: [])
            .addingMember("animationDuration", 0.5, at: [])
        let fiveStills: JSONFixture = ["a", "b", "c", "d", "e"]
        switch kind {
        case "animal":
            return animated
        case "scenery":
            return animated.addingMember("randomImages", ["a", "b", "c"], at: [])
        case "notAnimal":
            return fields.addingMember("randomImages", fiveStills, at: [])
        case "firefly":
            return animated.addingMember("randomImages", fiveStills, at: []).addingMember("glow", 2, at: [])
        case "signpost":
            return fields.addingMember("text", "North", at: [])
        default:
            return fields
        }
    }

    static func catalog(_ objects: [(kind: String, title: String)]) -> [UInt8] {
        let fixture: JSONFixture = [
            "version": 1, "images": ["a": ["a"], "b": ["b"], "c": ["c"], "d": ["d"], "e": ["e"]],
            "objects": .array(objects.map { object($0.kind, $0.title) }),
        ]
        return fixture.bytes
    }

    static let cases: [Case] = [
        Case(name: "the built-in catalog", bytes: Catalog.bundledBytes),
        Case(name: "one object of each built-in kind", bytes: CatalogFixtures.valid.bytes),
        Case(name: "one still", bytes: catalog([("notAnimal", "Stone")])),
        Case(
            name: "animals only, which pick no still",
            bytes: catalog([("animal", "A"), ("animal", "B"), ("animal", "C"), ("animal", "D")])),
        Case(
            name: "kinds of a package's own among the built-in ones, stills first and last",
            bytes: catalog([
                ("firefly", "Firefly"), ("animal", "Bird"), ("signpost", "Sign"), ("scenery", "Falls"),
                ("signpost", "Post"), ("notAnimal", "Stone"), ("animal", "Cat"), ("firefly", "Glowworm"),
            ]),
            registry: .withPackageKinds),
    ]

    @Test("For a thousand seeds, the random pick is the whole catalog's, with its still", arguments: cases)
    func randomPick(_ catalog: Case) throws {
        let index = try #require(CatalogIndex(catalog.bytes, registry: catalog.registry))
        for seed in Self.seeds {
            var wholeGenerator = SeededGenerator(seed: seed)
            let whole = try Catalog.load(catalog.bytes, file: nil, registry: catalog.registry, using: &wholeGenerator)
            let expected = whole.randomObject(using: &wholeGenerator)

            var generator = SeededGenerator(seed: seed)
            let pick = IndexedPick.random(in: index, using: &generator)
            let alone = try pick.load(file: nil)
            #expect(whole.objects[pick.position].title == expected.title, "seed \(seed)")
            #expect(alone.objects.count == 1)
            #expect(
                CatalogIndexTests.summary(of: alone.objects[0]) == CatalogIndexTests.summary(of: expected),
                "seed \(seed)")
            #expect(generator == wholeGenerator, "seed \(seed): the generator is left where the whole load leaves it")
        }
    }
}
