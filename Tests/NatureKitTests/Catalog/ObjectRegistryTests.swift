import Foundation
import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

// Object types a package that imports NatureKit might add, defined outside the library. `Firefly` and
// `Signpost`, which other suites load too, are NatureKitTestSupport's.

/// A type whose decoding fails with an error of its own, not a `DecodingError`.
private struct Lantern: ObjectProtocol, Decodable {
    struct TooBright: Error, CustomStringConvertible {
        var description: String { "a lantern may not be brighter than 10" }
    }

    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int

    private enum CodingKeys: String, CodingKey {
        case title, type, coordinateX, coordinateY, brightness
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        type = try container.decode(String.self, forKey: .type)
        coordinateX = try container.decode(Int.self, forKey: .coordinateX)
        coordinateY = try container.decode(Int.self, forKey: .coordinateY)
        if try container.decode(Int.self, forKey: .brightness) > 10 { throw TooBright() }
    }
}

/// A type with a nested value of its own.
private struct Weathervane: ObjectProtocol, Decodable {
    struct Arrow: Decodable {
        var direction: String
        var length: Int
    }

    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int
    var arrow: Arrow
}

/// A type that reads its object through two containers, as types that share a decodable part do.
private struct Beacon: ObjectProtocol, Decodable {
    private struct Position: Decodable {
        var coordinateX: Int
        var coordinateY: Int
    }

    private enum CodingKeys: String, CodingKey {
        case title, type
    }

    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        type = try container.decode(String.self, forKey: .type)
        let position = try Position(from: decoder)
        coordinateX = position.coordinateX
        coordinateY = position.coordinateY
    }
}

@Suite("Object registry")
struct ObjectRegistryTests {
    private static let firefly: JSONFixture = [
        "kind": "firefly", "title": "Firefly", "type": "Insect", "coordinateX": 1, "coordinateY": 2,
        "animationImages": ["bird-1", "bird-2"], "animationDuration": 0.4, "randomImages": ["stone-0", "stone-1"],
        "glow": 3,
    ]

    private static let signpost: JSONFixture = [
        "kind": "signpost", "title": "Signpost", "type": "Sign", "coordinateX": 4, "coordinateY": 5,
        "text": "North",
    ]

    /// The valid fixture with `object` as `objects[3]`.
    private func catalogJSON(with object: JSONFixture) -> JSONFixture {
        CatalogFixtures.valid.setting(["objects", 3], to: object)
    }

    private var registry: ObjectRegistry { .withPackageKinds }

    /// The standard registry with one type of this file's added, as a program that reads a kind of its own
    /// sets it up.
    private func standardRegistry<T: ObjectProtocol & Decodable>(adding type: T.Type, kind: String) -> ObjectRegistry {
        var registry = ObjectRegistry.standard
        registry.register(type, kind: kind)
        return registry
    }

    @Test("The standard registry knows animal, notAnimal and scenery")
    func standardKinds() {
        #expect(ObjectRegistry.standard.kinds == ["animal", "notAnimal", "scenery"])
    }

    @Test("A registered type is loaded from its kind, with its own fields")
    func registeredType() throws {
        let catalog = try loadCatalog(catalogJSON(with: Self.firefly), registry: registry)
        #expect(catalog.objects.count == 4)
        let firefly = try #require(catalog.objects[3] as? Firefly)
        #expect(firefly.glow == 3)
        #expect(firefly.title == "Firefly")
        #expect(firefly.coordinatesLabel == "X: 1, Y: 2")
        #expect(firefly.animationImages == ["bird-1", "bird-2"])
        #expect(firefly.randomImages.contains(firefly.image))
        #expect(firefly.color == nil)
        #expect(catalog.kinds.last == "firefly")
    }

    @Test("A registered type's still follows the catalog's seeded generator")
    func registeredTypeIsSeeded() throws {
        let json = catalogJSON(with: Self.firefly)
            .setting(["objects", 3, "randomImages"], to: ["stone-0", "stone-1", "bird-1", "bird-2", "spare"])
        let images = try (0..<5).map { _ in
            try #require(try loadCatalog(json, seed: 99, registry: registry).objects[3] as? Firefly).image
        }
        #expect(Set(images).count == 1)
    }

    @Test("A registered type that is neither animated nor still loads as a text-only object")
    func textOnlyType() throws {
        let catalog = try loadCatalog(catalogJSON(with: Self.signpost), registry: registry)
        let object = catalog.objects[3]
        let signpost = try #require(object as? Signpost)
        #expect(signpost.text == "North")
        #expect(!(object is any AnimationProtocol))
        #expect(!(object is any StaticImageProtocol))
    }

