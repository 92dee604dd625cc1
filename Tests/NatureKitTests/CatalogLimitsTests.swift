import Foundation
import NatureKitTestSupport
import Testing

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
