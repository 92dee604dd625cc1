import Foundation
import Testing

// Which of the index's objects pick a still (`CatalogIndex.picksStill`) and its layout are internal: what random reads without loading
// a picture, and where.
@testable import NatureKit

/// `random` and `show` load only the object they show from the built-in catalog's index; these tests hold
/// the index to what loading the whole catalog gives, object by object and seed by seed.
@Suite("The built-in catalog's index: one object loaded alone is the object the whole catalog holds")
struct CatalogIndexTests {
    static let bytes = Catalog.bundledBytes

    /// What a test compares of an object: everything a card or a scene reads of it.
    static func summary(of object: any ObjectProtocol) -> String {
        var parts = [object.title, object.type, object.coordinatesLabel, "\(String(describing: object.color))"]
        if let animation = object as? any AnimationProtocol {
            parts += animation.animationImages + ["\(animation.animationDuration)"]
        }
        if let still = object as? any StaticImageProtocol { parts += still.randomImages + ["shows " + still.image] }
        if let mover = object as? any MovingProtocol { parts.append("\(mover.speed)") }
        if let dweller = object as? any HabitatProtocol { parts.append(dweller.habitat.rawValue) }
        return parts.joined(separator: " | ")
    }

    /// Where the compiled-in layout is written, and the variable that has this suite write it afresh.
    static let layoutFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/NatureKit/Catalog/CatalogIndex+BundledLayout.swift")
    static let writeLayoutVariable = "NATUREKIT_WRITE_BUNDLED_LAYOUT"

    @Test("The layout compiled in is where the built-in catalog writes its objects and images")
    func bundledLayout() throws {
        let skimmed = try #require(CatalogIndex(Self.bytes)).layout
        if ProcessInfo.processInfo.environment[Self.writeLayoutVariable] != nil {
            try Self.source(of: skimmed).write(to: Self.layoutFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            skimmed == CatalogIndex.Layout.bundled,
            """
            Resources/objects.json changed since its layout was written; write it afresh with
            \(Self.writeLayoutVariable)=1 swift test --filter CatalogIndexTests.bundledLayout
            """)
        #expect(Self.bytes.withUnsafeBufferPointer { CatalogIndex.Layout.bundled?.fits($0) == true })
        #expect(try #require(Catalog.bundledIndex()).layout == skimmed)
    }

    @Test("A layout that does not fit the bytes is not taken: the index skims them instead")
    func layoutThatDoesNotFit() throws {
        let text = #"{"version":1,"images":{"a":["x"]},"objects":[{"kind":"animal","title":"A"}]}"#
        let skimmed = try #require(CatalogIndex(Array(text.utf8))).layout
        let shifted = try #require(
            CatalogIndex.Layout(
                byteCount: skimmed.byteCount,
                objectBounds: [skimmed.objects[0].lowerBound + 1, skimmed.objects[0].upperBound],
                titleBounds: skimmed.titles.bounds, kindBounds: skimmed.kinds.bounds,
                imageNameBounds: skimmed.imageNames.bounds, imageValueBounds: skimmed.imageValues.bounds))
        let longer = Array((text + " ").utf8)
        #expect(!Array(text.utf8).withUnsafeBufferPointer { shifted.fits($0) })
        #expect(!longer.withUnsafeBufferPointer { skimmed.fits($0) })
        #expect(CatalogIndex(Array(text.utf8), knownLayout: shifted)?.layout == skimmed)
        #expect(CatalogIndex(longer, knownLayout: skimmed)?.layout.byteCount == longer.count)
    }

    @Test("A layout written as bounds with one left over, or with a range upside down, is no layout")
    func layoutBoundsWrittenWrong() {
        func layout(objects: [Int] = [1, 5], titles: [Int] = [2, 4]) -> CatalogIndex.Layout? {
            CatalogIndex.Layout(
                byteCount: 6, objectBounds: objects, titleBounds: titles, kindBounds: [2, 4], imageNameBounds: [],
                imageValueBounds: [])
        }
        #expect(layout()?.objects.bounds == [1, 5])
        #expect(layout()?.objects[0] == 1..<5)
        #expect(layout()?.titles[0] == 2..<4)
        #expect(layout(objects: [1, 5, 6]) == nil)
        #expect(layout(titles: [4, 2]) == nil)
    }

