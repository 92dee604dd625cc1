import Foundation
import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Catalog decoding")
struct CatalogDecodingTests {
    private let valid = CatalogFixtures.valid

    // MARK: - Kinds

    @Test("\"animal\" becomes an AnimalObject with every field, colour included")
    func animal() throws {
        let catalog = try loadCatalog(valid)
        let bird = try #require(catalog.objects.first as? AnimalObject)
        #expect(
            bird
                == AnimalObject(
                    title: "Bird", type: "Animal", coordinateX: 2, coordinateY: 0,
                    animationImages: ["bird-1", "bird-2"], animationDuration: 0.7, color: .cyan))
    }

    @Test("An animal without a colour has none")
    func animalWithoutColor() throws {
        let catalog = try loadCatalog(valid.removing(["objects", 0, "color"]))
        let bird = try #require(catalog.objects.first as? AnimalObject)
        #expect(bird.color == nil)
        #expect(bird.title == "Bird")
    }

    @Test("\"notAnimal\" becomes a NotAnimalObject showing one of its random images")
    func notAnimal() throws {
        let catalog = try loadCatalog(valid)
        let stone = try #require(catalog.objects[1] as? NotAnimalObject)
        #expect(stone.title == "Stone")
        #expect(stone.type == "Landscape")
        #expect(stone.coordinateX == 0)
        #expect(stone.coordinateY == 0)
        #expect(stone.randomImages == ["stone-0", "stone-1"])
        #expect(stone.randomImages.contains(stone.image))
        #expect(stone.color == nil)
        #expect(!(catalog.objects[1] is any AnimationProtocol))
    }

    @Test("A pinned image is shown whatever the generator picks", arguments: 0..<8)
    func pinnedImage(seed: UInt64) throws {
        let catalog = try loadCatalog(valid.setting(["objects", 1, "image"], to: "stone-1"), seed: seed)
        let stone = try #require(catalog.objects[1] as? NotAnimalObject)
        #expect(stone.image == "stone-1")
    }

    @Test("\"scenery\" becomes a SceneryObject that is both animated and still")
    func scenery() throws {
        let catalog = try loadCatalog(valid)
        let object = catalog.objects[2]
        let waterfall = try #require(object as? SceneryObject)
        #expect(waterfall.title == "Waterfall")
        #expect(waterfall.type == "Water")
        #expect(waterfall.coordinatesLabel == "X: 5, Y: 1")
        #expect(waterfall.animationImages == ["falls-1", "falls-2"])
        #expect(waterfall.animationDuration == 0.6)
        #expect(waterfall.randomImages == ["falls-still"])
        #expect(waterfall.image == "falls-still")
        #expect(object is any AnimationProtocol)
        #expect(object is any StaticImageProtocol)
    }

    @Test("Objects keep the order the catalog lists them in, with their kinds")
    func objectOrder() throws {
        let catalog = try loadCatalog(valid)
        #expect(catalog.objects.map(\.title) == ["Bird", "Stone", "Waterfall"])
        #expect(catalog.kinds == ["animal", "notAnimal", "scenery"])

        let reversed = valid.setting(
            ["objects"], to: [CatalogFixtures.waterfall, CatalogFixtures.stone, CatalogFixtures.bird])
        #expect(try loadCatalog(reversed).objects.map(\.title) == ["Waterfall", "Stone", "Bird"])
    }

    // MARK: - Images and look-ups

    @Test("An image is looked up by name, with its lines and its width")
    func imageLookup() throws {
        let catalog = try loadCatalog(valid)
        let image = try #require(catalog.image(named: "bird-1"))
        #expect(image.lines == ["  \\  /  ", "   \\/   "])
        #expect(image.width == 8)
        #expect(image.height == 2)
        #expect(catalog.image(named: "bird-3") == nil)
        #expect(catalog.image(named: "Bird-1") == nil)
        let names = ["bird-1", "bird-2", "falls-1", "falls-2", "falls-still", "spare", "stone-0", "stone-1"]
        #expect(catalog.imageNames == names)
    }

    struct WidthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var lines: [String]
        var width: Int
        var testDescription: String { name }
    }

    static let widthCases = [
        WidthCase(name: "ASCII", lines: ["abc", "a"], width: 3),
        WidthCase(name: "wide characters count 2", lines: ["山川", "abc"], width: 4),
        WidthCase(name: "fullwidth forms count 2", lines: ["ＡＢ"], width: 4),
        WidthCase(name: "emoji count 2", lines: ["🐦 "], width: 3),
        WidthCase(name: "a family of four emoji counts 2", lines: ["👨\u{200D}👩\u{200D}👧\u{200D}👦"], width: 2),
        WidthCase(name: "skin tones and flags count 2", lines: ["👍🏽🇺🇸"], width: 4),
        WidthCase(name: "VS16 makes a text heart wide", lines: ["❤\u{FE0F}❤"], width: 3),
        WidthCase(name: "combining marks count 0", lines: ["e\u{301}e\u{301}"], width: 2),
        WidthCase(name: "an empty line is 0 wide", lines: [""], width: 0),
        WidthCase(name: "the widest line decides", lines: ["a", "山山山", "abcde"], width: 6),
    ]

    @Test("Width is counted in terminal columns", arguments: widthCases)
    func imageWidth(_ width: WidthCase) throws {
        let json = valid.setting(["images", "spare"], to: .array(width.lines.map(JSONFixture.string)))
        let image = try #require(try loadCatalog(json).image(named: "spare"))
        #expect(image.lines == width.lines)
        #expect(image.width == width.width)
    }

    @Test("An object is found by its title, ignoring case")
    func objectByTitle() throws {
        let catalog = try loadCatalog(valid)
        #expect(catalog.object(titled: "bIRD")?.title == "Bird")
        #expect(catalog.object(titled: "waterfall") is SceneryObject)
        #expect(catalog.object(titled: "STONE") is NotAnimalObject)
        #expect(catalog.object(titled: "Bir") == nil)
        #expect(catalog.object(titled: "") == nil)
    }

    // MARK: - Files

    @Test("A catalog is loaded from a file")
    func loadsFromFile() throws {
        try withCatalogDirectory { directory in
            let url = directory.appendingPathComponent("nature.json")
            try Data(valid.text.utf8).write(to: url)
            let catalog = try Catalog(contentsOf: url)
            #expect(catalog.objects.map(\.title) == ["Bird", "Stone", "Waterfall"])
            #expect(Catalog.problems(contentsOf: url).isEmpty)
        }
    }

    @Test("A file with a byte-order mark is read as UTF-8")
    func byteOrderMark() throws {
        try withCatalogDirectory { directory in
            let url = directory.appendingPathComponent("bom.json")
            try Data([0xEF, 0xBB, 0xBF] + valid.bytes).write(to: url)
            let catalog = try Catalog(contentsOf: url)
            #expect(catalog.objects.count == 3)
        }
    }

    @Test("Errors in a file name the file as it was given")
    func fileErrorsNameTheFile() throws {
        try withCatalogDirectory { directory in
            let url = directory.appendingPathComponent("broken.json")
            try Data(valid.setting(["version"], to: 2).text.utf8).write(to: url)
            let found = Catalog.problems(contentsOf: url)
            let error = try #require(found.first)
            #expect(found.count == 1)
            #expect(error.file == url.path)
            #expect(error.description == "\(url.path): version: \"version\" must be 1, found the number 2")
            #expect(throws: error) { try Catalog(contentsOf: url) }
        }
    }

    @Test("A missing file is reported as not found, and unreadable")
    func missingFile() throws {
        try withCatalogDirectory { directory in
            let url = directory.appendingPathComponent("absent.json")
            let error = try #require(catalogError { try Catalog(contentsOf: url) })
            #expect(error.kind == .fileNotFound)
            #expect(error.isUnreadable)
            #expect(error.file == url.path)
            #expect(error.path.isEmpty)
            #expect(error.description == "\(url.path): no such file")
            #expect(Catalog.problems(contentsOf: url) == [error])
        }
    }

    @Test("A path through a file that is not a directory is reported as not found")
    func pathThroughAFile() throws {
        try withCatalogDirectory { directory in
            let file = directory.appendingPathComponent("plain")
            try Data("x".utf8).write(to: file)
            let error = try #require(catalogError { try Catalog(contentsOf: file.appendingPathComponent("c.json")) })
            #expect(error.kind == .fileNotFound)
        }
    }

    @Test("A directory is refused as not a regular file")
    func directory() throws {
        try withCatalogDirectory { directory in
            let error = try #require(catalogError { try Catalog(contentsOf: directory) })
            #expect(error.kind == .notARegularFile)
            #expect(error.isUnreadable)
            #expect(error.description.hasSuffix("is not a regular file; give the path of a catalog .json file"))
        }
    }

    @Test("/dev/zero is refused at once, not read forever", .timeLimit(.minutes(1)))
    func devZero() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(catalogError { try Catalog(contentsOf: URL(fileURLWithPath: "/dev/zero")) })
        #expect(clock.now - start < .seconds(5))
        #expect(error.kind == .notARegularFile)
        #expect(error.isUnreadable)
        #expect(error.file == "/dev/zero")
    }

    @Test("A FIFO with no writer is refused at once, not waited on", .timeLimit(.minutes(1)))
    func fifo() throws {
        try withCatalogDirectory { directory in
            let url = directory.appendingPathComponent("pipe.json")
            try #require(mkfifo(url.path, 0o600) == 0)
            let error = try #require(catalogError { try Catalog(contentsOf: url) })
            #expect(error.kind == .notARegularFile)
        }
    }

    @Test("A file over 16 MiB is refused before it is read")
    func tooLargeFile() throws {
        try withCatalogDirectory { directory in
            let url = directory.appendingPathComponent("huge.json")
            try Data(count: Catalog.maximumSize + 1).write(to: url)
            let error = try #require(catalogError { try Catalog(contentsOf: url) })
            #expect(error.kind == .tooLarge(limit: Catalog.maximumSize))
            #expect(!error.isUnreadable)
            #expect(error.description.hasSuffix("is larger than the 16 MiB a catalog may be"))
        }
    }

    @Test("A URL that is not a file URL is refused as unreadable")
    func webURL() throws {
        let url = try #require(URL(string: "https://example.com/objects.json"))
        let error = try #require(catalogError { try Catalog(contentsOf: url) })
        guard case .unreadable(let reason) = error.kind else {
            Issue.record("expected unreadable, found \(error.message)")
            return
        }
        #expect(reason == "only file URLs can be read")
        #expect(error.isUnreadable)
    }

    @Test("Data with a byte-order mark loads as well")
    func byteOrderMarkInData() throws {
        let catalog = try Catalog(data: Data([0xEF, 0xBB, 0xBF] + valid.bytes))
        #expect(catalog.objects.count == 3)
    }

    /// The error `body` throws, or `nil` (with an issue recorded) when it throws none.
    private func catalogError(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> Catalog
    ) -> CatalogError? {
        do {
            let catalog = try body()
            Issue.record("loaded \(catalog.objects.count) objects instead of failing", sourceLocation: sourceLocation)
            return nil
        } catch let error as CatalogError {
            return error
        } catch {
            Issue.record("threw \(error), not a CatalogError", sourceLocation: sourceLocation)
            return nil
        }
    }
}