    @Test("An unknown key in a registered type is still reported, with a suggestion from its own keys")
    func unknownKeyInRegisteredType() throws {
        let json = catalogJSON(with: Self.firefly).setting(["objects", 3, "glwo"], to: 4)
        let error = try singleProblem(json, registry: registry)
        #expect(error.kind == .unknownKey("glwo", suggestion: "glow"))
        #expect(error.path == "objects[3].glwo")
        #expect(error.title == "Firefly")
    }

    @Test("A mistyped field of a registered type is named by its path")
    func mistypedFieldInRegisteredType() throws {
        let json = catalogJSON(with: Self.firefly).setting(["objects", 3, "glow"], to: "bright")
        let error = try singleProblem(json, registry: registry)
        #expect(error.kind == .typeMismatch("expected an integer, found the string \"bright\""))
        #expect(error.path == "objects[3].glow")
        #expect(error.title == "Firefly")
    }

    @Test("A float in a registered type's integer field is named by its path")
    func floatInRegisteredType() throws {
        let json = catalogJSON(with: Self.firefly).setting(["objects", 3, "glow"], to: 2.5)
        let error = try singleProblem(json, registry: registry)
        #expect(error.kind == .typeMismatch("expected an integer, found the number 2.5"))
        #expect(error.path == "objects[3].glow")
    }

    @Test("A missing field of a registered type is named")
    func missingFieldInRegisteredType() throws {
        let error = try singleProblem(catalogJSON(with: Self.firefly.removing(["glow"])), registry: registry)
        #expect(error.kind == .missingKey("glow"))
        #expect(error.path == "objects[3]")
    }

