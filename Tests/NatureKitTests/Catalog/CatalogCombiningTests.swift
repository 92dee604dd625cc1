import Foundation
import NatureKit
import Testing

// Seen as an adopter sees it: `import NatureKit` without `@testable`.

@Suite("Combining catalogs")
struct CatalogCombiningTests {
    static func catalog(objects: String, images: String, file: String? = nil) throws -> Catalog {
        let json = #"{"version": 1, "images": {\#(images)}, "objects": [\#(objects)]}"#
        var generator = SeededGenerator(seed: 1)
        guard let file else { return try Catalog(data: Data(json.utf8), using: &generator) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "combining-\(UUID().uuidString)-\(file)")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Catalog(contentsOf: url, using: &generator)
    }

    static func still(_ title: String, image: String) -> String {
        #"{"kind": "notAnimal", "title": "\#(title)", "type": "Thing", "coordinateX": 0, "coordinateY": 0, "randomImages": ["\#(image)"]}"#
    }

    @Test("The shipped catalog and one's own combine: every object in order, and every image of both")
    func combinesWithTheShippedCatalog() throws {
        var generator = SeededGenerator(seed: 1)
        let shipped = try Catalog.bundled(using: &generator)
        let mine = try Self.catalog(objects: Self.still("Pebble", image: "pebble"), images: #""pebble": ["(.)"]"#)
        let combined = try shipped.merging(mine)
        #expect(combined.objects.map(\.title) == shipped.objects.map(\.title) + ["Pebble"])
        #expect(combined.image(named: "pebble")?.lines == ["(.)"])
        #expect(combined.image(named: "cat-1") == shipped.image(named: "cat-1"))
        #expect(combined.object(titled: "pebble")?.title == "Pebble")
        #expect(shipped.problems(merging: mine).isEmpty)
    }

    @Test("A title taken already, ignoring case, is a clash that names both catalogs")
    func titleClash() throws {
        let shipped = try Catalog.bundled()
        let mine = try Self.catalog(
            objects: [Self.still("Pebble", image: "pebble"), Self.still("cAT", image: "pebble")].joined(separator: ","),
            images: #""pebble": ["(.)"]"#, file: "mine.json")
        #expect(throws: CatalogError.self) { try shipped.merging(mine) }
        let problems = shipped.problems(merging: mine)
        #expect(problems.map(\.code.rawValue) == ["duplicateTitle"])
        #expect(problems.first?.path == "objects[1].title")
        #expect(problems.first?.title == "cAT")
        #expect(problems.first?.file?.hasSuffix("mine.json") == true)
        #expect(problems.first?.message.contains("objects[1].title of objects.json (built in)") == true)
    }

    @Test("An image name defined differently is a clash naming both catalogs; defined alike, it is kept once")
    func imageClash() throws {
        let first = try Self.catalog(
            objects: Self.still("Stone", image: "stone"), images: #""stone": ["(_)"], "moss": ["~"]"#,
            file: "first.json")
        let second = try Self.catalog(
            objects: Self.still("Rock", image: "stone"), images: #""stone": ["[_]"], "moss": ["~"]"#,
            file: "second.json")
        let problems = first.problems(merging: second)
        #expect(problems.map(\.code.rawValue) == ["imageClash"])
        #expect(problems.first?.path == "images.stone")
        #expect(problems.first?.file?.hasSuffix("second.json") == true)
        #expect(problems.first?.message.contains("first.json") == true)
        do {
            _ = try first.merging(second)
            Issue.record("a clash is thrown")
        } catch {
            #expect(error == problems.first)
        }
        let alike = try Self.catalog(
            objects: Self.still("Rock", image: "moss"), images: #""moss": ["~"]"#, file: "third.json")
        #expect(try first.merging(alike).image(named: "moss")?.lines == ["~"])
    }

    @Test("A clash with a catalog that is itself combined names the part the name came from")
    func clashInACombinedCatalog() throws {
        let first = try Self.catalog(objects: Self.still("Stone", image: "a"), images: #""a": ["a"]"#, file: "1.json")
        let second = try Self.catalog(objects: Self.still("Moss", image: "b"), images: #""b": ["b"]"#, file: "2.json")
        let third = try Self.catalog(
            objects: [Self.still("Fern", image: "c"), Self.still("moss", image: "b")].joined(separator: ","),
            images: #""b": ["B"], "c": ["c"]"#, file: "3.json")
        let problems = try first.merging(second).problems(merging: third)
        #expect(problems.map(\.code.rawValue) == ["duplicateTitle", "imageClash"])
        #expect(problems.first?.path == "objects[1].title")
        #expect(problems.first?.message.contains("objects[0].title of ") == true)
        #expect(problems.first?.message.contains("2.json") == true)
        #expect(problems.last?.message.contains("2.json") == true)
    }
}
