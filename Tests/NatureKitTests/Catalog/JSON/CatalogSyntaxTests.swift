import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog JSON syntax")
struct CatalogSyntaxTests: BrokenCatalogTable {

    static let syntaxCases: [BrokenCatalog] = {
        let text = CatalogFixtures.validText
        func at(_ marker: String, in text: String, plus offset: Int = 0) -> (line: Int, column: Int) {
            let position = CatalogFixtures.position(of: marker, in: text)
            return (position.line, position.column + offset)
        }
        func end(of text: String) -> (line: Int, column: Int) {
            CatalogFixtures.position(ofByte: text.utf8.count, in: Array(text.utf8))
        }
        func syntax(_ message: String, _ position: (line: Int, column: Int)) -> CatalogError.Kind {
            .syntax(message, line: position.line, column: position.column)
        }

        let truncated = valid.text(cutAfter: "\"objects\": [")
        let trailingComma = valid.text(replacing: "]}\n  ]", with: "]},\n  ]")
        let misspelled = valid.text(replacing: "\"version\": 1", with: "\"version\": ture")
        let openString = valid.text(cutAfter: "\"title\": \"Bi")
        let rawEscape = valid.text(replacing: "\"Bird\"", with: "\"Bi\u{1B}rd\"")
        let rawNewline = valid.text(replacing: "\"Bird\"", with: "\"Bi\nrd\"")
        let after = text + "\n{}"
        let leadingZero = valid.text(replacing: "\"coordinateX\": 2,", with: "\"coordinateX\": 02,")
        let unknownEscape = valid.text(replacing: "\"Bird\"", with: #""Bi\xrd""#)
        let halfSurrogate = valid.text(replacing: "\"Bird\"", with: #""Bi\uD800rd""#)
        let comment = valid.text(replacing: "\"version\": 1,", with: "\"version\": 1, // format 1")
        let notANumber = valid.text(replacing: "\"animationDuration\": 0.7", with: "\"animationDuration\": NaN")
        let singleQuotes = valid.text(replacing: "\"version\"", with: "'version'")

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
}
