import NatureKitTestSupport
import Testing

// The schema is held to the loader's own key tables (CatalogLoader, KeyProbe, JSONValue), all internal.
@testable import NatureKit

/// The JSON Schema `nature-cli schema` prints: valid JSON, and covering every key the validator knows.
@Suite("Catalog schema")
struct CatalogSchemaTests {
    private static let schemaText = ObjectRegistry.standard.catalogSchema()

    private static func schema() throws -> JSONObject {
        guard case .object(let root) = try JSONParser.parse(Array(schemaText.utf8)) else {
            Issue.record("the schema is not a JSON object")
            return JSONObject()
        }
        return root
    }

    /// The member at `path` of the schema, following object keys and array indices.
    private static func member(_ path: [JSONFixture.Step], in root: JSONObject) -> JSONValue? {
        var value = JSONValue.object(root)
        for step in path {
            switch (value, step) {
            case (.object(let object), .key(let key)):
                guard let next = object[key] else { return nil }
                value = next
            case (.array(let array), .index(let index)) where array.indices.contains(index): value = array[index]
            default: return nil
            }
        }
        return value
    }

    private static func keys(of value: JSONValue?) -> Set<String> {
        guard case .object(let object)? = value else { return [] }
        return Set(object.keys)
    }

    /// The keys the validator reads from an object of `kind`: decoded with the loader's own decoder from a
    /// valid fixture object plus one key nothing reads, whose report lists every key the type did read.
    private static func keysTheValidatorKnows(kind: String, object: JSONFixture) throws -> Set<String> {
        let text = object.addingMember("zzzUnread", 0, at: []).removing(["kind"]).text
        guard case .object(let fields) = try JSONParser.parse(Array(text.utf8)) else { return [] }
        let session = DecodingSession(generator: SeededGenerator(seed: 0))
        let factory = try #require(ObjectRegistry.standard.factory(forKind: kind))
        _ = try factory(JSONValueDecoder(value: .object(fields), codingPath: [], session: session))
        let unread = session.takeUnreadKeys()
        #expect(unread.map(\.key) == ["zzzUnread"])
        return Set(unread.first?.known ?? []).union(["kind"])
    }

    @Test(
        "Every key the validator reads from an object of each built-in kind is in the schema for that kind",
        arguments: [
            ("animal", CatalogFixtures.bird), ("notAnimal", CatalogFixtures.stone),
            ("scenery", CatalogFixtures.waterfall),
        ])
    func objectKeysCovered(kind: String, object: JSONFixture) throws {
        let root = try Self.schema()
        let known = try Self.keysTheValidatorKnows(kind: kind, object: object)
        let index = try #require(ObjectRegistry.standard.kinds.firstIndex(of: kind))
        let described = Self.keys(
            of: Self.member(["$defs", "object", "allOf", .index(index), "then", "properties"], in: root))
        #expect(known.count > 5)
        #expect(known.subtracting(described).isEmpty, "the schema lacks \(known.subtracting(described).sorted())")
        #expect(described.subtracting(known).isEmpty, "the validator refuses \(described.subtracting(known).sorted())")
    }

    @Test("Every top-level and image key the loader knows is in the schema, $schema included")
    func documentKeysCovered() throws {
        let root = try Self.schema()
        let topLevel = Set(CatalogLoader.topLevelKeys + [CatalogLoader.schemaKey])
        #expect(Self.keys(of: Self.member(["properties"], in: root)) == topLevel)
        let imageObject = Self.member(["$defs", "image", "oneOf", 1, "properties"], in: root)
        #expect(Self.keys(of: imageObject) == Set(CatalogLoader.imageKeys))
    }

    @Test("The kinds and the colour names are enums, so editors complete them")
    func enums() throws {
        let root = try Self.schema()
        guard case .array(let kinds)? = Self.member(["$defs", "object", "properties", "kind", "enum"], in: root),
            case .array(let colors)? = Self.member(["$defs", "color", "enum"], in: root)
        else {
            Issue.record("no kind or colour enum")
            return
        }
        #expect(kinds.map(\.summary) == ObjectRegistry.standard.kinds.map { "the string \"\($0)\"" })
        #expect(colors.count == NamedColor.allCases.count)
    }

    @Test("A catalog may name its schema with $schema, which loading ignores")
    func schemaKeyAccepted() {
        let json = CatalogFixtures.valid.addingMember("$schema", "https://example.com/catalog.schema.json", at: [])
        #expect(problems(json).isEmpty)
    }

    /// A kind from another package, with fields of every JSON type and one optional.
    private struct Comet: ObjectProtocol, Decodable {
        var title: String
        var type: String
        var coordinateX: Int
        var coordinateY: Int
        var tail: [Int]
        var bright: Bool
        var speed: Double?
    }

    @Test("A registry's schema describes another package's kind from its decoder: keys, types, what is required")
    func registeredKindDescribed() throws {
        var registry = ObjectRegistry.standard
        registry.register(Comet.self, kind: "comet")
        let fields = try #require(registry.factory(forKind: "comet").flatMap(KeyProbe.fields(readBy:)))
        #expect(
            fields == [
                .init(key: "title", isRequired: true, shape: .string),
                .init(key: "type", isRequired: true, shape: .string),
                .init(key: "coordinateX", isRequired: true, shape: .integer),
                .init(key: "coordinateY", isRequired: true, shape: .integer),
                .init(key: "tail", isRequired: true, shape: .array(of: .integer)),
                .init(key: "bright", isRequired: true, shape: .boolean),
                .init(key: "speed", isRequired: false, shape: .number),
            ])
        #expect(registry.catalogSchema().contains(#""enum": ["animal", "comet", "notAnimal", "scenery"]"#))
    }
}
