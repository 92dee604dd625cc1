import Foundation
import NatureKit
import Testing

/// `list --json` writes each object as its catalog entry, so a script can rebuild a catalog from it.
@Suite("list --json round-trips")
struct ListRoundTripTests {
    /// A catalog that uses every key an object and an image may have, away from every default.
    static let everyKey = #"""
        {
          "version": 1,
          "images": {
            "a-1": {"lines": ["(o>", "/)"], "mask": ["R Y", " b"], "small": {"lines": ["o>"], "mask": ["RY"]}},
            "a-2": ["<o)", "(\\"],
            "s-1": {"lines": ["[#]"], "mask": ["g g"]},
            "s-2": ["[=]"]
          },
          "objects": [
            {"kind": "animal", "title": "Hopper", "type": "Critter", "coordinateX": -3, "coordinateY": 7,
             "animationImages": ["a-1", "a-2"], "animationDuration": 0.45, "color": "brightMagenta",
             "speed": -1.25, "habitat": "underwater", "gait": "crawl"},
            {"kind": "notAnimal", "title": "Post", "type": "Thing", "coordinateX": 4, "coordinateY": 0,
             "randomImages": ["s-1", "s-2"], "image": "s-2", "color": "green", "habitat": "sky"},
            {"kind": "scenery", "title": "Beacon", "type": "Thing", "coordinateX": 9, "coordinateY": 2,
             "animationImages": ["a-2", "a-1"], "animationDuration": 1.5, "randomImages": ["s-2", "s-1"],
             "image": "s-1", "color": "red", "speed": 0.5, "habitat": "water", "gait": "drift"}
          ]
        }
        """#

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The catalog's JSON; `nil` for the shipped catalog.
        var json: String?
        var testDescription: String { name }
    }

    @Test(
        "list --json's objects, with the catalog's images, load back into equal objects",
        arguments: [
            Case(name: "the shipped catalog", json: nil), Case(name: "a catalog using every key", json: everyKey),
        ])
    func roundTrip(_ testCase: Case) throws {
        let directory = try TemporaryDirectory()
        let original: Data
        var arguments = ["list", "--json"]
        if let json = testCase.json {
            original = Data(json.utf8)
            arguments += ["--catalog", try directory.write(Array(original), to: "every-key.json")]
        } else {
            original = try Data(contentsOf: Repository.root.appendingPathComponent("Resources/objects.json"))
        }
        let result = try BuiltCLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")

        // The listed objects, section by section, with the original catalog's images.
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(listed["sections"] as? [[String: Any]])
        let objects = sections.flatMap { $0["objects"] as? [[String: Any]] ?? [] }
        var rebuilt = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        rebuilt["objects"] = objects
        let rebuiltData = try JSONSerialization.data(withJSONObject: rebuilt)

        // Loaded as list loads it, from seed 0, so that each still is the one list wrote as `image`.
        var generator = SeededGenerator(seed: 0)
        let before = try Catalog(data: original, using: &generator)
        let after = try Catalog(data: rebuiltData, using: &generator)
        #expect(after.objects.count == before.objects.count)
        for object in before.objects {
            let back = try #require(after.object(titled: object.title), "\(object.title) is listed")
            #expect(Self.hashable(back) == Self.hashable(object), "\(object.title)")
        }
    }

    static func hashable(_ object: any ObjectProtocol) -> AnyHashable? {
        (object as? any Hashable).map { AnyHashable($0) }
    }
}
