import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog JSON syntax")
struct CatalogSyntaxTests: BrokenCatalogTable {

    static let syntaxCases: [BrokenCatalog] = {
        /// The case where the parser refuses `text` with `problem` at the first `marker` in it, `offset`
        /// columns on (an empty marker stands for the end of the text), and the error names `path`. The
        /// description must give the problem after its line and column, as the parser words it.
        func refused(
            _ name: String, _ text: String, with problem: String, at marker: String, plus offset: Int = 0,
            path: String
        ) -> BrokenCatalog {
            let position = CatalogFixtures.position(of: marker, in: text)
            let line = position.line
            let column = position.column + offset
            return BrokenCatalog(
                name, text: text, .syntax(problem, line: line, column: column), at: path,
                message: "line \(line), column \(column): \(problem)")
        }

        return [
            refused(
                "a file cut off in the middle", valid.text(cutAfter: "\"objects\": ["),
                with: "the file ends where a value was expected", at: "", path: "objects[0]"),
            refused(
                "a trailing comma after the last object", valid.text(replacing: "]}\n  ]", with: "]},\n  ]"),
                with: "expected a value, found ']'", at: "]\n}", path: "objects[3]"),
            refused(
                "a misspelled literal", valid.text(replacing: "\"version\": 1", with: "\"version\": ture"),
                with: "expected true, found 'u'", at: "ture", plus: 1, path: "version"),
            refused(
                "a string left open at the end of the file", valid.text(cutAfter: "\"title\": \"Bi"),
                with: "a string is not closed", at: "\"Bi", path: "objects[0].title"),
            refused(
                "a raw escape character in a string", valid.text(replacing: "\"Bird\"", with: "\"Bi\u{1B}rd\""),
                with: "a raw control character (byte 0x1B) in a string; write it escaped", at: "\u{1B}",
                path: "objects[0].title"),
            refused(
                "a raw line break in a string", valid.text(replacing: "\"Bird\"", with: "\"Bi\nrd\""),
                with: "a raw control character (byte 0x0A) in a string; write it escaped", at: "Bi\nrd", plus: 2,
                path: "objects[0].title"),
            refused("an empty file", "", with: "the file ends where a value was expected", at: "", path: ""),
            refused(
                "text after the end of the document", CatalogFixtures.validText + "\n{}",
                with: "unexpected '{' after the end of the document", at: "{}", path: ""),
            refused(
                "a number with a leading zero",
                valid.text(replacing: "\"coordinateX\": 2,", with: "\"coordinateX\": 02,"),
                with: "expected ',' or '}' after a member, found '2'", at: "02,", plus: 1, path: "objects[0]"),
            refused(
                "an unknown escape in a string", valid.text(replacing: "\"Bird\"", with: #""Bi\xrd""#),
                with: "unknown escape \\x in a string", at: "xrd", path: "objects[0].title"),
            refused(
                "a \\u escape naming half a surrogate pair", valid.text(replacing: "\"Bird\"", with: #""Bi\uD800rd""#),
                with: "a \\u escape names half of a surrogate pair", at: "D800", plus: 4, path: "objects[0].title"),
            refused(
                "a comment", valid.text(replacing: "\"version\": 1,", with: "\"version\": 1, // format 1"),
                with: "expected a key in double quotes, found '/'", at: "//", path: ""),
            refused(
                "NaN as a number",
                valid.text(replacing: "\"animationDuration\": 0.7", with: "\"animationDuration\": NaN"),
                with: "expected a value, found 'N'", at: "NaN", path: "objects[0].animationDuration"),
            refused(
                "a key in single quotes", valid.text(replacing: "\"version\"", with: "'version'"),
                with: "expected a key in double quotes, found '''", at: "'version'", path: ""),
        ]
    }()

    @Test("JSON syntax errors name the line, the column and the path", arguments: syntaxCases)
    func syntaxErrors(_ broken: BrokenCatalog) throws {
        try check(broken)
    }
}
