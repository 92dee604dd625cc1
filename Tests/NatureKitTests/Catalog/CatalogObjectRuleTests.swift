import Foundation
import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog object rules")
struct CatalogObjectRuleTests: BrokenCatalogTable {

    static let ruleCases: [BrokenCatalog] = {
        /// The object at `index`, titled `title`, with its image list `key` emptied.
        func noImages(_ name: String, object index: Int, _ key: String, in title: String) -> BrokenCatalog {
            BrokenCatalog(
                name, valid.setting(["objects", .index(index), .key(key)], to: []), .emptyImageList,
                at: "objects[\(index)].\(key)", in: title, message: "must name at least one image")
        }
        /// The object at `index`, titled `title`, naming `typed` at `position` of its image list `key`, where
        /// `images` defines no such image.
        func undefinedImage(
            _ name: String, object index: Int, _ key: String, _ position: Int, _ typed: String,
            suggestion: String?, in title: String
        ) -> BrokenCatalog {
            BrokenCatalog(
                name, valid.setting(["objects", .index(index), .key(key), .index(position)], to: .string(typed)),
                .undefinedImage(typed, suggestion: suggestion), at: "objects[\(index)].\(key)[\(position)]", in: title,
                message: "image \"\(typed)\" is not defined in \"images\""
                    + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
        }
        return [
            BrokenCatalog(
                "an empty title", valid.setting(["objects", 0, "title"], to: ""), .emptyText, at: "objects[0].title",
                message: "must not be empty"),
            BrokenCatalog(
                "an empty type", valid.setting(["objects", 0, "type"], to: ""), .emptyText, at: "objects[0].type",
                in: "Bird", message: "must not be empty"),
            BrokenCatalog(
                "titles that differ only in case", valid.setting(["objects", 1, "title"], to: "bird"),
                .duplicateTitle("bird", firstAt: "objects[0].title"), at: "objects[1].title", in: "bird",
                message: "the title \"bird\" is already used at objects[0].title"),
            BrokenCatalog(
                "the same title twice", valid.setting(["objects", 2, "title"], to: "Bird"),
                .duplicateTitle("Bird", firstAt: "objects[0].title"), at: "objects[2].title", in: "Bird",
                message: "(titles are compared ignoring case)"),
            noImages("no frames", object: 0, "animationImages", in: "Bird"),
            noImages("no random images", object: 1, "randomImages", in: "Stone"),
            noImages("scenery with no frames", object: 2, "animationImages", in: "Waterfall"),
            noImages("scenery with no stills", object: 2, "randomImages", in: "Waterfall"),
            undefinedImage(
                "a frame that is not defined", object: 0, "animationImages", 1, "brid-2", suggestion: "bird-2",
                in: "Bird"),
            undefinedImage(
                "a frame close to no image", object: 0, "animationImages", 0, "zebra", suggestion: nil, in: "Bird"),
            undefinedImage(
                "a random image that is not defined", object: 1, "randomImages", 0, "stoen-0", suggestion: "stone-0",
                in: "Stone"),
            undefinedImage(
                "a scenery frame that is not defined", object: 2, "animationImages", 1, "flals-2",
                suggestion: "falls-2", in: "Waterfall"),
            undefinedImage(
                "a scenery still that is not defined", object: 2, "randomImages", 0, "falls-stil",
                suggestion: "falls-still", in: "Waterfall"),
            BrokenCatalog(
                "a pinned image that is not one of the random images",
                valid.setting(["objects", 1, "image"], to: "bird-1"),
                .imageNotInRandomImages("bird-1"), at: "objects[1].image", in: "Stone",
                message: "image \"bird-1\" is not one of \"randomImages\""),
            BrokenCatalog(
                "a pinned scenery still that is a frame", valid.setting(["objects", 2, "image"], to: "falls-1"),
                .imageNotInRandomImages("falls-1"), at: "objects[2].image", in: "Waterfall",
                message: "is not one of \"randomImages\""),
            BrokenCatalog(
                "a misspelled colour", valid.setting(["objects", 0, "color"], to: "cyna"),
                .invalidValue(
                    "unknown color \"cyna\"; the colors are "
                        + NamedColor.allCases.map(\.rawValue).joined(separator: ", ") + "; did you mean \"cyan\"?"),
                at: "objects[0].color", in: "Bird",
                message: "unknown color \"cyna\"; the colors are black, red, green"),
            BrokenCatalog(
                "a colour close to none", valid.setting(["objects", 1, "color"], to: "purple"),
                .invalidValue(
                    "unknown color \"purple\"; the colors are "
                        + NamedColor.allCases.map(\.rawValue).joined(separator: ", ")), at: "objects[1].color",
                in: "Stone",
                message:
                    "unknown color \"purple\"; the colors are black, red, green, yellow, blue, magenta, cyan, white, gray, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite"
            ),
        ]
    }()

    @Test("Titles, image lists and colours follow the catalog's rules", arguments: ruleCases)
    func rules(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    /// The Bird with `json`, whose number at `key` is out of range: the message gives the range, then the number
    /// found where it is finite.
    private static func outOfRange(
        _ name: String, _ json: JSONFixture, _ problem: CatalogError.Kind, key: String, range: String, found: Double
    ) -> BrokenCatalog {
        BrokenCatalog(
            name, json, problem, at: "objects[0].\(key)", in: "Bird",
            message: range + (found.isFinite ? ", found \(JSONText.number(found))" : ""))
    }

    static let durationCases: [BrokenCatalog] = {
        func duration(_ name: String, _ value: JSONFixture, _ seconds: Double) -> BrokenCatalog {
            outOfRange(
                name, valid.setting(["objects", 0, "animationDuration"], to: value), .durationOutOfRange(seconds),
                key: "animationDuration", range: "must be more than 0 and at most 60 seconds", found: seconds)
        }
        return [
            duration("a duration of 0", 0, 0),
            duration("a negative duration", -1, -1),
            duration("a duration of 61 seconds", 61, 61),
            duration("a duration just over a minute", 60.001, 60.001),
            duration("an infinite duration (1e400)", .literal("1e400"), .infinity),
            duration("a duration that rounds to 0 (1e-400)", .literal("1e-400"), 0),
        ]
    }()

    @Test("animationDuration is finite, more than 0 and at most 60", arguments: durationCases)
    func durations(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    static let speedCases: [BrokenCatalog] = {
        func speed(_ name: String, _ value: JSONFixture, _ cellsPerSecond: Double) -> BrokenCatalog {
            outOfRange(
                name, valid.addingMember("speed", value, at: ["objects", 0]), .speedOutOfRange(cellsPerSecond),
                key: "speed", range: "must be from -100 to 100 cells per second", found: cellsPerSecond)
        }
        return [
            speed("a speed of thousands of cells a second", 5000, 5000),
            speed("a speed just over the limit", 100.5, 100.5),
            speed("a negative speed past the limit", -101, -101),
            speed("an infinite speed (1e400)", .literal("1e400"), .infinity),
        ]
    }()

    @Test("speed is optional, finite and at most 100 cells a second either way", arguments: speedCases)
    func speeds(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    @Test("A speed of 0, a negative one and none at all are valid, and none means the default")
    func validSpeeds() throws {
        let cases: [(JSONFixture, Double)] = [(0, 0), (-3.5, -3.5), (100, 100)]
        for (value, expected) in cases {
            let catalog = try Catalog(
                data: Data(Self.valid.addingMember("speed", value, at: ["objects", 0]).text.utf8))
            #expect((catalog.objects[0] as? AnimalObject)?.speed == expected)
        }
        let plain = try Catalog(data: Data(Self.valid.text.utf8))
        #expect((plain.objects[0] as? AnimalObject)?.speed == AnimalObject.defaultSpeed)
    }

    @Test("An animal with a speed other than the default writes it back; one at the default leaves it out")
    func speedRoundTrip() throws {
        let fast = AnimalObject(
            title: "Hare", type: "Animal", coordinateX: 0, coordinateY: 0, animationImages: ["bird-1"],
            animationDuration: 1, speed: 9)
        let plain = AnimalObject(
            title: "Hare", type: "Animal", coordinateX: 0, coordinateY: 0, animationImages: ["bird-1"],
            animationDuration: 1)
        #expect(String(decoding: try JSONEncoder().encode(fast), as: UTF8.self).contains("\"speed\":9"))
        #expect(!String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("speed"))
    }
}
