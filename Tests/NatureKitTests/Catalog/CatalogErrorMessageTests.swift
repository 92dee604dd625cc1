import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog error messages")
struct CatalogErrorMessageTests: BrokenCatalogTable {

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
        #expect(error.kind == .unknownKind("ani\u{2028}mal", suggestion: "animal"))
        expectTerminalSafe(error.description)
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
            CatalogSyntaxTests.syntaxCases + CatalogEncodingTests.utf8Cases + CatalogDocumentTests.documentCases
            + CatalogImageTests.imageCases + CatalogObjectKindTests.objectCases
            + CatalogFieldTests.missingFieldCases + CatalogFieldTests.mistypedFieldCases
            + CatalogObjectRuleTests.ruleCases + CatalogObjectRuleTests.durationCases
            + CatalogControlCharacterTests.controlCharacterCases
        for broken in everyCase {
            for error in problems(bytes: broken.bytes, file: "a file.json") {
                #expect(!error.description.contains("\n"), "\(broken.name): \(error.description)")
                #expect(!error.description.contains("\r"), "\(broken.name): \(error.description)")
            }
        }
    }
}
