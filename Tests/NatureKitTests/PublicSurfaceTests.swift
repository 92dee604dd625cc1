import Foundation
import NatureKit
import Testing

// What adopters reach for, seen as they see it: `import NatureKit` without `@testable`.

@Suite("The public surface")
struct PublicSurfaceTests {
    @Test("A problem's code is stable and comparable, and its raw value names the rule")
    func problemCodes() throws {
        let problems = [
            #"{"version": 2, "images": {}, "objects": []}"#, #"{"version": 1, "images": {}, "objects": []}"#,
        ]
        .flatMap { Catalog.problems(inData: Data($0.utf8)) }
        #expect(problems.map(\.code) == [.unsupportedVersion, .noObjects])
        #expect(problems.map(\.code.rawValue) == ["unsupportedVersion", "noObjects"])
    }

    @Test("A random pick from a catalog is the same for the same seed, and never optional")
    func randomObject() throws {
        let catalog = try Catalog.bundled()
        var first = SeededGenerator(seed: 42)
        var second = SeededGenerator(seed: 42)
        let picks = (0..<20).map { _ in catalog.randomObject(using: &first).title }
        #expect(picks == (0..<20).map { _ in catalog.randomObject(using: &second).title })
        #expect(Set(picks).count > 1)
    }

    @Test("The library names no program: its errors and its schema suggest no command")
    func namesNoProgram() throws {
        let texts = [
            CatalogError.emptyInput(file: "standard input").description,
            CatalogError.unreadable(file: "mine.json", reason: "no").description,
            ObjectRegistry.standard.catalogSchema(),
        ]
        #expect(texts.allSatisfy { !$0.contains("nature-cli") && !$0.contains("validate") })
    }

    @Test("The limits live on Catalog")
    func limits() {
        #expect(Catalog.maximumSize == 16 * 1024 * 1024)
        #expect(Catalog.maximumProblems == 1000)
        #expect(Catalog.maximumImageHeight == 100)
        #expect(Catalog.maximumImageWidth == 200)
    }

    struct Pebble: Decodable {
        var image: String
        init(from decoder: any Decoder) throws {
            var generator = CatalogRandomGenerator(for: decoder)
            image = ["a", "b", "c"][Int(generator.next() % 3)]
        }
    }

    @Test("Outside a catalog load the catalog's generator is the system's, so any decoder works")
    func generatorOutsideCatalog() throws {
        let pebble = try JSONDecoder().decode(Pebble.self, from: Data("{}".utf8))
        #expect(["a", "b", "c"].contains(pebble.image))
    }
}
