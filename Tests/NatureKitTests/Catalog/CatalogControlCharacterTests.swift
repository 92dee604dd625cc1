import NatureKitTestSupport
import Testing

// CatalogError.Kind and JSONPathComponent are internal: the cases name the problem and its path.
@testable import NatureKit

@Suite("Catalog control characters")
struct CatalogControlCharacterTests: BrokenCatalogTable {

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
        let imageName = "spare\(control)1"
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
            // `show --frames` prints image names: they follow the titles' rule.
            BrokenCatalog(
                "\(name) in an image name", valid.setting(["images", .key(imageName)], to: ["x"]),
                .controlCharacter(scalar, in: imageName),
                at: JSONPathComponent.render([.key("images"), .key(imageName)]),
                message: "contains the control character \(codePoint)"),
        ]
    }

    @Test(
        "Titles, types, pictures and image names hold no terminal control characters", arguments: controlCharacterCases)
    func controlCharacters(_ broken: BrokenCatalog) throws {
        try check(broken)
    }
}
