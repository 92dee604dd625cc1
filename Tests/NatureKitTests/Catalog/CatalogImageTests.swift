import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog images")
struct CatalogImageTests: BrokenCatalogTable {

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
            // One column, however many marks: only the count of code points bounds what it costs.
            BrokenCatalog(
                "one character of 100,000 combining marks",
                spare([.string("e" + String(repeating: "\u{301}", count: 100_000))]),
                .imageLineTooLong(length: 100_001), at: "images.spare[0]",
                message: "a line may hold at most 1000 characters, counted in code points, found 100001"),
            BrokenCatalog(
                "a line of 1001 zero-width spaces", spare([.string(String(repeating: "\u{200B}", count: 1001))]),
                .imageLineTooLong(length: 1001), at: "images.spare[0]", message: "found 1001"),
        ]
    }()

    @Test(
        "Each image has 1 to 100 lines of text at most 200 columns wide and 1000 code points long",
        arguments: imageCases)
    func images(_ broken: BrokenCatalog) throws {
        try check(broken)
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
}