    /// The Swift source of `layout` as the built-in catalog's, each list of bounds wrapped to the
    /// project's line length.
    static func source(of layout: CatalogIndex.Layout) -> String {
        func bounds(_ label: String, _ ranges: CatalogIndex.Layout.Ranges) -> String {
            var lines: [String] = []
            var line = ""
            for number in ranges.bounds {
                let item = "\(number),"
                if !line.isEmpty && line.count + 1 + item.count > 120 - 12 {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + item
            }
            if !line.isEmpty { lines.append(line) }
            return "        \(label): [\n" + lines.map { "            \($0)\n" }.joined() + "        ]"
        }
        return """
            // Written by `\(writeLayoutVariable)=1 swift test --filter CatalogIndexTests.bundledLayout`
            // from Resources/objects.json; not to be edited by hand. That test fails when the two disagree.

            extension CatalogIndex.Layout {
                /// Where the built-in catalog writes its objects, their titles and kinds, and its images, as
                /// skimming it finds them: compiled in, so that `random` and `show` start without skimming a
                /// catalog the tests have already read.
                static let bundled: CatalogIndex.Layout? = CatalogIndex.Layout(
                    byteCount: \(layout.byteCount),
            \(bounds("objectBounds", layout.objects)),
            \(bounds("titleBounds", layout.titles)),
            \(bounds("kindBounds", layout.kinds)),
            \(bounds("imageNameBounds", layout.imageNames)),
            \(bounds("imageValueBounds", layout.imageValues)))
            }

            """
    }

    @Test("Its titles, and which objects pick a still, are the whole catalog's, and it indexes the built-in catalog")
    func titlesAndTypes() throws {
        let index = try #require(Catalog.bundledIndex())
        var generator = SeededGenerator(seed: 9)
        let whole = try Catalog.load(Self.bytes, file: nil, using: &generator)
        #expect(index.titles == whole.objects.map(\.title))
        #expect(index.picksStill == whole.objects.map { $0 is any StaticImageProtocol })
    }

    @Test("Every object, loaded alone for any seed, is the whole catalog's, with the same still and images")
    func everyObject() throws {
        let index = try #require(Catalog.bundledIndex())
        for seed in UInt64(0)..<40 {
            var generator = SeededGenerator(seed: seed)
            let whole = try Catalog.load(Self.bytes, file: nil, using: &generator)
            for (position, object) in whole.objects.enumerated() {
                var start = SeededGenerator(seed: seed)
                let alone = try IndexedPick.object(at: position, in: index, using: &start).load(file: nil)
                #expect(start == generator, "the pick leaves the generator where the whole load does")
                #expect(alone.objects.count == 1)
                #expect(Self.summary(of: alone.objects[0]) == Self.summary(of: object), "seed \(seed)")
                let names =
                    PictureChoice(for: object).imageNames
                    + ((object as? any StaticImageProtocol)?.randomImages ?? [])
                for name in names {
                    #expect(alone.image(named: name) == whole.image(named: name), "\(name)")
                }
            }
        }
    }

    @Test(
        "Bytes it cannot index give no index, so that loading them whole reports the problem",
        arguments: [
            "", "[]", "{", #"{"version":1,"images":{},"objects":[]}"#,
            #"{"version":1,"images":{"a\u0062":["x"]},"objects":[{"kind":"animal"}]}"#,
            #"{"version":1,"images":{},"objects":[{"kind":"comet","title":"C"}]}"#,
            String(repeating: "[", count: 100),
        ])
    func unindexable(text: String) {
        #expect(CatalogIndex(Array(text.utf8)) == nil)
    }

    @Test("An object that cannot be loaded alone throws, so that the caller loads the catalog whole")
    func unloadable() throws {
        let text = #"{"version":1,"images":{},"objects":[{"kind":"animal","title":"A","animationImages":["gone"]}]}"#
        let index = try #require(CatalogIndex(Array(text.utf8)))
        #expect(index.titles == ["A"])
        var generator = SeededGenerator(seed: 1)
        let pick = IndexedPick.random(in: index, using: &generator)
        #expect(throws: CatalogError.self) { try pick.load(file: nil) }
    }

    @Test("Titles are found ignoring case, as the whole catalog finds them")
    func titles() {
        #expect(Catalog.position(of: "wHALE", among: ["Bird", "Whale"]) == 1)
        #expect(Catalog.position(of: "Orca", among: ["Bird", "Whale"]) == nil)
    }
}
