import Testing

// The index's kinds (`CatalogIndex.types`) are internal: what random reads without loading a picture.
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

    @Test("Its titles and types are the whole catalog's, and it indexes the built-in catalog at all")
    func titlesAndTypes() throws {
        let index = try #require(Catalog.bundledIndex())
        var generator = SeededGenerator(seed: 9)
        let whole = try Catalog.load(Self.bytes, file: nil, using: &generator)
        #expect(index.titles == whole.objects.map(\.title))
        #expect(index.types.map { "\($0)" } == whole.objects.map { "\(Swift.type(of: $0))" })
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
