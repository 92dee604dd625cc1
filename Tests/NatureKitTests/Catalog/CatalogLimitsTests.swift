import Foundation
import NatureKitTestSupport
import Testing

// JSONParser's limits and CatalogError.Kind are internal: the cases check which limit was met.
@testable import NatureKit

@Suite("Catalog limits")
struct CatalogLimitsTests: BrokenCatalogTable {

    static let parsingLimitCases: [BrokenCatalog] = {
        let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let birdWithTwoTitles = CatalogFixtures.bird.addingMember("title", "Bird", at: [])
        var padded = CatalogFixtures.validText
        padded += String(repeating: " ", count: Catalog.maximumSize + 1 - padded.utf8.count)
        return [
            BrokenCatalog(
                "100 nested arrays", valid.setting(["objects", 0, "coordinateX"], to: .literal(nested)),
                .nestedTooDeep(limit: 64), at: "objects[0].coordinateX" + String(repeating: "[0]", count: 61),
                message: "arrays and objects are nested more than 64 deep"),
            BrokenCatalog(
                "a key written twice in one object", valid.setting(["objects", 0], to: birdWithTwoTitles),
                .duplicateKey("title"), at: "objects[0].title", message: "the key \"title\" appears twice"),
            BrokenCatalog(
                "one byte more than 16 MiB", text: padded, .tooLarge(limit: Catalog.maximumSize), at: "",
                message: "is larger than the 16 MiB a catalog may be"),
        ]
    }()

    @Test("Nesting, duplicate keys and size are bounded", arguments: parsingLimitCases)
    func parsingLimits(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    @Test("Nesting 100 000 deep is refused without exhausting the stack")
    func veryDeepNesting() throws {
        let found = problems(String(repeating: "[", count: 100_000))
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.kind == .nestedTooDeep(limit: 64))
        #expect(error.path == String(repeating: "[0]", count: 64))
    }

    @Test("A catalog of exactly 16 MiB is read")
    func largestCatalog() {
        var padded = CatalogFixtures.validText
        padded += String(repeating: " ", count: Catalog.maximumSize - padded.utf8.count)
        #expect(padded.utf8.count == Catalog.maximumSize)
        #expect(problems(padded).isEmpty)
    }

    @Test("Checking stops after a thousand problems, and says so in the last")
    func problemLimit() throws {
        let objects = (0..<1500).map { index in
            """
            {"kind": "notAnimal", "title": "T\(index)", "type": "T", "coordinateX": 0, "coordinateY": 0,
             "randomImages": ["a"], "colour": "red"}
            """
        }
        let json = "{\"version\": 1, \"images\": {\"a\": [\"x\"]}, \"objects\": [\(objects.joined(separator: ","))]}"
        let problems = Catalog.problems(inData: Data(json.utf8))
        #expect(problems.count == Catalog.maximumProblems + 1)
        let last = try #require(problems.last)
        #expect(last.kind == .tooManyProblems(limit: Catalog.maximumProblems))
        #expect(last.description.hasSuffix("more problems follow; checking stopped after the first 1000"))
        #expect(problems.dropLast().allSatisfy { $0.kind == .unknownKey("colour", suggestion: "color") })
    }
}

/// The lengths and counts that keep any catalog, loaded or refused, to a bounded amount of memory: names,
/// image lists, values in the document, members of one object.
@Suite("Catalog limits on text and counts")
struct CatalogTextLimitsTests {
    private static let valid = CatalogFixtures.valid
    private static let longest = Catalog.maximumNameLength

    static let tooLongCases: [BrokenCatalog] = {
        let title = String(repeating: "B", count: longest + 1)
        let wideTitle = String(repeating: "雨", count: longest + 1)
        let type = String(repeating: "T", count: longest + 1)
        let imageName = String(repeating: "i", count: longest + 1)
        let frames = JSONFixture.array(Array(repeating: "bird-1", count: Catalog.maximumImageNames + 1))
        return [
            BrokenCatalog(
                "a title one character too long", valid.setting(["objects", 0, "title"], to: .string(title)),
                .nameTooLong(length: longest + 1), at: "objects[0].title", in: title,
                message: "may be at most 100 characters long, found 101; shorten it"),
            BrokenCatalog(
                "a title of 101 wide characters", valid.setting(["objects", 0, "title"], to: .string(wideTitle)),
                .nameTooLong(length: longest + 1), at: "objects[0].title", in: wideTitle, message: "found 101"),
            BrokenCatalog(
                "a type one character too long", valid.setting(["objects", 0, "type"], to: .string(type)),
                .nameTooLong(length: longest + 1), at: "objects[0].type", in: "Bird",
                message: "may be at most 100 characters long"),
            BrokenCatalog(
                "an image name one character too long", valid.addingMember(imageName, ["x"], at: ["images"]),
                .nameTooLong(length: longest + 1),
                // A long key is quoted, and shortened, in the path.
                at: "images[" + TerminalText.quoted(imageName) + "]", message: "found 101"),
            BrokenCatalog(
                "101 frames", valid.setting(["objects", 0, "animationImages"], to: frames),
                .imageListTooLong(count: Catalog.maximumImageNames + 1), at: "objects[0].animationImages",
                in: "Bird", message: "may name at most 100 images, found 101"),
        ]
    }()

