import Foundation
import Testing

@testable import NatureKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One hostile catalog file and what `nature-cli` must say about it.
struct HostileCatalog: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    /// 65 for data that was read and found wrong; 66 is for files that cannot be read (see the tests below).
    var status: Int32 = 65
    /// The JSON path the first message must name; empty for a problem with the whole document.
    var path: String
    /// Text the first message must contain.
    var message: String

    var testDescription: String { name }

    init(_ name: String, _ text: String, at path: String, _ message: String) {
        self.init(name, bytes: Array(text.utf8), at: path, message)
    }

    init(_ name: String, bytes: [UInt8], at path: String, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.path = path
        self.message = message
    }
}

/// Catalog text to break one piece at a time: a valid catalog of a bird (animated) and a stone (still).
private enum Hostile {
    static let images = #"{"bird-1": ["  \\  /  "], "bird-2": ["   \\/   "], "stone": [" (__) "]}"#
    static let bird = #"""
        {"kind": "animal", "title": "Bird", "type": "Animal", "coordinateX": 2, "coordinateY": 0,
           "animationImages": ["bird-1", "bird-2"], "animationDuration": 0.7, "color": "cyan"}
        """#
    static let stone = #"""
        {"kind": "notAnimal", "title": "Stone", "type": "Landscape", "coordinateX": 0, "coordinateY": 0,
           "randomImages": ["stone"]}
        """#

    static func catalog(version: String = "1", images: String = images, objects: [String] = [bird, stone]) -> String {
        """
        {"version": \(version),
         "images": \(images),
         "objects": [
          \(objects.joined(separator: ",\n  "))]}

