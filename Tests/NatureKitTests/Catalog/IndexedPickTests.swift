import NatureKitTestSupport
import Testing

@testable import NatureKit

/// A still of a package's own, picked from the catalog's generator as ``StaticImageProtocol`` asks.
private struct Lamp: ObjectProtocol, StaticImageProtocol, Decodable {
    private enum CodingKeys: String, CodingKey {
        case title, type, coordinateX, coordinateY, randomImages
    }

    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int
    var randomImages: [String]
    let image: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        type = try container.decode(String.self, forKey: .type)
        coordinateX = try container.decode(Int.self, forKey: .coordinateX)
        coordinateY = try container.decode(Int.self, forKey: .coordinateY)
        randomImages = try container.decode([String].self, forKey: .randomImages)
        var generator = CatalogRandomGenerator(for: decoder)
        image = Self.pickImage(from: randomImages, using: &generator)
    }
}

/// Text only, of a package's own: takes nothing from the generator.
private struct Sign: ObjectProtocol, Decodable {
    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int
}

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

    static var registry: ObjectRegistry {
        var registry = ObjectRegistry.standard
        registry.register(Lamp.self, kind: "lamp")
        registry.register(Sign.self, kind: "sign")
        return registry
    }

    static func object(_ kind: String, _ title: String) -> JSONFixture {
        let fields: JSONFixture = [
            "kind": .string(kind), "title": .string(title), "type": "Thing", "coordinateX": 1, "coordinateY": 2,
        ]
        switch kind {
        case "animal":
            return fields.addingMember("animationImages", ["a", "b"], at: [])
                .addingMember("animationDuration", 0.5, at: [])
        case "scenery":
            return fields.addingMember("animationImages", ["a", "b"], at: [])
                .addingMember("animationDuration", 0.5, at: []).addingMember("randomImages", ["a", "b", "c"], at: [])
        case "notAnimal", "lamp":
            return fields.addingMember("randomImages", ["a", "b", "c", "d", "e"], at: [])
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
                ("lamp", "Lamp"), ("animal", "Bird"), ("sign", "Sign"), ("scenery", "Falls"), ("sign", "Post"),
                ("notAnimal", "Stone"), ("animal", "Cat"), ("lamp", "Lantern"),
            ]),
            registry: registry),
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
