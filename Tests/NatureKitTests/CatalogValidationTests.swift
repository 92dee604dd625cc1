import Foundation
import Testing

@testable import NatureKit

/// One way to break a catalog: the input, and the one problem it must give.
struct BrokenCatalog: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var problem: CatalogError.Problem
    var path: String
    var title: String?
    /// Text the error's description must contain.
    var message: String

    var testDescription: String { name }

    init(
        _ name: String, _ json: JSONFixture, _ problem: CatalogError.Problem, at path: String,
        in title: String? = nil, message: String
    ) {
        self.init(name, bytes: json.bytes, problem, at: path, in: title, message: message)
    }

    init(
        _ name: String, text: String, _ problem: CatalogError.Problem, at path: String,
        in title: String? = nil, message: String
    ) {
        self.init(name, bytes: Array(text.utf8), problem, at: path, in: title, message: message)
    }

    init(
        _ name: String, bytes: [UInt8], _ problem: CatalogError.Problem, at path: String,
        in title: String? = nil, message: String
    ) {
        self.name = name
        self.bytes = bytes
        self.problem = problem
        self.path = path
        self.title = title
        self.message = message
    }
}

@Suite("Catalog validation")
struct CatalogValidationTests {
    private static let valid = CatalogFixtures.valid
    private static let file = "nature.json"

    /// Checks that `broken` gives exactly its one problem, and that the error reads as it should.
    private func check(_ broken: BrokenCatalog, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = problems(bytes: broken.bytes, file: Self.file)
        #expect(found.count == 1, "expected one problem, found \(found)", sourceLocation: sourceLocation)
        let error = try #require(found.first, sourceLocation: sourceLocation)
        #expect(error.problem == broken.problem, sourceLocation: sourceLocation)
        #expect(error.path == broken.path, sourceLocation: sourceLocation)
        #expect(error.title == broken.title, sourceLocation: sourceLocation)
        #expect(error.file == Self.file, sourceLocation: sourceLocation)

        let description = error.description
        let location = broken.path.isEmpty ? "top level" : broken.path
        #expect(description.hasPrefix("\(Self.file): \(location)"), sourceLocation: sourceLocation)
        if let title = broken.title {
            #expect(description.contains("(in \(TerminalText.quoted(title))): "), sourceLocation: sourceLocation)
        }
        #expect(description.contains(broken.message), "\(description)", sourceLocation: sourceLocation)
        #expect(description.hasSuffix(": " + error.problem.message), sourceLocation: sourceLocation)
        expectTerminalSafe(description, sourceLocation: sourceLocation)
    }

    // MARK: - The baseline

    @Test("The fixture every case breaks is valid as it is")
    func fixtureIsValid() throws {
        #expect(problems(Self.valid).isEmpty)
        let catalog = try loadCatalog(Self.valid)
        #expect(catalog.objects.count == 3)
    }

    // MARK: - Reading the JSON