    @Test(
        "Titles, types and image names have at most 100 characters; image lists at most 100 names",
        arguments: tooLongCases)
    func tooLong(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    @Test("A title, type and image name of exactly 100 characters, and 100 frames, are valid")
    func longestAllowed() {
        let name = String(repeating: "n", count: Self.longest)
        // Code points are counted, so an accent written as a combining mark counts once more.
        let accented = String(repeating: "e\u{301}", count: Self.longest / 2)
        let catalog = Self.valid
            .setting(["objects", 0, "title"], to: .string(name))
            .setting(["objects", 0, "type"], to: .string(accented))
            .addingMember(name, ["x"], at: ["images"])
            .setting(
                ["objects", 0, "animationImages"],
                to: .array(Array(repeating: .string(name), count: Catalog.maximumImageNames)))
        #expect(problems(catalog).isEmpty)
    }

    @Test("A title of four million characters is refused at once, in one short line")
    func hugeTitle() throws {
        let title = String(repeating: "x", count: 4_000_000)
        let found = problems(Self.valid.setting(["objects", 0, "title"], to: .string(title)))
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.kind == .nameTooLong(length: 4_000_000))
        #expect(error.description.count < 300)
    }

    @Test("A document of more than 1.5 million values is refused while it is parsed")
    func tooManyValues() throws {
        let zeros = Array(repeating: "0", count: JSONParser.maximumValues).joined(separator: ",")
        let text = #"{"version": 1, "images": {"a": ["x"]}, "objects": [\#(zeros)]}"#
        let found = problems(text)
        #expect(found.map(\.kind) == [.tooManyValues(limit: JSONParser.maximumValues)])
        #expect(found.first?.path == "")
        #expect(found.first?.message.hasPrefix("holds more than 1500000 values") == true)
    }

    @Test("An object of more than 100 000 members, such as images, is refused while it is parsed")
    func tooManyMembers() throws {
        let images = (0...JSONParser.maximumMembers).map { #""i\#($0)": ["x"]"# }.joined(separator: ",")
        let found = problems(#"{"version": 1, "images": {\#(images)}, "objects": []}"#)
        #expect(found.map(\.kind) == [.tooManyMembers(limit: JSONParser.maximumMembers)])
        #expect(found.first?.path == "images")
        #expect(found.first?.message.contains("the most images a catalog may define") == true)
    }
}

/// Names in Unicode: one text written two ways (precomposed, or with a combining mark) is one name,
/// wherever names meet: keys, image names, titles, `show`.
@Suite("Catalog names in Unicode")
struct CatalogUnicodeNameTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test("Two image names that Unicode counts as one are one key, and the error shows both spellings")
    func duplicateImageNames() throws {
        let catalog = CatalogFixtures.valid
            .addingMember(Self.composed, ["x"], at: ["images"])
            .addingMember(Self.decomposed, ["y"], at: ["images"])
        let found = problems(catalog)
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.kind == .duplicateKey(Self.decomposed, firstWrittenAs: Self.composed))
        #expect(error.message.contains(#"written "caf\u{E9}" and "cafe\u{301}""#), "\(error.message)")
        expectTerminalSafe(error.description)
    }

    @Test("An image named one way is found under the other, and titles written both ways are one title")
    func namesMatchEitherWay() throws {
        let catalog = CatalogFixtures.valid
            .addingMember(Self.composed, ["x"], at: ["images"])
            .setting(["objects", 0, "animationImages"], to: [.string(Self.decomposed)])
            .setting(["objects", 0, "title"], to: .string("Caf\u{E9}"))
        let loaded = try Catalog(data: Data(catalog.text.utf8))
        #expect(loaded.image(named: Self.decomposed) != nil)
        #expect(loaded.object(titled: "CAFE\u{301}")?.title == "Caf\u{E9}")

        let twice = catalog.setting(["objects", 1, "title"], to: .string("CAFE\u{301}"))
        #expect(problems(twice).map(\.code) == [.duplicateTitle])
    }
}

/// `null` is an optional key left out, everywhere; a required key may not be `null`.
@Suite("Catalog null values")
struct CatalogNullTests {
    @Test("null in speed, color and image reads as the key left out")
    func nullIsAbsent() throws {
        let catalog = CatalogFixtures.valid
            .setting(["objects", 0, "color"], to: .literal("null"))
            .addingMember("speed", .literal("null"), at: ["objects", 0])
            .addingMember("image", .literal("null"), at: ["objects", 1])
            .addingMember("color", .literal("null"), at: ["objects", 2])
        let loaded = try Catalog(data: Data(catalog.text.utf8))
        let bird = try #require(loaded.objects[0] as? AnimalObject)
        #expect(bird.color == nil)
        #expect(bird.speed == AnimalObject.defaultSpeed)
    }

    @Test("null in a required key is refused as the wrong type", arguments: ["title", "type", "coordinateX"])
    func nullRequired(key: String) throws {
        let found = problems(CatalogFixtures.valid.setting(["objects", 0, .key(key)], to: .literal("null")))
        #expect(found.map(\.code) == [.typeMismatch], "\(found)")
        #expect(found.first?.message.hasSuffix("found null") == true)
    }

    @Test("The schema allows null exactly where the loader does: in the optional keys")
    func schemaAllowsNullInOptionalKeys() throws {
        guard case .object(let root) = try JSONParser.parse(Array(ObjectRegistry.standard.catalogSchema().utf8)),
            case .object(let definitions)? = root["$defs"], case .object(let object)? = definitions["object"],
            case .array(let kinds)? = object["allOf"], case .object(let animal)? = kinds.first,
            case .object(let then)? = animal["then"], case .object(let properties)? = then["properties"]
        else {
            Issue.record("the schema has no properties for the first kind")
            return
        }
        func allowsNull(_ key: String) -> Bool {
            guard case .object(let property)? = properties[key], case .array(let options)? = property["anyOf"] else {
                return false
            }
            return options.contains { option in
                guard case .object(let members) = option, case .string("null")? = members["type"] else { return false }
                return true
            }
        }
        #expect(allowsNull("color") && allowsNull("speed"))
        #expect(!allowsNull("title") && !allowsNull("animationImages") && !allowsNull("coordinateX"))
    }
}
