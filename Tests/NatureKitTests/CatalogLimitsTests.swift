import Foundation
import Testing

@testable import NatureKit

@Suite("Catalog limits")
struct CatalogLimitsTests {
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
        #expect(last.problem == .tooManyProblems(limit: Catalog.maximumProblems))
        #expect(last.description.hasSuffix("more problems follow; checking stopped after the first 1000"))
        #expect(problems.dropLast().allSatisfy { $0.problem == .unknownKey("colour", suggestion: "color") })
    }
}