    static let syntaxCases: [BrokenCatalog] = {
        let text = CatalogFixtures.validText
        func at(_ marker: String, in text: String, plus offset: Int = 0) -> (line: Int, column: Int) {
            let position = CatalogFixtures.position(of: marker, in: text)
            return (position.line, position.column + offset)
        }
        func end(of text: String) -> (line: Int, column: Int) {
            CatalogFixtures.position(ofByte: text.utf8.count, in: Array(text.utf8))
        }
        func syntax(_ message: String, _ position: (line: Int, column: Int)) -> CatalogError.Problem {
            .syntax(message, line: position.line, column: position.column)
        }
        func replacing(_ old: String, with new: String) -> String {
            guard let range = text.range(of: old) else { preconditionFailure("\"\(old)\" is not in the fixture") }
            return text.replacingCharacters(in: range, with: new)
        }

        let truncated = String(text[..<text.range(of: "\"objects\": [")!.upperBound])
        let trailingComma = replacing("]}\n  ]", with: "]},\n  ]")
        let misspelled = replacing("\"version\": 1", with: "\"version\": ture")
        let openString = String(text[..<text.range(of: "\"title\": \"Bi")!.upperBound])
        let rawEscape = replacing("\"Bird\"", with: "\"Bi\u{1B}rd\"")
        let rawNewline = replacing("\"Bird\"", with: "\"Bi\nrd\"")
        let after = text + "\n{}"
        let leadingZero = replacing("\"coordinateX\": 2,", with: "\"coordinateX\": 02,")
        let unknownEscape = replacing("\"Bird\"", with: #""Bi\xrd""#)
        let halfSurrogate = replacing("\"Bird\"", with: #""Bi\uD800rd""#)
        let comment = replacing("\"version\": 1,", with: "\"version\": 1, // format 1")
        let notANumber = replacing("\"animationDuration\": 0.7", with: "\"animationDuration\": NaN")
        let singleQuotes = replacing("\"version\"", with: "'version'")

        return [
            BrokenCatalog(
                "a file cut off in the middle", text: truncated,
                syntax("the file ends where a value was expected", end(of: truncated)), at: "objects[0]",
                message: "the file ends where a value was expected"),
            BrokenCatalog(
                "a trailing comma after the last object", text: trailingComma,
                syntax("expected a value, found ']'", at("]\n}", in: trailingComma)), at: "objects[3]",
                message: "expected a value, found ']'"),
            BrokenCatalog(
                "a misspelled literal", text: misspelled,
                syntax("expected true, found 'u'", at("ture", in: misspelled, plus: 1)), at: "version",
                message: "expected true, found 'u'"),
            BrokenCatalog(
                "a string left open at the end of the file", text: openString,
                syntax("a string is not closed", at("\"Bi", in: openString)), at: "objects[0].title",
                message: "a string is not closed"),
            BrokenCatalog(
                "a raw escape character in a string", text: rawEscape,
                syntax(
                    "a raw control character (byte 0x1B) in a string; write it escaped",
                    at("\u{1B}", in: rawEscape)),
                at: "objects[0].title", message: "(byte 0x1B)"),
            BrokenCatalog(
                "a raw line break in a string", text: rawNewline,
                syntax(
                    "a raw control character (byte 0x0A) in a string; write it escaped",
                    at("Bi\nrd", in: rawNewline, plus: 2)),
                at: "objects[0].title", message: "(byte 0x0A)"),
            BrokenCatalog(
                "an empty file", text: "",
                syntax("the file ends where a value was expected", (1, 1)), at: "",
                message: "line 1, column 1: the file ends where a value was expected"),
            BrokenCatalog(
                "text after the end of the document", text: after,
                syntax(
                    "unexpected '{' after the end of the document",
                    CatalogFixtures.position(ofByte: text.utf8.count + 1, in: Array(after.utf8))),
                at: "", message: "after the end of the document"),
            BrokenCatalog(
                "a number with a leading zero", text: leadingZero,
                syntax("expected ',' or '}' after a member, found '2'", at("02,", in: leadingZero, plus: 1)),
                at: "objects[0]", message: "found '2'"),
            BrokenCatalog(
                "an unknown escape in a string", text: unknownEscape,
                syntax("unknown escape \\x in a string", at("xrd", in: unknownEscape)), at: "objects[0].title",
                message: "unknown escape \\x"),
            BrokenCatalog(
                "a \\u escape naming half a surrogate pair", text: halfSurrogate,
                syntax("a \\u escape names half of a surrogate pair", at("D800", in: halfSurrogate, plus: 4)),
                at: "objects[0].title", message: "half of a surrogate pair"),
            BrokenCatalog(
                "a comment", text: comment,
                syntax("expected a key in double quotes, found '/'", at("//", in: comment)), at: "",
                message: "expected a key in double quotes"),
            BrokenCatalog(
                "NaN as a number", text: notANumber,
                syntax("expected a value, found 'N'", at("NaN", in: notANumber)), at: "objects[0].animationDuration",
                message: "found 'N'"),
            BrokenCatalog(
                "a key in single quotes", text: singleQuotes,
                syntax("expected a key in double quotes, found '''", at("'version'", in: singleQuotes)), at: "",
                message: "found '''"),
        ]
    }()

    @Test("JSON syntax errors name the line, the column and the path", arguments: syntaxCases)
    func syntaxErrors(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    static let utf8Cases: [BrokenCatalog] = {
        let text = CatalogFixtures.validText
        let offset = Array(text[..<text.range(of: "\"Bird\"")!.lowerBound].utf8).count + 2
        func broken(_ name: String, _ sequence: [UInt8]) -> BrokenCatalog {
            let bytes = CatalogFixtures.bytes(
                text, replacing: "\"Bird\"", with: Array("\"B".utf8) + sequence + Array("ird\"".utf8))
            let position = CatalogFixtures.position(ofByte: offset, in: bytes)
            return BrokenCatalog(
                name, bytes: bytes, .invalidUTF8(line: position.line, column: position.column), at: "objects[0].title",
                message: "line \(position.line), column \(position.column): the text is not valid UTF-8")
        }
        return [
            broken("a lone continuation byte", [0x80]),
            broken("the byte 0xFF", [0xFF]),
            broken("an overlong two-byte encoding", [0xC0, 0xAF]),
            broken("an overlong three-byte encoding", [0xE0, 0x80, 0xAF]),
            broken("an encoded surrogate", [0xED, 0xA0, 0x80]),
            broken("a sequence cut short", [0xE6, 0x97]),
            broken("a code point above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ]
    }()

    @Test("Text that is not UTF-8 is refused at the first bad byte", arguments: utf8Cases)
    func invalidUTF8(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

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
        #expect(error.problem == .nestedTooDeep(limit: 64))
        #expect(error.path == String(repeating: "[0]", count: 64))
    }

    @Test("A catalog of exactly 16 MiB is read")
    func largestCatalog() {
        var padded = CatalogFixtures.validText
        padded += String(repeating: " ", count: Catalog.maximumSize - padded.utf8.count)
        #expect(padded.utf8.count == Catalog.maximumSize)
        #expect(problems(padded).isEmpty)
    }

    // MARK: - The document

    static let documentCases: [BrokenCatalog] = [
        BrokenCatalog(
            "a root that is an array", .array([valid]),
            .typeMismatch("a catalog must be a JSON object, found an array"), at: "",
            message: "a catalog must be a JSON object, found an array"),
        BrokenCatalog(
            "a root that is a string", "catalog",
            .typeMismatch("a catalog must be a JSON object, found the string \"catalog\""), at: "",
            message: "found the string \"catalog\""),
        BrokenCatalog(
            "no version", valid.removing(["version"]), .missingKey("version"), at: "", message: "missing \"version\""),
        BrokenCatalog(
            "version 2", valid.setting(["version"], to: 2), .unsupportedVersion(found: "the number 2"), at: "version",
            message: "\"version\" must be 1, found the number 2"),
        BrokenCatalog(
            "version as the string \"1\"", valid.setting(["version"], to: "1"),
            .unsupportedVersion(found: "the string \"1\""), at: "version", message: "found the string \"1\""),
        BrokenCatalog(
            "version 1.0", valid.setting(["version"], to: 1.0), .unsupportedVersion(found: "the number 1.0"),
            at: "version", message: "found the number 1.0"),
        BrokenCatalog(
            "version null", valid.setting(["version"], to: .null), .unsupportedVersion(found: "null"), at: "version",
            message: "must be 1, found null"),
        BrokenCatalog(
            "an unknown top-level key close to a known one", valid.setting(["objets"], to: []),
            .unknownKey("objets", suggestion: "objects"), at: "objets",
            message: "unknown key \"objets\"; did you mean \"objects\"?"),
        BrokenCatalog(
            "an unknown top-level key close to none", valid.setting(["author"], to: "me"),
            .unknownKey("author", suggestion: nil), at: "author", message: "unknown key \"author\""),
        BrokenCatalog(
            "no images", valid.removing(["images"]), .missingKey("images"), at: "", message: "missing \"images\""),
        BrokenCatalog(
            "images that are not an object", valid.setting(["images"], to: []),
            .typeMismatch("expected an object of named images, found an array"), at: "images",
            message: "expected an object of named images"),
        BrokenCatalog(
            "no objects", valid.removing(["objects"]), .missingKey("objects"), at: "", message: "missing \"objects\""),
        BrokenCatalog(
            "objects that are not an array", valid.setting(["objects"], to: [:]),
            .typeMismatch("expected an array of objects, found an object"), at: "objects",
            message: "expected an array of objects, found an object"),
        BrokenCatalog(
            "an empty objects array", valid.setting(["objects"], to: []), .noObjects, at: "objects",
            message: "\"objects\" is empty; a catalog needs at least one object"),
    ]

    @Test("The document has version 1, images and at least one object, and no other keys", arguments: documentCases)
    func document(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    // MARK: - Images

    static let imageCases: [BrokenCatalog] = {
        func spare(_ value: JSONFixture) -> JSONFixture {
            valid.setting(["images", "spare"], to: value)
        }
        let tooTall = JSONFixture.array(Array(repeating: "|", count: 101))
        return [
            BrokenCatalog(
                "an image that is not an array", spare("spare"),
                .typeMismatch("expected an array of lines, found the string \"spare\""), at: "images.spare",
                message: "expected an array of lines"),
            BrokenCatalog(
                "an image with no lines", spare([]), .imageHeight(lines: 0), at: "images.spare",
                message: "an image must have 1 to 100 lines, found 0"),
            BrokenCatalog(
                "an image of 101 lines", spare(tooTall), .imageHeight(lines: 101), at: "images.spare",
                message: "found 101"),
            BrokenCatalog(
                "a line that is not a string", spare(["ok", 7]),
                .typeMismatch("expected a line of text, found the number 7"), at: "images.spare[1]",
                message: "expected a line of text, found the number 7"),
            BrokenCatalog(
                "a line of 201 columns", spare([.string(String(repeating: "x", count: 201))]),
                .imageWidth(columns: 201), at: "images.spare[0]",
                message: "a line may take at most 200 columns, found 201"),
            BrokenCatalog(
                "a line of 101 wide characters", spare([.string(String(repeating: "山", count: 101))]),
                .imageWidth(columns: 202), at: "images.spare[0]", message: "found 202"),
            BrokenCatalog(
                "a line of 101 emoji", spare([.string(String(repeating: "🐦", count: 101))]),
                .imageWidth(columns: 202), at: "images.spare[0]", message: "found 202"),
        ]
    }()

    @Test("Each image has 1 to 100 lines of text at most 200 columns wide", arguments: imageCases)
    func images(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    // MARK: - Objects and kinds

    static let objectCases: [BrokenCatalog] = [
        BrokenCatalog(
            "an object that is a number", valid.setting(["objects", 3], to: 7),
            .typeMismatch("expected an object, found the number 7"), at: "objects[3]",
            message: "expected an object, found the number 7"),
        BrokenCatalog(
            "an object that is a string", valid.setting(["objects", 3], to: "Bird"),
            .typeMismatch("expected an object, found the string \"Bird\""), at: "objects[3]",
            message: "found the string \"Bird\""),
        BrokenCatalog(
            "no kind", valid.removing(["objects", 0, "kind"]), .missingKey("kind"), at: "objects[0]", in: "Bird",
            message: "missing \"kind\""),
        BrokenCatalog(
            "a kind that is not a string", valid.setting(["objects", 0, "kind"], to: 1),
            .typeMismatch("expected a kind name, found the number 1"), at: "objects[0].kind", in: "Bird",
            message: "expected a kind name, found the number 1"),
        BrokenCatalog(
            "a misspelled kind", valid.setting(["objects", 0, "kind"], to: "animl"),
            .unknownKind("animl", suggestion: "animal"), at: "objects[0].kind", in: "Bird",
            message: "unknown kind \"animl\"; did you mean \"animal\"?"),
        BrokenCatalog(
            "a kind in the wrong case", valid.setting(["objects", 1, "kind"], to: "notanimal"),
            .unknownKind("notanimal", suggestion: "notAnimal"), at: "objects[1].kind", in: "Stone",
            message: "did you mean \"notAnimal\"?"),
        BrokenCatalog(
            "a kind close to none", valid.setting(["objects", 2, "kind"], to: "dragon"),
            .unknownKind("dragon", suggestion: nil), at: "objects[2].kind", in: "Waterfall",
            message: "unknown kind \"dragon\""),
        BrokenCatalog(
            "a misspelled key in an object", valid.setting(["objects", 0, "tilte"], to: "Bird"),
            .unknownKey("tilte", suggestion: "title"), at: "objects[0].tilte", in: "Bird",
            message: "unknown key \"tilte\"; did you mean \"title\"?"),
        BrokenCatalog(
            "a key of another kind", valid.setting(["objects", 1, "randomImage"], to: "stone-0"),
            .unknownKey("randomImage", suggestion: "randomImages"), at: "objects[1].randomImage", in: "Stone",
            message: "did you mean \"randomImages\"?"),
    ]

    @Test("Each object is an object with a known kind and only that kind's keys", arguments: objectCases)
    func objects(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    // MARK: - Fields

    static let missingFieldCases: [BrokenCatalog] = [
        BrokenCatalog(
            "no title", valid.removing(["objects", 0, "title"]), .missingKey("title"), at: "objects[0]",
            message: "missing \"title\""),
        BrokenCatalog(
            "no type", valid.removing(["objects", 0, "type"]), .missingKey("type"), at: "objects[0]", in: "Bird",
            message: "missing \"type\""),
        BrokenCatalog(
            "no coordinateX", valid.removing(["objects", 0, "coordinateX"]), .missingKey("coordinateX"),
            at: "objects[0]", in: "Bird", message: "missing \"coordinateX\""),
        BrokenCatalog(
            "no coordinateY", valid.removing(["objects", 1, "coordinateY"]), .missingKey("coordinateY"),
            at: "objects[1]", in: "Stone", message: "missing \"coordinateY\""),
        BrokenCatalog(
            "no animationImages", valid.removing(["objects", 0, "animationImages"]), .missingKey("animationImages"),
            at: "objects[0]", in: "Bird", message: "missing \"animationImages\""),
        BrokenCatalog(
            "no animationDuration", valid.removing(["objects", 2, "animationDuration"]),
            .missingKey("animationDuration"), at: "objects[2]", in: "Waterfall",
            message: "missing \"animationDuration\""),
        BrokenCatalog(
            "no randomImages", valid.removing(["objects", 1, "randomImages"]), .missingKey("randomImages"),
            at: "objects[1]", in: "Stone", message: "missing \"randomImages\""),
        BrokenCatalog(
            "no randomImages in scenery", valid.removing(["objects", 2, "randomImages"]), .missingKey("randomImages"),
            at: "objects[2]", in: "Waterfall", message: "missing \"randomImages\""),
    ]

    @Test("A missing field is named, at the object", arguments: missingFieldCases)
    func missingFields(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    static let mistypedFieldCases: [BrokenCatalog] = {
        let intRange = "an integer from \(Int.min) to \(Int.max)"
        func bird(_ key: String, _ value: JSONFixture) -> JSONFixture {
            valid.setting(["objects", 0, .key(key)], to: value)
        }
        return [
            BrokenCatalog(
                "a title that is a number", bird("title", 5), .typeMismatch("expected a string, found the number 5"),
                at: "objects[0].title", message: "expected a string, found the number 5"),
            BrokenCatalog(
                "a type that is a boolean", bird("type", true), .typeMismatch("expected a string, found true"),
                at: "objects[0].type", in: "Bird", message: "expected a string, found true"),
            BrokenCatalog(
                "coordinateX as a string", bird("coordinateX", "2"),
                .typeMismatch("expected an integer, found the string \"2\""), at: "objects[0].coordinateX", in: "Bird",
                message: "expected an integer, found the string \"2\""),
            BrokenCatalog(
                "coordinateX with a fraction", bird("coordinateX", 2.5),
                .typeMismatch("expected an integer, found the number 2.5"), at: "objects[0].coordinateX", in: "Bird",
                message: "expected an integer, found the number 2.5"),
            BrokenCatalog(
                "coordinateX written with a decimal point", bird("coordinateX", 2.0),
                .typeMismatch("expected an integer, found the number 2.0"), at: "objects[0].coordinateX", in: "Bird",
                message: "found the number 2.0"),
            BrokenCatalog(
                "coordinateX with an exponent", bird("coordinateX", .literal("1e3")),
                .typeMismatch("expected an integer, found the number 1e3"), at: "objects[0].coordinateX", in: "Bird",
                message: "found the number 1e3"),
            BrokenCatalog(
                "coordinateX too large for an integer", bird("coordinateX", .literal("99999999999999999999")),
                .typeMismatch("expected \(intRange), found the number 99999999999999999999"),
                at: "objects[0].coordinateX", in: "Bird", message: "found the number 99999999999999999999"),
            BrokenCatalog(
                "coordinateY too small for an integer", bird("coordinateY", .literal("-99999999999999999999")),
                .typeMismatch("expected \(intRange), found the number -99999999999999999999"),
                at: "objects[0].coordinateY", in: "Bird", message: "expected \(intRange)"),
            BrokenCatalog(
                "coordinateY null", bird("coordinateY", .null), .typeMismatch("expected an integer, found null"),
                at: "objects[0].coordinateY", in: "Bird", message: "expected an integer, found null"),
            BrokenCatalog(
                "animationImages as a string", bird("animationImages", "bird-1"),
                .typeMismatch("expected an array, found the string \"bird-1\""), at: "objects[0].animationImages",
                in: "Bird", message: "expected an array"),
            BrokenCatalog(
                "a frame name that is a number", bird("animationImages", [1]),
                .typeMismatch("expected a string, found the number 1"), at: "objects[0].animationImages[0]",
                in: "Bird", message: "expected a string, found the number 1"),
            BrokenCatalog(
                "animationDuration as a string", bird("animationDuration", "fast"),
                .typeMismatch("expected a number, found the string \"fast\""), at: "objects[0].animationDuration",
                in: "Bird", message: "expected a number"),
            BrokenCatalog(
                "a color that is a number", bird("color", 3), .typeMismatch("expected a string, found the number 3"),
                at: "objects[0].color", in: "Bird", message: "expected a string"),
            BrokenCatalog(
                "randomImages as an object", valid.setting(["objects", 1, "randomImages"], to: [:]),
                .typeMismatch("expected an array, found an object"), at: "objects[1].randomImages", in: "Stone",
                message: "expected an array, found an object"),
            BrokenCatalog(
                "a pinned image that is a number", valid.setting(["objects", 1, "image"], to: 7),
                .typeMismatch("expected a string, found the number 7"), at: "objects[1].image", in: "Stone",
                message: "expected a string, found the number 7"),
        ]
    }()

    @Test("A mistyped field is named by its path, floats and huge numbers included", arguments: mistypedFieldCases)
    func mistypedFields(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    // MARK: - Rules every object follows

    static let ruleCases: [BrokenCatalog] = [
        BrokenCatalog(
            "an empty title", valid.setting(["objects", 0, "title"], to: ""), .emptyText, at: "objects[0].title",
            message: "must not be empty"),
        BrokenCatalog(
            "an empty type", valid.setting(["objects", 0, "type"], to: ""), .emptyText, at: "objects[0].type",
            in: "Bird", message: "must not be empty"),
        BrokenCatalog(
            "titles that differ only in case", valid.setting(["objects", 1, "title"], to: "bird"),
            .duplicateTitle("bird", firstAt: "objects[0].title"), at: "objects[1].title", in: "bird",
            message: "the title \"bird\" is already used at objects[0].title"),
        BrokenCatalog(
            "the same title twice", valid.setting(["objects", 2, "title"], to: "Bird"),
            .duplicateTitle("Bird", firstAt: "objects[0].title"), at: "objects[2].title", in: "Bird",
            message: "(titles are compared ignoring case)"),
        BrokenCatalog(
            "no frames", valid.setting(["objects", 0, "animationImages"], to: []), .emptyImageList,
            at: "objects[0].animationImages", in: "Bird", message: "must name at least one image"),
        BrokenCatalog(
            "no random images", valid.setting(["objects", 1, "randomImages"], to: []), .emptyImageList,
            at: "objects[1].randomImages", in: "Stone", message: "must name at least one image"),
        BrokenCatalog(
            "scenery with no frames", valid.setting(["objects", 2, "animationImages"], to: []), .emptyImageList,
            at: "objects[2].animationImages", in: "Waterfall", message: "must name at least one image"),
        BrokenCatalog(
            "scenery with no stills", valid.setting(["objects", 2, "randomImages"], to: []), .emptyImageList,
            at: "objects[2].randomImages", in: "Waterfall", message: "must name at least one image"),
        BrokenCatalog(
            "a frame that is not defined", valid.setting(["objects", 0, "animationImages", 1], to: "brid-2"),
            .undefinedImage("brid-2", suggestion: "bird-2"), at: "objects[0].animationImages[1]", in: "Bird",
            message: "image \"brid-2\" is not defined in \"images\"; did you mean \"bird-2\"?"),
        BrokenCatalog(
            "a frame close to no image", valid.setting(["objects", 0, "animationImages", 0], to: "zebra"),
            .undefinedImage("zebra", suggestion: nil), at: "objects[0].animationImages[0]", in: "Bird",
            message: "image \"zebra\" is not defined in \"images\""),
        BrokenCatalog(
            "a random image that is not defined", valid.setting(["objects", 1, "randomImages", 0], to: "stoen-0"),
            .undefinedImage("stoen-0", suggestion: "stone-0"), at: "objects[1].randomImages[0]", in: "Stone",
            message: "did you mean \"stone-0\"?"),
        BrokenCatalog(
            "a scenery frame that is not defined", valid.setting(["objects", 2, "animationImages", 1], to: "flals-2"),
            .undefinedImage("flals-2", suggestion: "falls-2"), at: "objects[2].animationImages[1]", in: "Waterfall",
            message: "did you mean \"falls-2\"?"),
        BrokenCatalog(
            "a scenery still that is not defined", valid.setting(["objects", 2, "randomImages", 0], to: "falls-stil"),
            .undefinedImage("falls-stil", suggestion: "falls-still"), at: "objects[2].randomImages[0]",
            in: "Waterfall", message: "did you mean \"falls-still\"?"),
        BrokenCatalog(
            "a pinned image that is not one of the random images",
            valid.setting(["objects", 1, "image"], to: "bird-1"),
            .imageNotInRandomImages("bird-1"), at: "objects[1].image", in: "Stone",
            message: "image \"bird-1\" is not one of \"randomImages\""),
        BrokenCatalog(
            "a pinned scenery still that is a frame", valid.setting(["objects", 2, "image"], to: "falls-1"),
            .imageNotInRandomImages("falls-1"), at: "objects[2].image", in: "Waterfall",
            message: "is not one of \"randomImages\""),
        BrokenCatalog(
            "a misspelled colour", valid.setting(["objects", 0, "color"], to: "cyna"),
            .invalidValue("unknown colour \"cyna\"; did you mean \"cyan\"?"), at: "objects[0].color", in: "Bird",
            message: "unknown colour \"cyna\"; did you mean \"cyan\"?"),
        BrokenCatalog(
            "a colour close to none", valid.setting(["objects", 1, "color"], to: "purple"),
            .invalidValue("unknown colour \"purple\""), at: "objects[1].color", in: "Stone",
            message: "unknown colour \"purple\""),
    ]

    @Test("Titles, image lists and colours follow the catalog's rules", arguments: ruleCases)
    func rules(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    static let durationCases: [BrokenCatalog] = {
        func duration(_ name: String, _ value: JSONFixture, _ seconds: Double) -> BrokenCatalog {
            BrokenCatalog(
                name, valid.setting(["objects", 0, "animationDuration"], to: value), .durationOutOfRange(seconds),
                at: "objects[0].animationDuration", in: "Bird",
                message: "must be more than 0 and at most 60 seconds" + (seconds.isFinite ? ", found \(seconds)" : ""))
        }
        return [
            duration("a duration of 0", 0, 0),
            duration("a negative duration", -1, -1),
            duration("a duration of 61 seconds", 61, 61),
            duration("a duration just over a minute", 60.001, 60.001),
            duration("an infinite duration (1e400)", .literal("1e400"), .infinity),
            duration("a duration that rounds to 0 (1e-400)", .literal("1e-400"), 0),
        ]
    }()

    @Test("animationDuration is finite, more than 0 and at most 60", arguments: durationCases)
    func durations(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    // MARK: - Control characters

    static let controlCharacters: [(name: String, scalar: Unicode.Scalar)] = [
        ("ESC", "\u{1B}"), ("CSI", "\u{9B}"), ("BEL", "\u{07}"), ("tab", "\t"), ("DEL", "\u{7F}"),
        ("C1 NEL", "\u{85}"), ("bidi override", "\u{202E}"), ("bidi isolate", "\u{2066}"), ("NUL", "\u{0}"),
        ("the last C1 control", "\u{9F}"), ("the first bidi embedding", "\u{202A}"), ("the last isolate", "\u{2069}"),
    ]

    static let controlCharacterCases: [BrokenCatalog] = controlCharacters.flatMap { name, scalar in
        let control = String(Character(scalar))
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let codePoint = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let title = "Bi\(control)rd"
        let type = "Ani\(control)mal"
        let line = "  /\(control) \\  "
        return [
            BrokenCatalog(
                "\(name) in a title", valid.setting(["objects", 0, "title"], to: .string(title)),
                .controlCharacter(scalar, in: title), at: "objects[0].title", in: title,
                message: "contains the control character \(codePoint) in \(TerminalText.quoted(title))"),
            BrokenCatalog(
                "\(name) in a type", valid.setting(["objects", 0, "type"], to: .string(type)),
                .controlCharacter(scalar, in: type), at: "objects[0].type", in: "Bird",
                message: "contains the control character \(codePoint)"),
            BrokenCatalog(
                "\(name) in a picture", valid.setting(["images", "bird-2", 0], to: .string(line)),
                .controlCharacter(scalar, in: line), at: "images.bird-2[0]",
                message: "terminal control characters, tabs and bidirectional overrides are not allowed"),
        ]
    }

    @Test("Titles, types and pictures hold no terminal control characters", arguments: controlCharacterCases)
    func controlCharacters(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    // MARK: - What is accepted

    struct AcceptedCatalog: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }

        init(_ name: String, _ json: JSONFixture) {
            self.init(name, bytes: json.bytes)
        }

        init(_ name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    static let acceptedCases: [AcceptedCatalog] = {
        func spare(_ value: JSONFixture) -> JSONFixture {
            valid.setting(["images", "spare"], to: value)
        }
        func bird(_ key: String, _ value: JSONFixture) -> JSONFixture {
            valid.setting(["objects", 0, .key(key)], to: value)
        }
        return [
            AcceptedCatalog("an image of 100 lines", spare(.array(Array(repeating: "|", count: 100)))),
            AcceptedCatalog("a line of 200 columns", spare([.string(String(repeating: "x", count: 200))])),
            AcceptedCatalog("a line of 100 wide characters", spare([.string(String(repeating: "山", count: 100))])),
            AcceptedCatalog(
                "200 letters with combining accents", spare([.string(String(repeating: "e\u{301}", count: 200))])),
            AcceptedCatalog("an empty line", spare([""])),
            AcceptedCatalog("a duration of exactly 60 seconds", bird("animationDuration", 60)),
            AcceptedCatalog("a duration of a millisecond", bird("animationDuration", 0.001)),
            AcceptedCatalog("no colour", valid.removing(["objects", 0, "color"])),
            AcceptedCatalog("every named colour", bird("color", "brightMagenta")),
            AcceptedCatalog(
                "a pinned image from the random images", valid.setting(["objects", 1, "image"], to: "stone-1")),
            AcceptedCatalog(
                "negative coordinates", bird("coordinateX", -40).setting(["objects", 0, "coordinateY"], to: -3)),
            AcceptedCatalog("a null colour", bird("color", .null)),
            AcceptedCatalog("a title with a no-break space", bird("title", "Blue\u{A0}Bird")),
            AcceptedCatalog("a picture with a narrow no-break space", spare(["a\u{202F}b"])),
            AcceptedCatalog("the largest integer coordinate", bird("coordinateX", .literal(String(Int.max)))),
            AcceptedCatalog("an escaped letter in a title", bird("title", .literal(#""Caf\u00e9""#))),
            AcceptedCatalog("an escaped emoji in a title", bird("title", .literal(#""\ud83d\udc26 Bird""#))),
            AcceptedCatalog("a title in another script", bird("title", "Ñandú 鳥")),
            AcceptedCatalog("unused images", valid.setting(["images", "unused"], to: ["x"])),
            AcceptedCatalog("a byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + CatalogFixtures.valid.bytes),
            AcceptedCatalog("white space around the document", bytes: Array((" \r\n\t" + valid.text + "\n\n").utf8)),
        ]
    }()

    @Test("Catalogs at the edges of the rules are valid", arguments: acceptedCases)
    func accepted(_ accepted: AcceptedCatalog) {
        let found = problems(bytes: accepted.bytes)
        #expect(found.isEmpty, "\(found)")
    }

    // MARK: - Reporting

    @Test("Several independent problems are all reported, in the order of the document")
    func severalProblems() throws {
        let json = Self.valid
            .setting(["author"], to: "me")
            .setting(["images", "spare"], to: [])
            .setting(["objects", 0, "coordinateX"], to: "2")
            .setting(["objects", 1, "title"], to: "")
            .setting(["objects", 2, "animationImages", 0], to: "zebra")
            .setting(["objects", 2, "animationDuration"], to: 0)
        let found = problems(json)
        #expect(found.count == 6)
        #expect(
            found.map(\.path) == [
                "author", "images.spare", "objects[0].coordinateX", "objects[1].title",
                "objects[2].animationImages[0]", "objects[2].animationDuration",
            ])
        #expect(
            found.map(\.problem) == [
                .unknownKey("author", suggestion: nil), .imageHeight(lines: 0),
                .typeMismatch("expected an integer, found the string \"2\""), .emptyText,
                .undefinedImage("zebra", suggestion: nil), .durationOutOfRange(0),
            ])
    }

    @Test("Loading throws the first of the problems")
    func loadingThrowsFirstProblem() throws {
        let json = Self.valid
            .setting(["objects", 0, "kind"], to: "animl")
            .setting(["objects", 1, "animationDuration"], to: 1)
        let found = problems(json)
        #expect(found.count == 2)
        let first = try #require(found.first)
        #expect(throws: first) {
            try loadCatalog(json)
        }
    }

    @Test("Renaming objects to objets reports the unknown key and the missing objects")
    func renamedObjects() {
        let list: JSONFixture = [CatalogFixtures.bird, CatalogFixtures.stone, CatalogFixtures.waterfall]
        let json = Self.valid.removing(["objects"]).setting(["objets"], to: list)
        let found = problems(json)
        #expect(found.map(\.problem) == [.unknownKey("objets", suggestion: "objects"), .missingKey("objects")])
        #expect(found.map(\.path) == ["objets", ""])
    }

    @Test("A problem in one object does not hide a problem in the next")
    func problemsInConsecutiveObjects() {
        let json = Self.valid
            .setting(["objects", 0, "color"], to: "cyna")
            .setting(["objects", 1, "randomImages"], to: [])
            .setting(["objects", 2, "type"], to: "")
        #expect(problems(json).map(\.path) == ["objects[0].color", "objects[1].randomImages", "objects[2].type"])
    }

    @Test("One object can break several rules at once")
    func severalProblemsInOneObject() {
        let json = Self.valid
            .setting(["objects", 2, "type"], to: "")
            .setting(["objects", 2, "animationImages"], to: [])
            .setting(["objects", 2, "animationDuration"], to: 99)
            .setting(["objects", 2, "randomImages", 0], to: "nowhere")
        #expect(
            problems(json).map(\.problem) == [
                .emptyText, .emptyImageList, .durationOutOfRange(99),
                .undefinedImage("nowhere", suggestion: nil),
            ])
    }

    @Test("An error names the file, the path, the title and the problem in one sentence")
    func descriptionFormat() throws {
        let json = Self.valid.setting(["objects", 0, "animationImages", 1], to: "brid-2")
        let error = try singleProblem(json, file: "objects.json")
        #expect(
            error.description
                == #"objects.json: objects[0].animationImages[1] (in "Bird"): "#
                + #"image "brid-2" is not defined in "images"; did you mean "bird-2"?"#)
    }

    @Test("Without a file name an error starts with \"catalog\", and a whole-file problem says \"top level\"")
    func descriptionWithoutFile() throws {
        let error = try singleProblem(Self.valid.removing(["version"]))
        #expect(error.file == nil)
        #expect(error.description == #"catalog: top level: missing "version""#)
    }

    struct HostileValue: Sendable, CustomTestStringConvertible {
        var name: String
        var json: JSONFixture
        var file: String?
        /// The escaped form the description must show instead of the raw text.
        var escaped: String
        var testDescription: String { name }
    }

    static let hostileValues: [HostileValue] = [
        HostileValue(
            name: "a kind that clears the screen", json: valid.setting(["objects", 0, "kind"], to: "\u{1B}[2J"),
            escaped: #""\u{1B}[2J""#),
        HostileValue(
            name: "a top-level key that sets the window title",
            json: valid.setting(["\u{1B}]0;owned\u{7}"], to: 1), escaped: #"\u{1B}]0;owned\u{7}"#),
        HostileValue(
            name: "a version string with a bidi override", json: valid.setting(["version"], to: "\u{202E}1"),
            escaped: #""\u{202E}1""#),
        HostileValue(
            name: "a frame name with a CSI",
            json: valid.setting(["objects", 0, "animationImages", 0], to: "\u{9B}31m"), escaped: #""\u{9B}31m""#),
        HostileValue(
            name: "a colour with an escape", json: valid.setting(["objects", 0, "color"], to: "\u{1B}[31m"),
            escaped: #""\u{1B}[31m""#),
        HostileValue(
            name: "a title with a line break", json: valid.setting(["objects", 0, "title"], to: "Bird\nrm -rf"),
            escaped: #""Bird\nrm -rf""#),
        HostileValue(
            name: "an image name with a line break", json: valid.setting(["images", "bad\nname"], to: []),
            escaped: #"images["bad\nname"]"#),
        HostileValue(
            name: "a duplicate key with an escape",
            json: valid.addingMember("\u{1B}x", 1, at: []).addingMember("\u{1B}x", 2, at: []),
            escaped: #""\u{1B}x""#),
        HostileValue(
            name: "a coordinate string with an isolate",
            json: valid.setting(["objects", 0, "coordinateX"], to: "\u{2066}2"), escaped: #""\u{2066}2""#),
        HostileValue(
            name: "an unknown key with a bell", json: valid.setting(["objects", 1, "ring\u{7}"], to: 1),
            escaped: #""ring\u{7}""#),
        HostileValue(
            name: "a pinned image with a bidi override", json: valid.setting(["objects", 1, "image"], to: "\u{202E}x"),
            escaped: #""\u{202E}x""#),
        HostileValue(
            name: "a file name with an escape", json: valid.removing(["version"]), file: "evil\u{1B}[2J.json",
            escaped: #""evil\u{1B}[2J.json""#),
    ]

    @Test("Error messages escape the bad values they quote", arguments: hostileValues)
    func escapedValues(_ hostile: HostileValue) throws {
        let found = problems(hostile.json, file: hostile.file)
        try #require(!found.isEmpty)
        for error in found {
            expectTerminalSafe(error.description)
        }
        #expect(found.contains { $0.description.contains(hostile.escaped) }, "\(found.map(\.description))")
    }

    @Test("A line separator in a quoted value is escaped, so the description stays one line")
    func lineSeparatorIsEscaped() throws {
        let error = try singleProblem(Self.valid.setting(["objects", 0, "kind"], to: "ani\u{2028}mal"))
        #expect(error.problem == .unknownKind("ani\u{2028}mal", suggestion: "animal"))
        expectTerminalSafe(error.description)
    }

    struct BrokenImage: Sendable, CustomTestStringConvertible {
        var name: String
        var image: JSONFixture
        var testDescription: String { name }
    }

    @Test(
        "A broken image is reported once, where it is defined, and not again as undefined where it is used",
        arguments: [
            BrokenImage(name: "no lines", image: []),
            BrokenImage(name: "101 lines", image: .array(Array(repeating: "|", count: 101))),
            BrokenImage(name: "not an array", image: "bird"),
        ])
    func brokenImageIsReportedOnce(_ broken: BrokenImage) {
        let found = problems(Self.valid.setting(["images", "bird-1"], to: broken.image))
        #expect(found.map(\.path) == ["images.bird-1"], "\(found.map(\.description))")
    }

    @Test("A long bad value is shortened in the message")
    func longValuesAreShortened() throws {
        let kind = String(repeating: "k", count: 1_000)
        let error = try singleProblem(Self.valid.setting(["objects", 0, "kind"], to: .string(kind)))
        #expect(error.description.contains(String(repeating: "k", count: 60) + "…\""))
        #expect(error.description.count < 200)
    }

    @Test("No description of any problem found here spans more than one line")
    func descriptionsAreOneLine() {
        let everyCase =
            Self.syntaxCases + Self.utf8Cases + Self.documentCases + Self.imageCases + Self.objectCases
            + Self.missingFieldCases + Self.mistypedFieldCases + Self.ruleCases + Self.durationCases
            + Self.controlCharacterCases
        for broken in everyCase {
            for error in problems(bytes: broken.bytes, file: "a file.json") {
                #expect(!error.description.contains("\n"), "\(broken.name): \(error.description)")
                #expect(!error.description.contains("\r"), "\(broken.name): \(error.description)")
            }
        }
    }
}
