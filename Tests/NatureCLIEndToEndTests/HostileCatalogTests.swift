import Foundation
import NatureKit
import NatureKitTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bad catalogs of every kind, run through `nature-cli validate` and `nature-cli random --catalog`: each must
/// exit with the documented status, say on stderr what is wrong and where, print nothing on stdout, and let
/// nothing from the file reach the terminal unescaped.
@Suite("nature-cli, hostile catalogs")
struct HostileCatalogTests {
    private typealias Fixture = CatalogFixtures.BirdAndStone
    private static let valid = Fixture.valid

    /// The valid catalog with the bird's `key` set to `value`.
    private static func bird(_ key: String, _ value: JSONFixture) -> JSONFixture {
        valid.setting(["objects", 0, .key(key)], to: value)
    }

    /// A case whose problem is the bird's `key` set to `value`, reported at that key.
    private static func birdField(_ name: String, _ key: String, _ value: JSONFixture, _ message: String)
        -> HostileCatalog
    {
        HostileCatalog(name, bird(key, value), at: "objects[0].\(key)", message)
    }

    static let syntax: [HostileCatalog] = [
        HostileCatalog("an empty file", .literal(""), at: "", "the file ends where a value was expected"),
        HostileCatalog("not JSON at all", .literal("hello"), at: "", "expected a value, found 'h'"),
        HostileCatalog(
            "a file cut off inside a string", text: valid.text(cutAfter: #""title": "Bi"#), at: "objects[0].title",
            "a string is not closed"),
        HostileCatalog(
            "a trailing comma", text: valid.text(replacing: #""color": "cyan"}"#, with: #""color": "cyan",}"#),
            at: "objects[0]", "expected a key in double quotes, found '}'"),
        HostileCatalog(
            "text after the document", text: valid.text + "\nx", at: "",
            "unexpected 'x' after the end of the document"),
        HostileCatalog("single quotes", .literal("{'version': 1}"), at: "", "expected a key in double quotes"),
        HostileCatalog(
            "a misspelled literal", valid.setting(["version"], to: .literal("ture")), at: "version",
            "expected true, found 'u'"),
        HostileCatalog("a comment", text: "// catalog\n" + valid.text, at: "", "expected a value, found '/'"),
        birdField("an unknown escape", "title", .literal(#""B\xird""#), #"unknown escape \x in a string"#),
        birdField("NaN", "animationDuration", .literal("NaN"), "expected a value, found 'N'"),
        HostileCatalog(
            "a number with a leading zero", bird("coordinateX", .literal("02")), at: "objects[0]",
            "expected ',' or '}' after a member, found '2'"),
        HostileCatalog(
            "arrays nested 100 deep", .literal(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)),
            at: String(repeating: "[0]", count: 64), "nested more than 64 deep"),
    ]

    static let encoding: [HostileCatalog] = {
        /// The valid catalog with `text` replaced by `bytes`, which are not UTF-8, in the value at `path`.
        func notUTF8(_ name: String, replacing text: String, with bytes: [UInt8], at path: String) -> HostileCatalog {
            HostileCatalog(name, bytes: valid.bytes(replacing: text, with: bytes), at: path, "not valid UTF-8")
        }
        return [
            notUTF8("a byte that is never UTF-8", replacing: "Bird", with: [0x42, 0xFF, 0x69], at: "objects[0].title"),
            notUTF8("an overlong encoding", replacing: "Animal", with: [0xC0, 0xAF], at: "objects[0].type"),
            notUTF8(
                "a surrogate encoded as UTF-8", replacing: "(__)", with: [0xED, 0xA0, 0x80], at: "images.stone[0]"),
            notUTF8("a sequence cut short", replacing: "Stone", with: [0xE2, 0x82], at: "objects[1].title"),
            HostileCatalog(
                "UTF-16 little-endian with a byte order mark",
                bytes: valid.utf16Bytes(bigEndian: false, byteOrderMark: true), at: "",
                "expected a value, found byte 0xFF"),
            HostileCatalog(
                "UTF-16 big-endian with a byte order mark",
                bytes: valid.utf16Bytes(bigEndian: true, byteOrderMark: true), at: "",
                "expected a value, found byte 0xFE"),
            HostileCatalog(
                "UTF-16 without a byte order mark",
                bytes: valid.utf16Bytes(bigEndian: false, byteOrderMark: false), at: "",
                "found byte 0x00"),
            birdField("a lone lead surrogate escape", "title", .literal(#""B\ud800ird""#), "half of a surrogate pair"),
            birdField("a lone trail surrogate escape", "type", .literal(#""\udc00""#), "half of a surrogate pair"),
            birdField(
                "a lead surrogate escape before a letter", "title", .literal(#""\ud83d\u0041""#),
                "half of a surrogate pair"),
            HostileCatalog(
                "a raw NUL byte in a string", bytes: valid.bytes(replacing: "Bird", with: [0x42, 0x00]),
                at: "objects[0].title", "a raw control character (byte 0x00)"),
        ]
    }()

    static let structure: [HostileCatalog] = [
        HostileCatalog("an array at the top", [], at: "", "a catalog must be a JSON object, found an array"),
        HostileCatalog("no version", valid.removing(["version"]), at: "", #"missing "version""#),
        HostileCatalog("version 2", valid.setting(["version"], to: 2), at: "version", #""version" must be 1"#),
        HostileCatalog(
            "version as a string", valid.setting(["version"], to: "1"), at: "version", #"found the string "1""#),
        HostileCatalog("no objects", valid.setting(["objects"], to: []), at: "objects", #""objects" is empty"#),
        HostileCatalog(
            "objects not an array", valid.setting(["objects"], to: ["a": [Fixture.bird, Fixture.stone]]),
            at: "objects", "expected an array of objects, found an object"),
        HostileCatalog(
            "no images", ["version": 1, "pictures": Fixture.images, "objects": [Fixture.bird, Fixture.stone]],
            at: "pictures", "unknown key \"pictures\""),
        HostileCatalog(
            "an object that is a string", valid.setting(["objects", 0], to: "Bird"), at: "objects[0]",
            #"expected an object, found the string "Bird""#),
        HostileCatalog(
            "an object without a kind", valid.removing(["objects", 0, "kind"]), at: "objects[0] (in \"Bird\")",
            #"missing "kind""#),
        birdField("an unknown kind", "kind", "animl", #"unknown kind "animl"; did you mean "animal"?"#),
        HostileCatalog(
            "a missing field", valid.removing(["objects", 0, "coordinateY"]), at: "objects[0] (in \"Bird\")",
            #"missing "coordinateY""#),
    ]

    static let types: [HostileCatalog] = [
        birdField("a coordinate as a string", "coordinateX", "2", "expected an integer"),
        birdField("a fraction for a coordinate", "coordinateX", 2.5, "found the number 2.5"),
        birdField("a huge exponent for a coordinate", "coordinateX", .literal("1e400"), "found the number 1e400"),
        birdField("an integer beyond Int", "coordinateX", .literal("99999999999999999999"), "expected an integer from"),
        birdField("frames as a string", "animationImages", "bird-1", "expected an array"),
        birdField("a title that is a number", "title", 42, "expected a string, found the number 42"),
        HostileCatalog(
            "an image line that is a number", valid.setting(["images", "stone", 0], to: 7), at: "images.stone[0]",
            "expected a line of text"),
        HostileCatalog(
            "an image that is a string", valid.setting(["images", "stone"], to: " (__) "), at: "images.stone",
            "expected an array of lines"),
        birdField("a colour that is a number", "color", 7, "expected a string"),
    ]

    static let ranges: [HostileCatalog] = [
        birdField("a duration of 0", "animationDuration", 0, "must be more than 0 and at most 60 seconds, found 0"),
        birdField("a duration over 60 seconds", "animationDuration", 60.5, "found 60.5"),
        birdField("a negative duration", "animationDuration", -1, "found -1"),
        birdField(
            "an infinite duration", "animationDuration", .literal("1e400"), "must be more than 0 and at most 60 seconds"
        ),
        HostileCatalog(
            "an image of 101 lines", valid.setting(["images", "stone"], to: .array(Array(repeating: "x", count: 101))),
            at: "images.stone", "an image must have 1 to 100 lines, found 101"),
        HostileCatalog(
            "an image of no lines", valid.setting(["images", "stone"], to: []), at: "images.stone",
            "an image must have 1 to 100 lines, found 0"),
        HostileCatalog(
            "a line of 201 columns",
            valid.setting(["images", "stone", 0], to: .string(String(repeating: "x", count: 201))),
            at: "images.stone[0]", "a line may take at most 200 columns, found 201"),
        HostileCatalog(
            "a line of 101 wide characters",
            valid.setting(["images", "stone", 0], to: .string(String(repeating: "雨", count: 101))),
            at: "images.stone[0]", "found 202"),
        HostileCatalog(
            "a line of 101 emoji families",
            valid.setting(
                ["images", "stone", 0], to: .string(String(repeating: "👨\u{200D}👩\u{200D}👧\u{200D}👦", count: 101))),
            at: "images.stone[0]", "a line may take at most 200 columns, found 202"),
        birdField("no frames", "animationImages", [], "must name at least one image"),
        birdField("an empty title", "title", "", "must not be empty"),
        birdField("a title of blanks", "title", "   ", "must not be empty"),
        HostileCatalog(
            "an empty type", bird("type", ""), at: "objects[0].type (in \"Bird\")", "must not be empty"),
        HostileCatalog(
            "a speed of 1e308", bird("speed", .literal("1e308")), at: "objects[0].speed (in \"Bird\")",
            "must be from -100 to 100 cells per second"),
    ]

    /// Speeds too slow to move, 5e-324 a subnormal one: validate once accepted them, and scene died with SIGILL.
    static let slowSpeeds = ["1e-21", "-1e-21", "5e-324", "1e-10"]

    static let tooSlow = slowSpeeds.map { speed in
        HostileCatalog(
            "a speed of \(speed)", bird("speed", .literal(speed)), at: "objects[0].speed (in \"Bird\")",
            "moves less than one cell an hour; write 0 to keep it in place, or at least 1/3600 cells per second "
                + "either way, found \(speed)")
    }

    /// Text and lists past their limits, which once let one catalog swell a command to gigabytes.
    static let lengths: [HostileCatalog] = [
        birdField(
            "a title of 101 characters", "title", .string(String(repeating: "B", count: 101)),
            "may be at most 100 characters long, found 101; shorten it"),
        birdField(
            "a title of a million characters", "title", .string(String(repeating: "B", count: 1_000_000)),
            "found 1000000"),
        HostileCatalog(
            "a type of 101 characters", bird("type", .string(String(repeating: "T", count: 101))),
            at: "objects[0].type (in \"Bird\")", "may be at most 100 characters long"),
        HostileCatalog(
            "an image name of 101 characters",
            valid.addingMember(String(repeating: "i", count: 101), ["x"], at: ["images"]),
            at: "images[" + TerminalText.quoted(String(repeating: "i", count: 101)) + "]", "found 101"),
        HostileCatalog(
            "101 frames", bird("animationImages", .array(Array(repeating: "bird-1", count: 101))),
            at: "objects[0].animationImages (in \"Bird\")", "may name at most 100 images, found 101"),
    ]

    /// `null` is a key left out: refused where a key is required.
    static let nulls: [HostileCatalog] = [
        birdField("a null title", "title", .literal("null"), "found null"),
        HostileCatalog(
            "null frames", bird("animationImages", .literal("null")),
            at: "objects[0].animationImages (in \"Bird\")", "expected an array"),
    ]

    /// One name written two ways in Unicode is one name.
    static let unicode: [HostileCatalog] = [
        HostileCatalog(
            "two image names that are one in Unicode",
            valid.addingMember("caf\u{E9}", ["x"], at: ["images"]).addingMember("cafe\u{301}", ["y"], at: ["images"]),
            at: "images[\"cafe\u{301}\"]", #"written "caf\u{E9}" and "cafe\u{301}""#),
        HostileCatalog(
            "two titles that are one in Unicode, in another case",
            valid.setting(["objects", 0, "title"], to: "Caf\u{E9}").setting(
                ["objects", 1, "title"], to: "CAFE\u{301}"),
            at: "objects[1].title (in \"CAFE\u{301}\")", "is already used at objects[0].title"),
    ]

    static let references: [HostileCatalog] = [
        HostileCatalog(
            "a frame that is not defined", valid.setting(["objects", 0, "animationImages", 1], to: "bird-3"),
            at: "objects[0].animationImages[1] (in \"Bird\")",
            #"image "bird-3" is not defined in "images"; did you mean "bird-1"?"#),
        HostileCatalog(
            "a still that is not defined", valid.setting(["objects", 1, "randomImages", 0], to: "stones"),
            at: "objects[1].randomImages[0] (in \"Stone\")", #"did you mean "stone"?"#),
        HostileCatalog(
            "a pinned still that is not among the stills", valid.setting(["objects", 1, "image"], to: "bird-1"),
            at: "objects[1].image (in \"Stone\")", #"image "bird-1" is not one of "randomImages""#),
    ]

    static let duplicates: [HostileCatalog] = [
        HostileCatalog(
            "a title used twice, in another case", valid.setting(["objects", 1, "title"], to: "bIRD"),
            at: "objects[1].title (in \"bIRD\")", "already used at objects[0].title"),
        HostileCatalog(
            "a key written twice", valid.addingMember("type", "Bird", at: ["objects", 0]),
            at: "objects[0].type", #"the key "type" appears twice in one object"#),
        HostileCatalog(
            "an image defined twice", valid.addingMember("stone", ["x"], at: ["images"]),
            at: "images.stone", #"the key "stone" appears twice"#),
        HostileCatalog(
            "objects given twice", valid.addingMember("objects", [], at: []),
            at: "objects", #"the key "objects" appears twice"#),
    ]

    static let unknownKeys: [HostileCatalog] = [
        HostileCatalog(
            "a misspelled top-level key", valid.addingMember("verison", 1, at: []), at: "verison",
            #"unknown key "verison"; did you mean "version"?"#),
        HostileCatalog(
            "a misspelled field",
            valid.removing(["objects", 0, "color"]).setting(["objects", 0, "colour"], to: "cyan"),
            at: "objects[0].colour (in \"Bird\")", #"unknown key "colour"; did you mean "color"?"#),
        birdField(
            "an unknown colour", "color", "cyna",
            #"unknown color "cyna"; the colors are black, red, green, yellow, blue"#),
    ]

    static let injection: [HostileCatalog] = [
        // Written as JSON escapes.
        birdField("ESC and SGR in a title", "title", .literal(#""\u001b[31mBird""#), "the control character U+001B"),
        birdField("a CSI that clears the screen in a title", "title", .literal(#""\u001b[2J\u001b[H""#), "U+001B"),
        birdField("an OSC that sets the window title", "title", .literal(#""\u001b]0;pwned\u0007""#), "U+001B"),
        birdField("a C1 CSI in a title", "title", .literal(#""\u009b31mBird""#), "U+009B"),
        birdField("BEL in a title", "title", .literal(#""Bird\u0007""#), "U+0007"),
        birdField("a tab in a title", "title", .literal(#""Bi\trd""#), "U+0009"),
        birdField("a line break in a title", "title", .literal(#""Bird\nStone""#), "U+000A"),
        birdField("a right-to-left override in a title", "title", .literal(#""\u202edriB""#), "U+202E"),
        HostileCatalog(
            "ESC in a type", bird("type", .literal(#""\u001b[5mAnimal""#)), at: "objects[0].type (in \"Bird\")",
            "U+001B"),
        HostileCatalog(
            "a left-to-right isolate in a type", bird("type", .literal(#""\u2066Animal""#)),
            at: "objects[0].type (in \"Bird\")", "U+2066"),
        HostileCatalog(
            "ESC in the art", valid.setting(["images", "bird-1", 0], to: .literal(#""\u001b[2J  /  ""#)),
            at: "images.bird-1[0]", "U+001B"),
        HostileCatalog(
            "DEL in the art", valid.setting(["images", "stone", 0], to: .literal(#"" (__)\u007f""#)),
            at: "images.stone[0]", "U+007F"),
        HostileCatalog(
            "a C1 next-line in the art", valid.setting(["images", "stone", 0], to: .literal(#"" (\u0085__) ""#)),
            at: "images.stone[0]", "U+0085"),
        HostileCatalog(
            "a pop-directional-formatting in the art",
            valid.setting(["images", "stone", 0], to: .literal(#""\u202c (__) ""#)), at: "images.stone[0]",
            "U+202C"),
        // Written raw, where JSON allows it.
        HostileCatalog(
            "a raw C1 CSI in a title", bytes: valid.bytes(replacing: "Bird", with: [0xC2, 0x9B, 0x42]),
            at: "objects[0].title", "U+009B"),
        HostileCatalog(
            "a raw right-to-left override in a type",
            bytes: valid.bytes(replacing: "Animal", with: [0xE2, 0x80, 0xAE, 0x41]),
            at: "objects[0].type (in \"Bird\")", "U+202E"),
        HostileCatalog(
            "a raw DEL in the art", bytes: valid.bytes(replacing: "(__)", with: [0x28, 0x7F, 0x29]),
            at: "images.stone[0]", "U+007F"),
        HostileCatalog(
            "a raw first-strong isolate in the art",
            bytes: valid.bytes(replacing: "(__)", with: [0xE2, 0x81, 0xA8]), at: "images.stone[0]", "U+2068"),
        // Raw C0 bytes are not JSON: refused by the parser, and the message does not echo them.
        HostileCatalog(
            "a raw ESC in a title", bytes: valid.bytes(replacing: "Bird", with: Array("\u{1B}[2JBird".utf8)),
            at: "objects[0].title", "a raw control character (byte 0x1B)"),
        HostileCatalog(
            "a raw BEL in the art", bytes: valid.bytes(replacing: "(__)", with: [0x07]), at: "images.stone[0]",
            "(byte 0x07)"),
        HostileCatalog(
            "a raw tab in the art", bytes: valid.bytes(replacing: "(__)", with: [0x09]), at: "images.stone[0]",
            "(byte 0x09)"),
        // In names that are quoted back in messages and paths (JSONFixture writes ESC and BEL in a key escaped).
        HostileCatalog(
            "an OSC in a top-level key", valid.addingMember("\u{1B}]0;pwned\u{7}", 1, at: []),
            at: #"["\u{1B}]0;pwned\u{7}"]"#, "unknown key"),
        HostileCatalog(
            "a C1 CSI in an object's key", text: valid.text(replacing: #""color""#, with: #""\u009bcolor""#),
            at: #"objects[0]["\u{9B}color"]"#, "unknown key"),
        HostileCatalog(
            "ESC in an undefined image's name",
            valid.setting(["objects", 0, "animationImages", 1], to: .literal(#""\u001b[2Jbird""#)),
            at: "objects[0].animationImages[1] (in \"Bird\")", #"image "\u{1B}[2Jbird" is not defined"#),
        birdField(
            "an OSC in a kind", "kind", .literal(#""\u001b]0;pwned\u0007""#), #"unknown kind "\u{1B}]0;pwned\u{7}""#),
        birdField(
            "a right-to-left override in a colour", "color", .literal(#""\u202ecyan""#),
            #"unknown color "\u{202E}cyan"; the colors are black"#),
    ]

    /// Numbers that `validate` once passed and `scene` trapped on, names that reached the terminal raw,
    /// and characters of one column that cost a command hundreds of megabytes.
    static let trial: [HostileCatalog] = {
        let coordinates = [
            "9007199254740992", "-9007199254740992", "4611686018427387904", "-4611686018427387904",
            "9223372036854775807", "-9223372036854775808", "1000001",
        ]
        return coordinates.flatMap { value in
            ["coordinateX", "coordinateY"].map { key in
                HostileCatalog(
                    "\(key) \(value)", valid.setting(["objects", 1, .key(key)], to: .literal(value)),
                    at: "objects[1].\(key) (in \"Stone\")", "must be from -1000000 to 1000000, found \(value)")
            }
        } + [
            HostileCatalog(
                "an OSC and a C1 CSI in an image name",
                valid.addingMember("\u{1B}]0;pwned\u{7}\u{9B}2J", ["x"], at: ["images"]),
                at: #"images["\u{1B}]0;pwned\u{7}\u{9B}2J"]"#, "contains the control character U+001B"),
            HostileCatalog(
                "a newline in an image name", valid.addingMember("a\nb", ["x"], at: ["images"]),
                at: #"images["a\nb"]"#, "U+000A"),
            HostileCatalog(
                "a right-to-left override in an image name", valid.addingMember("\u{202E}x", ["x"], at: ["images"]),
                at: #"images["\u{202E}x"]"#, "U+202E"),
            HostileCatalog(
                "one character of a million combining marks",
                valid.setting(
                    ["images", "stone", 0], to: .string("e" + String(repeating: "\u{301}", count: 1_000_000))),
                at: "images.stone[0]", "may hold at most 1000 characters, counted in code points, found 1000001"),
            HostileCatalog(
                "a ZWJ sequence of 2000 emoji",
                valid.setting(
                    ["images", "stone", 0],
                    to: .string(Array(repeating: "🐦", count: 2000).joined(separator: "\u{200D}"))),
                at: "images.stone[0]", "found 3999"),
        ]
    }()

    /// Every class of bad catalog.
    static let classes = [
        syntax, encoding, structure, types, ranges, tooSlow, lengths, nulls, unicode, references, duplicates,
        unknownKeys, injection, trial,
    ]

    @Test(
        "Bad catalogs exit 65 and say where, with nothing on stdout and nothing unescaped", arguments: classes.joined())
    func badCatalog(_ hostile: HostileCatalog) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(hostile.bytes, to: "catalog.json")
        let location = "\(file): \(hostile.path.isEmpty ? "top level" : hostile.path)"
        try expectRefused(file, status: hostile.status, firstLineStartingWith: location, containing: hostile.message)
    }

    /// The folder `Scripts/schema-check.sh` asks the corpus to be written to, for a JSON Schema validator.
    static let exportFolder = ProcessInfo.processInfo.environment["NATUREKIT_HOSTILE_CATALOGS"]

    @Test(
        "The corpus is written out, one file per catalog, when NATUREKIT_HOSTILE_CATALOGS names a folder",
        .enabled(if: exportFolder != nil))
    func exportCorpus() throws {
        let folder = URL(fileURLWithPath: try #require(Self.exportFolder))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, hostile) in Self.classes.joined().enumerated() {
            let name = String(format: "%03d-", index) + hostile.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
            try Data(hostile.bytes).write(to: folder.appendingPathComponent(String(name) + ".json"))
        }
    }

    @Test("There are at least 40 hostile catalogs, and they cover every class")
    func corpusSize() {
        #expect(Self.classes.allSatisfy { !$0.isEmpty })
        #expect(Self.classes.joined().count >= 40)
    }

    // MARK: - Catalogs that once crashed or swelled a command

    @Test(
        "scene refuses a speed too slow to move with 65, where it once died with SIGILL",
        arguments: slowSpeeds)
    func sceneWithSlowSpeed(speed: String) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.bird("speed", .literal(speed)).bytes, to: "slow.json")
        let result = try Self.measured(["scene", "--catalog", file], environment: ["COLUMNS": "80", "LINES": "24"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("moves less than one cell an hour"))
    }

    /// A catalog as close to 16 MiB as it goes, every title and type as long as allowed: the most text a
    /// catalog can put in front of a card, a list and a did-you-mean.
    private static func longestTitles() -> [UInt8] {
        var text = #"{"version": 1, "images": {"a": ["x"], "b": ["y"]}, "objects": ["#
        let type = String(repeating: "Y", count: Catalog.maximumNameLength)
        var index = 0
        while true {
            let number = String(index)
            let title =
                String(repeating: "0", count: 8 - number.count) + number + "T"
                + String(repeating: "T", count: Catalog.maximumNameLength - 9)
            let object =
                #"{"kind": "animal", "title": "\#(title)", "type": "\#(type)", "coordinateX": \#(index), "#
                + #""coordinateY": 0, "animationImages": ["a", "b"], "animationDuration": 1}"#
            guard text.utf8.count + object.utf8.count + 4 <= Catalog.maximumSize else { break }
            text += (index == 0 ? "" : ",\n") + object
            index += 1
        }
        return Array((text + "]}").utf8)
    }

    // Under a sanitizer the peak is the sanitizer's shadow memory, not the catalog's.
    @Test(
        "random on 16 MiB of the longest titles peaks under 128 MiB, and a 1000-character wrong title is answered",
        .measuringMemory)
    func longestTitlesStayBounded() throws {
        // The peak is the point of this test: it does not pass without GNU time to measure it.
        _ = try RequiredTool.path("time")
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.longestTitles(), to: "titles.json")
        let random = try MeasuredRun(["random", "--catalog", file, "--seed", "1"])
        #expect(random.result.status == 0)
        let kibibytes = try #require(random.peakKibibytes)
        #expect(kibibytes < Self.peakLimit, "peak RSS \(kibibytes) KiB")

        // A thousand characters against fifty thousand titles of a hundred: the search that took minutes.
        // Loading 16 MiB is most of it, some seconds in a debug build.
        let show = try Self.measured(["show", String(repeating: "q", count: 1000), "--catalog", file])
        #expect(show.status == 64)
        #expect(show.stderr.hasSuffix("; 'nature-cli list' shows every title\n"))
    }

    /// The bird and the stone, the stone's picture one grapheme: an `e` and 8 million combining acute
    /// accents, 16,000,001 bytes of a catalog that may hold 16 MiB.
    private static func graphemeBomb() -> [UInt8] {
        var marks = [UInt8](repeating: 0x81, count: 16_000_001)
        marks[0] = UInt8(ascii: "e")
        for index in stride(from: 1, to: marks.count, by: 2) { marks[index] = 0xCC }
        return valid.bytes(replacing: " (__) ", with: marks)
    }

    @Test("A picture of one grapheme of 8 million combining marks is refused by every command, piped and on a terminal")
    func graphemeBomb() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.graphemeBomb(), to: "bomb.json")
        let problem = "images.stone[0]: a line may hold at most 1000 characters, counted in code points, found 8000001"
        let piped = [
            ["validate", file], ["random", "--catalog", file], ["show", "Bird", "--catalog", file],
            ["scene", "--catalog", file],
        ]
        for arguments in piped {
            let result = try Self.measured(arguments, environment: ["COLUMNS": "80", "LINES": "24"])
            #expect(result.status == 65, "\(arguments[0]) exited \(result.status)")
            #expect(result.stderr.contains(problem), "\(arguments[0]) said \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        // On a terminal, which shows standard error with the rest.
        for arguments in [["browse", "--catalog", file], ["scene", "--catalog", file]] {
            let result = try Self.measured(arguments, environment: ["TERM": "xterm-256color"], onTerminal: true)
            #expect(result.status == 65, "\(arguments[0]) exited \(result.status)")
            #expect(result.stdout.contains(problem), "\(arguments[0]) said \(result.stdout)")
        }
    }

    // MARK: - Files that are not catalogs

    @Test("A file one byte over 16 MiB is refused with 65 before it is parsed")
    func tooLarge() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.padded(to: Catalog.maximumSize + 1), to: "huge.json")
        try expectRefused(file, status: 65, firstLineStartingWith: "\(file): top level", containing: "16 MiB")
    }

    @Test("A sparse file of 4 GiB is refused by its size before a byte is read, in little memory", .measuringMemory)
    func hugeSparseFile() throws {
        let time = try RequiredTool.path("time")
        let directory = try TemporaryDirectory()
        let file = try directory.write(Array(#"{"version": 1"#.utf8), to: "huge.json")
        // Once the size was looked for as an Int, which FoundationEssentials never gives, and the whole file
        // was read before it was refused.
        try #require(truncate(file, 4 << 30) == 0)
        let result = try ShellCommand.run(
            "\(ShellCommand.quoted(time)) -f 'peak %M' \"$NATURE_CLI\" validate \"$FILE\" 2>&1 | tail -3",
            environment: ["FILE": file])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "\(file): top level: is larger than the 16 MiB a catalog may be", "\(lines)")
        #expect(lines.contains("Command exited with non-zero status 65"))
        let kibibytes = try #require(Int((lines.last ?? "").dropFirst("peak ".count).prefix { $0.isNumber }))
        #expect(kibibytes < 64 * 1024, "peak RSS \(kibibytes) KiB")
    }

    @Test("A file of exactly 16 MiB is still read")
    func largestAllowed() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.padded(to: Catalog.maximumSize), to: "largest.json")
        let result = try Self.measured(["validate", file])
        #expect(result.status == 0)
        #expect(result.stdout == "\(file): valid, 2 objects, 3 images\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("A file named with escape sequences is named escaped, valid or not: its name never acts on the terminal")
    func fileNamedWithEscapes() throws {
        let directory = try TemporaryDirectory()
        let name = "title\u{1B}]0;pwned\u{07}.json"
        let file = try directory.write(Fixture.valid.bytes, to: name)
        let shown = "\"\(directory.url.path)/title\\u{1B}]0;pwned\\u{7}.json\""
        let valid = try Self.measured(["validate", file])
        #expect(valid.status == 0)
        #expect(valid.stdout == "\(shown): valid, 2 objects, 3 images\n")
        _ = try directory.write(Array("{".utf8), to: name)
        let invalid = try Self.measured(["validate", file])
        #expect(invalid.status == 65)
        #expect(invalid.stderr.hasPrefix("\(shown): "), "\(invalid.stderr)")
        #expect(!(valid.stdout + invalid.stderr).unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }

    /// The valid catalog followed by blanks up to `size` bytes.
    private static func padded(to size: Int) -> [UInt8] {
        let text = Fixture.valid.bytes
        return text + [UInt8](repeating: UInt8(ascii: " "), count: size - text.count)
    }

    @Test("/dev/zero is refused with 66 before anything is read")
    func deviceZero() throws {
        try expectRefused(
            "/dev/zero", status: 66, firstLineStartingWith: "/dev/zero: ", containing: "not a regular file")
    }

    @Test("A FIFO is refused with 66, without waiting for a writer")
    func fifo() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path("catalog.json")
        try #require(mkfifo(fifo, 0o600) == 0)
        // Should nature-cli ever block opening or reading the FIFO, this writer lets it go after a while, so
        // that the test fails instead of hanging.
        let watchdog = FIFOWatchdog(path: fifo, seconds: 60)
        defer { watchdog.cancel() }
        try expectRefused(fifo, status: 66, firstLineStartingWith: "\(fifo): ", containing: "not a regular file")
        #expect(!watchdog.hadToRelease, "nature-cli blocked on the FIFO until the watchdog opened it")
    }

    @Test("A directory is refused with 66")
    func directory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.path
        try expectRefused(path, status: 66, firstLineStartingWith: "\(path): ", containing: "not a regular file")
    }

    @Test("A missing file is refused with 66")
    func missing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("nothing-here.json")
        try expectRefused(path, status: 66, firstLineStartingWith: "\(path): ", containing: "no such file")
    }

    /// Root reads any file whatever its mode, so as root the command runs as `nobody` through setpriv.
    static let canDenyReading = !isRunningAsRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(
        "A file without read permission is refused with 66",
        .enabled(if: canDenyReading, "running as root without /usr/bin/setpriv: chmod 000 does not stop root"))
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Fixture.valid.bytes, to: "secret.json")
        try #require(chmod(file, 0o000) == 0)
        for command in ["validate", "random --catalog"] {
            let prefix = isRunningAsRoot ? "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
            let result = try ShellCommand.run(
                #"\#(prefix)"$NATURE_CLI" \#(command) "$FILE""#, environment: ["FILE": file])
            #expect(result.status == 66, "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(firstLine.hasSuffix("\(file): cannot be read: permission denied"), "\(command): \(firstLine)")
        }
    }

    @Test("A file name with escape sequences is escaped in the message")
    func hostileFileName() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Array("[]".utf8), to: "evil\u{1B}]0;pwned\u{7}\u{1B}[2J.json")
        let escaped = TerminalText.quoted(file, limit: 200)
        #expect(escaped.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J.json""#))
        try expectRefused(
            file, status: 65, firstLineStartingWith: "\(escaped): top level", containing: "found an array")
    }

    // MARK: - Checking what nature-cli says

    /// The most memory a command may take for any catalog of at most 16 MiB, in KiB.
    static let peakLimit = 128 * 1024

    /// How soon a command must say something, whatever the catalog: 2 s as shipped. A debug build parses
    /// some 25 times slower (the grapheme bomb takes 7 s), so it is held to the patience of the other
    /// end-to-end tests instead.
    static let firstOutputLimit: Duration = {
        #if DEBUG
            .seconds(30)
        #else
            .seconds(2)
        #endif
    }()

    /// Whether memory and time are worth checking: under a sanitizer they measure the sanitizer.
    static let measuresCost = !Sanitizer.isRunning

    /// Runs `nature-cli` with `arguments` and checks that it peaked within ``peakLimit`` and said its first
    /// word within ``firstOutputLimit``; returns what it printed.
    static func measured(
        _ arguments: [String], environment: [String: String] = [:], onTerminal: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CommandResult {
        let run = try MeasuredRun(arguments, environment: environment, onTerminal: onTerminal)
        let command = arguments.first ?? ""
        guard measuresCost else { return run.result }
        if let peak = run.peakKibibytes {
            #expect(peak <= peakLimit, "\(command) peaked at \(peak) KiB", sourceLocation: sourceLocation)
        }
        let first = try #require(run.firstOutput, "\(command) said nothing", sourceLocation: sourceLocation)
        #expect(
            first <= firstOutputLimit, "\(command) first said something after \(first)", sourceLocation: sourceLocation)
        return run.result
    }

    /// Runs `validate <file>` and `random --catalog <file>` and checks that both refuse the file with
    /// `status`, print nothing on stdout, and report on stderr, one problem a line, first the expected one.
    private func expectRefused(
        _ file: String,
        status: Int32,
        firstLineStartingWith location: String,
        containing message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let validate = try Self.measured(["validate", file], sourceLocation: sourceLocation)
        let random = try Self.measured(["random", "--catalog", file, "--seed", "1"], sourceLocation: sourceLocation)
        for (command, result) in [("validate", validate), ("random", random)] {
            #expect(result.status == status, "\(command) exited \(result.status)", sourceLocation: sourceLocation)
            #expect(result.stdout.isEmpty, "\(command) wrote on stdout", sourceLocation: sourceLocation)
            expectPrintableOutput(result.stdout, "\(command)'s stdout", sourceLocation: sourceLocation)
            expectPrintableOutput(result.stderr, "\(command)'s stderr", sourceLocation: sourceLocation)
            #expect(result.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
        }

        // random: the first problem, on one line.
        let expectedPrefix = "nature-cli: " + location
        #expect(
            random.stderr.hasPrefix(expectedPrefix), "random said \(random.stderr.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            random.stderr.contains(message), "random said \(random.stderr.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(random.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)

        // validate: every problem, one a line, the same first one, and a count when there are several.
        let lines = validate.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(!lines.isEmpty, sourceLocation: sourceLocation)
        if lines.count > 1 {
            #expect(lines.last == "\(lines.count - 1) problems found", sourceLocation: sourceLocation)
        }
        #expect(
            "nature-cli: " + (lines.first ?? "") + "\n" == random.stderr,
            "validate's first line differs from random's message", sourceLocation: sourceLocation)
    }
}

/// Opens a FIFO for writing after `seconds` unless cancelled first, so that a reader stuck on it is let go.
private final class FIFOWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var released = false

    init(path: String, seconds: Double) {
        let thread = Thread { [self] in
            if waitUntil(seconds: seconds, { lock.withLock { cancelled } }) { return }
            lock.withLock { released = true }
            // Non-blocking: fails at once unless a reader is waiting, in which case that reader gets EOF.
            let descriptor = open(path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
        thread.start()
    }

    var hadToRelease: Bool { lock.withLock { released } }

    func cancel() { lock.withLock { cancelled = true } }
}