        """
    }

    /// The valid catalog with its bird changed.
    static func bird(_ marker: String, _ replacement: String) -> String {
        catalog(objects: [bird.replacingOnce(marker, with: replacement), stone])
    }

    /// The valid catalog with its stone changed.
    static func stone(_ marker: String, _ replacement: String) -> String {
        catalog(objects: [bird, stone.replacingOnce(marker, with: replacement)])
    }

    /// The valid catalog with its images changed.
    static func images(_ marker: String, _ replacement: String) -> String {
        catalog(images: images.replacingOnce(marker, with: replacement))
    }

    /// The valid catalog's bytes with the first `marker` replaced by raw `bytes`, for text JSON cannot spell.
    static func bytes(_ text: String, _ marker: String, _ bytes: [UInt8]) -> [UInt8] {
        guard let range = text.range(of: marker) else { preconditionFailure("\"\(marker)\" is not in the text") }
        return Array(text[..<range.lowerBound].utf8) + bytes + Array(text[range.upperBound...].utf8)
    }

    /// `text` up to and including the first `marker`.
    static func cut(_ text: String, after marker: String) -> String {
        guard let range = text.range(of: marker) else { preconditionFailure("\"\(marker)\" is not in the text") }
        return String(text[..<range.upperBound])
    }

    static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }
}

extension String {
    fileprivate func replacingOnce(_ marker: String, with replacement: String) -> String {
        guard let range = range(of: marker) else { preconditionFailure("\"\(marker)\" is not in \(self)") }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// Bad catalogs of every kind, run through `nature-cli validate` and `nature-cli random --catalog`: each must
/// exit with the documented status, say on stderr what is wrong and where, print nothing on stdout, and let
/// nothing from the file reach the terminal unescaped.
@Suite("nature-cli, hostile catalogs")
struct HostileCatalogTests {
    static let syntax: [HostileCatalog] = [
        HostileCatalog("an empty file", "", at: "", "the file ends where a value was expected"),
        HostileCatalog("not JSON at all", "hello", at: "", "expected a value, found 'h'"),
        HostileCatalog(
            "a file cut off inside a string", Hostile.cut(Hostile.catalog(), after: #""title": "Bi"#),
            at: "objects[0].title",
            "a string is not closed"),
        HostileCatalog(
            "a trailing comma", Hostile.bird(#""color": "cyan"}"#, #""color": "cyan",}"#), at: "objects[0]",
            "expected a key in double quotes, found '}'"),
        HostileCatalog(
            "text after the document", Hostile.catalog() + "x", at: "", "unexpected 'x' after the end of the document"),
        HostileCatalog("single quotes", "{'version': 1}", at: "", "expected a key in double quotes"),
        HostileCatalog(
            "a misspelled literal", Hostile.catalog(version: "ture"), at: "version", "expected true, found 'u'"),
        HostileCatalog("a comment", "// catalog\n" + Hostile.catalog(), at: "", "expected a value, found '/'"),
        HostileCatalog(
            "an unknown escape", Hostile.bird(#""Bird""#, #""B\xird""#), at: "objects[0].title",
            #"unknown escape \x in a string"#),
        HostileCatalog(
            "NaN", Hostile.bird("0.7", "NaN"), at: "objects[0].animationDuration", "expected a value, found 'N'"),
        HostileCatalog(
            "a number with a leading zero", Hostile.bird(#""coordinateX": 2"#, #""coordinateX": 02"#),
            at: "objects[0]", "expected ',' or '}' after a member, found '2'"),
        HostileCatalog(
            "arrays nested 100 deep", String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
            at: String(repeating: "[0]", count: 64), "nested more than 64 deep"),
    ]

    static let encoding: [HostileCatalog] = [
        HostileCatalog(
            "a byte that is never UTF-8", bytes: Hostile.bytes(Hostile.catalog(), "Bird", [0x42, 0xFF, 0x69]),
            at: "objects[0].title", "not valid UTF-8"),
        HostileCatalog(
            "an overlong encoding", bytes: Hostile.bytes(Hostile.catalog(), "Animal", [0xC0, 0xAF]),
            at: "objects[0].type", "not valid UTF-8"),
        HostileCatalog(
            "a surrogate encoded as UTF-8", bytes: Hostile.bytes(Hostile.catalog(), "(__)", [0xED, 0xA0, 0x80]),
            at: "images.stone[0]", "not valid UTF-8"),
        HostileCatalog(
            "a sequence cut short", bytes: Hostile.bytes(Hostile.catalog(), "Stone", [0xE2, 0x82]),
            at: "objects[1].title", "not valid UTF-8"),
        HostileCatalog(
            "UTF-16 little-endian with a byte order mark",
            bytes: Hostile.utf16(Hostile.catalog(), bigEndian: false, byteOrderMark: true), at: "",
            "expected a value, found byte 0xFF"),
        HostileCatalog(
            "UTF-16 big-endian with a byte order mark",
            bytes: Hostile.utf16(Hostile.catalog(), bigEndian: true, byteOrderMark: true), at: "",
            "expected a value, found byte 0xFE"),
        HostileCatalog(
            "UTF-16 without a byte order mark",
            bytes: Hostile.utf16(Hostile.catalog(), bigEndian: false, byteOrderMark: false), at: "",
            "found byte 0x00"),
        HostileCatalog(
            "a lone lead surrogate escape", Hostile.bird(#""Bird""#, #""B\ud800ird""#), at: "objects[0].title",
            "half of a surrogate pair"),
        HostileCatalog(
            "a lone trail surrogate escape", Hostile.bird(#""Animal""#, #""\udc00""#), at: "objects[0].type",
            "half of a surrogate pair"),
        HostileCatalog(
            "a lead surrogate escape before a letter", Hostile.bird(#""Bird""#, #""\ud83d\u0041""#),
            at: "objects[0].title", "half of a surrogate pair"),
        HostileCatalog(
            "a raw NUL byte in a string", bytes: Hostile.bytes(Hostile.catalog(), "Bird", [0x42, 0x00]),
            at: "objects[0].title", "a raw control character (byte 0x00)"),
    ]

    static let structure: [HostileCatalog] = [
        HostileCatalog("an array at the top", "[]", at: "", "a catalog must be a JSON object, found an array"),
        HostileCatalog(
            "no version", Hostile.catalog().replacingOnce(#"{"version": 1,"#, with: "{"), at: "", #"missing "version""#),
        HostileCatalog("version 2", Hostile.catalog(version: "2"), at: "version", #""version" must be 1"#),
        HostileCatalog(
            "version as a string", Hostile.catalog(version: #""1""#), at: "version", #"found the string "1""#),
        HostileCatalog("no objects", Hostile.catalog(objects: []), at: "objects", #""objects" is empty"#),
        HostileCatalog(
            "objects not an array",
            Hostile.catalog().replacingOnce(#""objects": ["#, with: #""objects": {"a": ["#)
                .replacingOnce("]}\n", with: "]}}\n"), at: "objects", "expected an array of objects, found an object"),
        HostileCatalog(
            "no images", Hostile.catalog().replacingOnce(#""images""#, with: #""pictures""#), at: "pictures",
            "unknown key \"pictures\""),
        HostileCatalog(
            "an object that is a string", Hostile.catalog(objects: [#""Bird""#, Hostile.stone]), at: "objects[0]",
            #"expected an object, found the string "Bird""#),
        HostileCatalog(
            "an object without a kind", Hostile.bird(#""kind": "animal", "#, ""), at: "objects[0] (in \"Bird\")",
            #"missing "kind""#),
        HostileCatalog(
            "an unknown kind", Hostile.bird(#""animal""#, #""animl""#), at: "objects[0].kind",
            #"unknown kind "animl"; did you mean "animal"?"#),
        HostileCatalog(
            "a missing field", Hostile.bird(#""coordinateY": 0,"#, ""), at: "objects[0] (in \"Bird\")",
            #"missing "coordinateY""#),
    ]

    static let types: [HostileCatalog] = [
        HostileCatalog(
            "a coordinate as a string", Hostile.bird(#""coordinateX": 2"#, #""coordinateX": "2""#),
            at: "objects[0].coordinateX", "expected an integer"),
        HostileCatalog(
            "a fraction for a coordinate", Hostile.bird(#""coordinateX": 2"#, #""coordinateX": 2.5"#),
            at: "objects[0].coordinateX", "found the number 2.5"),
        HostileCatalog(
            "a huge exponent for a coordinate", Hostile.bird(#""coordinateX": 2"#, #""coordinateX": 1e400"#),
            at: "objects[0].coordinateX", "found the number 1e400"),
        HostileCatalog(
            "an integer beyond Int", Hostile.bird(#""coordinateX": 2"#, #""coordinateX": 99999999999999999999"#),
            at: "objects[0].coordinateX", "expected an integer from"),
        HostileCatalog(
            "frames as a string", Hostile.bird(#"["bird-1", "bird-2"]"#, #""bird-1""#),
            at: "objects[0].animationImages", "expected an array"),
        HostileCatalog(
            "a title that is a number", Hostile.bird(#""Bird""#, "42"), at: "objects[0].title",
            "expected a string, found the number 42"),
        HostileCatalog(
            "an image line that is a number", Hostile.images(#"" (__) ""#, "7"), at: "images.stone[0]",
            "expected a line of text"),
        HostileCatalog(
            "an image that is a string", Hostile.images(#"[" (__) "]"#, #"" (__) ""#), at: "images.stone",
            "expected an array of lines"),
        HostileCatalog(
            "a colour that is a number", Hostile.bird(#""cyan""#, "7"), at: "objects[0].color", "expected a string"),
    ]

    static let ranges: [HostileCatalog] = [
        HostileCatalog(
            "a duration of 0", Hostile.bird("0.7", "0"), at: "objects[0].animationDuration",
            "must be more than 0 and at most 60 seconds, found 0.0"),
        HostileCatalog(
            "a duration over 60 seconds", Hostile.bird("0.7", "60.5"), at: "objects[0].animationDuration",
            "found 60.5"),
        HostileCatalog(
            "a negative duration", Hostile.bird("0.7", "-1"), at: "objects[0].animationDuration", "found -1.0"),
        HostileCatalog(
            "an infinite duration", Hostile.bird("0.7", "1e400"), at: "objects[0].animationDuration",
            "must be more than 0 and at most 60 seconds"),
        HostileCatalog(
            "an image of 101 lines",
            Hostile.images(#"[" (__) "]"#, "[" + Array(repeating: #""x""#, count: 101).joined(separator: ",") + "]"),
            at: "images.stone", "an image must have 1 to 100 lines, found 101"),
        HostileCatalog(
            "an image of no lines", Hostile.images(#"[" (__) "]"#, "[]"), at: "images.stone",
            "an image must have 1 to 100 lines, found 0"),
        HostileCatalog(
            "a line of 201 columns", Hostile.images(#"" (__) ""#, "\"" + String(repeating: "x", count: 201) + "\""),
            at: "images.stone[0]", "a line may take at most 200 columns, found 201"),
        HostileCatalog(
            "a line of 101 wide characters",
            Hostile.images(#"" (__) ""#, "\"" + String(repeating: "雨", count: 101) + "\""),
            at: "images.stone[0]", "found 202"),
        HostileCatalog(
            "no frames", Hostile.bird(#"["bird-1", "bird-2"]"#, "[]"), at: "objects[0].animationImages",
            "must name at least one image"),
        HostileCatalog("an empty title", Hostile.bird(#""Bird""#, #""""#), at: "objects[0].title", "must not be empty"),
        HostileCatalog(
            "a title of blanks", Hostile.bird(#""Bird""#, #""   ""#), at: "objects[0].title", "must not be empty"),
        HostileCatalog(
            "an empty type", Hostile.bird(#""Animal""#, #""""#), at: "objects[0].type (in \"Bird\")",
            "must not be empty"),
    ]

    static let references: [HostileCatalog] = [
        HostileCatalog(
            "a frame that is not defined", Hostile.bird(#""bird-2"]"#, #""bird-3"]"#),
            at: "objects[0].animationImages[1] (in \"Bird\")",
            #"image "bird-3" is not defined in "images"; did you mean "bird-1"?"#),
        HostileCatalog(
            "a still that is not defined", Hostile.stone(#"["stone"]"#, #"["stones"]"#),
            at: "objects[1].randomImages[0] (in \"Stone\")", #"did you mean "stone"?"#),
        HostileCatalog(
            "a pinned still that is not among the stills",
            Hostile.stone(#"["stone"]"#, #"["stone"], "image": "bird-1""#),
            at: "objects[1].image (in \"Stone\")", #"image "bird-1" is not one of "randomImages""#),
    ]

    static let duplicates: [HostileCatalog] = [
        HostileCatalog(
            "a title used twice, in another case", Hostile.stone(#""Stone""#, #""bIRD""#),
            at: "objects[1].title (in \"bIRD\")", "already used at objects[0].title"),
        HostileCatalog(
            "a key written twice", Hostile.bird(#""type": "Animal","#, #""type": "Animal", "type": "Bird","#),
            at: "objects[0].type", #"the key "type" appears twice in one object"#),
        HostileCatalog(
            "an image defined twice", Hostile.images(#""stone": "#, #""stone": ["x"], "stone": "#),
            at: "images.stone", #"the key "stone" appears twice"#),
        HostileCatalog(
            "objects given twice",
            Hostile.catalog().replacingOnce(#""objects": ["#, with: #""objects": [], "objects": ["#),
            at: "objects", #"the key "objects" appears twice"#),
    ]

    static let unknownKeys: [HostileCatalog] = [
        HostileCatalog(
            "a misspelled top-level key", Hostile.catalog().replacingOnce("{", with: #"{"verison": 1, "#),
            at: "verison",
            #"unknown key "verison"; did you mean "version"?"#),
        HostileCatalog(
            "a misspelled field", Hostile.bird(#""color""#, #""colour""#), at: "objects[0].colour (in \"Bird\")",
            #"unknown key "colour"; did you mean "color"?"#),
        HostileCatalog(
            "an unknown colour", Hostile.bird(#""cyan""#, #""cyna""#), at: "objects[0].color",
            #"unknown colour "cyna"; did you mean "cyan"?"#),
    ]

    static let injection: [HostileCatalog] = [
        // Written as JSON escapes.
        HostileCatalog(
            "ESC and SGR in a title", Hostile.bird(#""Bird""#, #""\u001b[31mBird""#), at: "objects[0].title",
            "the control character U+001B"),
        HostileCatalog(
            "a CSI that clears the screen in a title", Hostile.bird(#""Bird""#, #""\u001b[2J\u001b[H""#),
            at: "objects[0].title", "U+001B"),
        HostileCatalog(
            "an OSC that sets the window title", Hostile.bird(#""Bird""#, #""\u001b]0;pwned\u0007""#),
            at: "objects[0].title", "U+001B"),
        HostileCatalog(
            "a C1 CSI in a title", Hostile.bird(#""Bird""#, #""\u009b31mBird""#), at: "objects[0].title", "U+009B"),
        HostileCatalog("BEL in a title", Hostile.bird(#""Bird""#, #""Bird\u0007""#), at: "objects[0].title", "U+0007"),
        HostileCatalog("a tab in a title", Hostile.bird(#""Bird""#, #""Bi\trd""#), at: "objects[0].title", "U+0009"),
        HostileCatalog(
            "a line break in a title", Hostile.bird(#""Bird""#, #""Bird\nStone""#), at: "objects[0].title", "U+000A"),
        HostileCatalog(
            "a right-to-left override in a title", Hostile.bird(#""Bird""#, #""\u202edriB""#),
            at: "objects[0].title", "U+202E"),
        HostileCatalog(
            "ESC in a type", Hostile.bird(#""Animal""#, #""\u001b[5mAnimal""#), at: "objects[0].type (in \"Bird\")",
            "U+001B"),
        HostileCatalog(
            "a left-to-right isolate in a type", Hostile.bird(#""Animal""#, #""\u2066Animal""#),
            at: "objects[0].type (in \"Bird\")", "U+2066"),
        HostileCatalog(
            "ESC in the art", Hostile.images(#""  \\  /  ""#, #""\u001b[2J  /  ""#), at: "images.bird-1[0]",
            "U+001B"),
        HostileCatalog(
            "DEL in the art", Hostile.images(#"" (__) ""#, #"" (__)\u007f""#), at: "images.stone[0]", "U+007F"),
        HostileCatalog(
            "a C1 next-line in the art", Hostile.images(#"" (__) ""#, #"" (\u0085__) ""#), at: "images.stone[0]",
            "U+0085"),
        HostileCatalog(
            "a pop-directional-formatting in the art", Hostile.images(#"" (__) ""#, #""\u202c (__) ""#),
            at: "images.stone[0]", "U+202C"),
        // Written raw, where JSON allows it.
        HostileCatalog(
            "a raw C1 CSI in a title", bytes: Hostile.bytes(Hostile.catalog(), "Bird", [0xC2, 0x9B, 0x42]),
            at: "objects[0].title", "U+009B"),
        HostileCatalog(
            "a raw right-to-left override in a type",
            bytes: Hostile.bytes(Hostile.catalog(), "Animal", [0xE2, 0x80, 0xAE, 0x41]),
            at: "objects[0].type (in \"Bird\")", "U+202E"),
        HostileCatalog(
            "a raw DEL in the art", bytes: Hostile.bytes(Hostile.catalog(), "(__)", [0x28, 0x7F, 0x29]),
            at: "images.stone[0]", "U+007F"),
        HostileCatalog(
            "a raw first-strong isolate in the art",
            bytes: Hostile.bytes(Hostile.catalog(), "(__)", [0xE2, 0x81, 0xA8]), at: "images.stone[0]", "U+2068"),
        // Raw C0 bytes are not JSON: refused by the parser, and the message does not echo them.
        HostileCatalog(
            "a raw ESC in a title", bytes: Hostile.bytes(Hostile.catalog(), "Bird", Array("\u{1B}[2JBird".utf8)),
            at: "objects[0].title", "a raw control character (byte 0x1B)"),
        HostileCatalog(
            "a raw BEL in the art", bytes: Hostile.bytes(Hostile.catalog(), "(__)", [0x07]), at: "images.stone[0]",
            "(byte 0x07)"),
        HostileCatalog(
            "a raw tab in the art", bytes: Hostile.bytes(Hostile.catalog(), "(__)", [0x09]), at: "images.stone[0]",
            "(byte 0x09)"),
        // In names that are quoted back in messages and paths.
        HostileCatalog(
            "an OSC in a top-level key", Hostile.catalog().replacingOnce("{", with: #"{"\u001b]0;pwned\u0007": 1, "#),
            at: #"["\u{1B}]0;pwned\u{7}"]"#, "unknown key"),
        HostileCatalog(
            "a C1 CSI in an object's key", Hostile.bird(#""color""#, #""\u009bcolor""#),
            at: #"objects[0]["\u{9B}color"]"#, "unknown key"),
        HostileCatalog(
            "ESC in an undefined image's name", Hostile.bird(#""bird-2"]"#, #""\u001b[2Jbird"]"#),
            at: "objects[0].animationImages[1] (in \"Bird\")", #"image "\u{1B}[2Jbird" is not defined"#),
        HostileCatalog(
            "an OSC in a kind", Hostile.bird(#""animal""#, #""\u001b]0;pwned\u0007""#), at: "objects[0].kind",
            #"unknown kind "\u{1B}]0;pwned\u{7}""#),
        HostileCatalog(
            "a right-to-left override in a colour", Hostile.bird(#""cyan""#, #""\u202ecyan""#), at: "objects[0].color",
            #"unknown colour "\u{202E}cyan""#),
    ]

    /// Every class of bad catalog.
    static let classes = [syntax, encoding, structure, types, ranges, references, duplicates, unknownKeys, injection]

    @Test(
        "Bad catalogs exit 65 and say where, with nothing on stdout and nothing unescaped", arguments: classes.joined())
    func badCatalog(_ hostile: HostileCatalog) throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(hostile.bytes, to: "catalog.json")
        let location = "\(file): \(hostile.path.isEmpty ? "top level" : hostile.path)"
        try expectRefused(file, status: hostile.status, firstLineStartingWith: location, containing: hostile.message)
    }

    @Test("There are at least 40 hostile catalogs, and they cover every class")
    func corpusSize() {
        #expect(Self.classes.allSatisfy { !$0.isEmpty })
        #expect(Self.classes.joined().count >= 40)
    }

    // MARK: - Files that are not catalogs

    @Test("A file one byte over 16 MiB is refused with 65 before it is parsed")
    func tooLarge() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.padded(to: Catalog.maximumSize + 1), to: "huge.json")
        try expectRefused(file, status: 65, firstLineStartingWith: "\(file): top level", containing: "16 MiB")
    }

    @Test("A file of exactly 16 MiB is still read")
    func largestAllowed() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.padded(to: Catalog.maximumSize), to: "largest.json")
        let result = try NatureCLI.run(["validate", file])
        #expect(result.status == 0)
        #expect(result.stdout == "\(file): valid, 2 objects, 3 images\n")
        #expect(result.stderr.isEmpty)
    }

    /// The valid catalog followed by blanks up to `size` bytes.
    private static func padded(to size: Int) -> [UInt8] {
        let text = Array(Hostile.catalog().utf8)
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
        let file = try directory.write(Array(Hostile.catalog().utf8), to: "secret.json")
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

    /// Runs `validate <file>` and `random --catalog <file>` and checks that both refuse the file with
    /// `status`, print nothing on stdout, and report on stderr, one problem a line, first the expected one.
    private func expectRefused(
        _ file: String,
        status: Int32,
        firstLineStartingWith location: String,
        containing message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let validate = try NatureCLI.run(["validate", file])
        let random = try NatureCLI.run(["random", "--catalog", file, "--seed", "1"])
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

        // validate: every problem, one a line, the same first one, and a count.
        let lines = validate.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let count = lines.count - 1
        #expect(count >= 1, sourceLocation: sourceLocation)
        #expect(lines.last == "\(count) problem\(count == 1 ? "" : "s") found", sourceLocation: sourceLocation)
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
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if lock.withLock({ cancelled }) { return }
                usleep(50_000)
            }
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
