import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog text encoding")
struct CatalogEncodingTests: BrokenCatalogTable {

    static let utf8Cases: [BrokenCatalog] = {
        let text = CatalogFixtures.validText
        let offset = Array(text[..<text.range(of: "\"Bird\"")!.lowerBound].utf8).count + 2
        func broken(_ name: String, _ sequence: [UInt8]) -> BrokenCatalog {
            let bytes = CatalogFixtures.valid.bytes(
                replacing: "\"Bird\"", with: Array("\"B".utf8) + sequence + Array("ird\"".utf8))
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
}