    @Test("A registered type follows the rules of the protocols it conforms to")
    func registeredTypeFollowsTheRules() {
        let json = catalogJSON(with: Self.firefly)
            .setting(["objects", 3, "animationDuration"], to: 0)
            .setting(["objects", 3, "randomImages", 1], to: "stone-0x")
            .setting(["objects", 3, "title"], to: "bird")
        #expect(
            problems(json, registry: registry).map(\.kind) == [
                .duplicateTitle("bird", firstAt: "objects[0].title"), .durationOutOfRange(0),
                .undefinedImage("stone-0x", suggestion: "stone-0"),
            ])
    }

    @Test("Problems inside a registered type's nested values carry the full path")
    func nestedValues() throws {
        let registry = standardRegistry(adding: Weathervane.self, kind: "weathervane")
        let vane: JSONFixture = [
            "kind": "weathervane", "title": "Vane", "type": "Sign", "coordinateX": 0, "coordinateY": 0,
            "arrow": ["direction": "north", "length": 3],
        ]
        let catalog = try loadCatalog(catalogJSON(with: vane), registry: registry)
        #expect((catalog.objects[3] as? Weathervane)?.arrow.direction == "north")

        let misspelled = vane.setting(["arrow", "directoin"], to: "south")
        let unknown = try singleProblem(catalogJSON(with: misspelled), registry: registry)
        #expect(unknown.kind == .unknownKey("directoin", suggestion: "direction"))
        #expect(unknown.path == "objects[3].arrow.directoin")

        let mistyped = vane.setting(["arrow", "length"], to: 2.5)
        let mismatch = try singleProblem(catalogJSON(with: mistyped), registry: registry)
        #expect(mismatch.kind == .typeMismatch("expected an integer, found the number 2.5"))
        #expect(mismatch.path == "objects[3].arrow.length")
    }

    @Test("A registered type may read its object through more than one container")
    func severalContainers() throws {
        let registry = standardRegistry(adding: Beacon.self, kind: "beacon")
        let beacon: JSONFixture = [
            "kind": "beacon", "title": "Beacon", "type": "Light", "coordinateX": 1, "coordinateY": 2,
        ]
        let json = catalogJSON(with: beacon)
        #expect(problems(json, registry: registry).map(\.description) == [])
        // A key neither container reads is still unknown.
        let extra = try singleProblem(catalogJSON(with: beacon.setting(["colour"], to: "red")), registry: registry)
        #expect(extra.path == "objects[3].colour")
        let loaded = try loadCatalog(json, registry: registry)
        #expect((loaded.objects[3] as? Beacon)?.coordinatesLabel == "X: 1, Y: 2")
    }

    @Test("An error of the type's own is reported at the object, escaped")
    func ownError() throws {
        let registry = standardRegistry(adding: Lantern.self, kind: "lantern")
        let lantern: JSONFixture = [
            "kind": "lantern", "title": "Lantern", "type": "Light", "coordinateX": 0, "coordinateY": 0,
            "brightness": 11,
        ]
        let error = try singleProblem(catalogJSON(with: lantern), registry: registry)
        #expect(error.path == "objects[3]")
        #expect(error.title == "Lantern")
        #expect(error.description.contains("a lantern may not be brighter than 10"))
    }

    @Test("A kind close to a registered one is suggested")
    func suggestionFromRegisteredKinds() throws {
        let json = catalogJSON(with: Self.firefly.setting(["kind"], to: "fireflie"))
        let error = try singleProblem(json, registry: registry)
        #expect(error.kind == .unknownKind("fireflie", suggestion: "firefly"))
    }

    @Test("The standard registry does not know a kind registered on a copy")
    func registeringDoesNotChangeStandard() throws {
        #expect(registry.kinds == ["animal", "firefly", "notAnimal", "scenery", "signpost"])
        #expect(ObjectRegistry.standard.kinds == ["animal", "notAnimal", "scenery"])
        let error = try singleProblem(catalogJSON(with: Self.firefly))
        #expect(error.kind == .unknownKind("firefly", suggestion: nil))
        #expect(error.path == "objects[3].kind")
    }

    @Test("A kind is replaced only when asked by name, and then reads as the new type")
    func replacing() throws {
        var registry = ObjectRegistry.standard
        registry.register(Signpost.self, replacing: "animal")
        #expect(registry.kinds == ["animal", "notAnimal", "scenery"])
        let json: JSONFixture = [
            "version": 1, "images": [:],
            "objects": [Self.signpost.setting(["kind"], to: "animal")],
        ]
        let catalog = try loadCatalog(json, registry: registry)
        #expect(catalog.objects.first is Signpost)
        #expect(!(catalog.objects.first is AnimalObject))
        // The standard catalog's animal is now read as a signpost, which needs a text.
        let found = problems(CatalogFixtures.valid, registry: registry)
        #expect(found.first?.kind == .missingKey("text"))
        #expect(found.first?.path == "objects[0]")
    }

    /// Whether an exit test's standard error is the program's own: under a sanitizer (Scripts/sanitize.sh
    /// names it) the child's standard error comes back garbled, so only the exit itself is checked there.
    static let readsExitMessages = ProcessInfo.processInfo.environment["NATUREKIT_SANITIZER"] == nil

    /// A registration into the standard registry that stops the program, and what the program says.
    struct Misregistration: Sendable, Codable, CustomTestStringConvertible {
        var kind: String
        /// Whether it replaces `kind` rather than adding it.
        var replaces: Bool
        /// Phrases the program's standard error must hold.
        var says: [String]
        var testDescription: String { replaces ? "replacing \(kind)" : "registering \(kind)" }
    }

    @Test(
        "Registering a kind that is taken, NatureKit's own kinds included, or replacing a kind the registry does not know stops the program",
        arguments: [
            Misregistration(
                kind: "animal", replaces: false,
                says: [
                    #"the kind "animal" is already registered as AnimalObject"#,
                    #"register(Signpost.self, replacing: "animal")"#,
                ]),
            Misregistration(
                kind: "animals", replaces: true,
                says: [#"there is no kind "animals" to replace (the kinds: "animal", "notAnimal""#]),
        ])
    func misregistering(_ misuse: Misregistration) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [misuse] in
            var registry = ObjectRegistry.standard
            if misuse.replaces {
                registry.register(Signpost.self, replacing: misuse.kind)
            } else {
                registry.register(Signpost.self, kind: misuse.kind)
            }
        }
        guard Self.readsExitMessages else { return }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        for phrase in misuse.says {
            #expect(message.contains(phrase), "\(message)")
        }
    }

    @Test("Registering one kind twice stops the program")
    func registeringAKindTwice() async {
        await #expect(processExitsWith: .failure) {
            var registry = ObjectRegistry()
            registry.register(Signpost.self, kind: "signpost")
            registry.register(Lantern.self, kind: "signpost")
        }
    }

    @Test("An empty registry knows no kinds and rejects every object", arguments: ["animal", "notAnimal", "scenery"])
    func emptyRegistry(kind: String) throws {
        let empty = ObjectRegistry()
        #expect(empty.kinds.isEmpty)
        let found = problems(CatalogFixtures.valid, registry: empty)
        #expect(found.count == 3)
        #expect(found.allSatisfy { if case .unknownKind(_, nil) = $0.kind { true } else { false } })
        let index = try #require(["animal", "notAnimal", "scenery"].firstIndex(of: kind))
        #expect(found[index].kind == .unknownKind(kind, suggestion: nil))
        #expect(found[index].path == "objects[\(index)].kind")
    }

    @Test("Outside a catalog a registered type picks its still with the system generator")
    func decodingOutsideACatalog() throws {
        let json = #"""
            {"title": "Firefly", "type": "Insect", "coordinateX": 1, "coordinateY": 2,
             "animationImages": ["a"], "animationDuration": 0.4, "randomImages": ["s-0", "s-1"], "glow": 3}
            """#
        let firefly = try JSONDecoder().decode(Firefly.self, from: Data(json.utf8))
        #expect(["s-0", "s-1"].contains(firefly.image))
        #expect(firefly.glow == 3)
    }
}
