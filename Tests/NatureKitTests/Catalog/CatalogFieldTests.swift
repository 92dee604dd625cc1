import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog fields")
struct CatalogFieldTests: BrokenCatalogTable {

    static let missingFieldCases: [BrokenCatalog] = {
        /// The fixture's object at `index` without `key`: named by its title, unless the title is what is missing.
        func missing(_ key: String, from index: Int, _ name: String? = nil) -> BrokenCatalog {
            let titles = ["Bird", "Stone", "Waterfall"]
            return BrokenCatalog(
                name ?? "no \(key)", valid.removing(["objects", .index(index), .key(key)]), .missingKey(key),
                at: "objects[\(index)]", in: key == "title" ? nil : titles[index], message: "missing \"\(key)\"")
        }
        return [
            missing("title", from: 0),
            missing("type", from: 0),
            missing("coordinateX", from: 0),
            missing("coordinateY", from: 1),
            missing("animationImages", from: 0),
            missing("animationDuration", from: 2),
            missing("randomImages", from: 1),
            missing("randomImages", from: 2, "no randomImages in scenery"),
        ]
    }()

    @Test("A missing field is named, at the object", arguments: missingFieldCases)
    func missingFields(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    static let mistypedFieldCases: [BrokenCatalog] = {
        let intRange = "an integer from \(Int.min) to \(Int.max)"
        func bird(_ key: String, _ value: JSONFixture) -> JSONFixture {
            valid.setting(["objects", 0, .key(key)], to: value)
        }
        return [
            BrokenCatalog(
                "a title that is a number", bird("title", 5), .typeMismatch("expected a string, found the number 5"),
                at: "objects[0].title", message: "expected a string, found the number 5"),
            BrokenCatalog(
                "a type that is a boolean", bird("type", true), .typeMismatch("expected a string, found true"),
                at: "objects[0].type", in: "Bird", message: "expected a string, found true"),
            BrokenCatalog(
                "coordinateX as a string", bird("coordinateX", "2"),
                .typeMismatch("expected an integer, found the string \"2\""), at: "objects[0].coordinateX", in: "Bird",
                message: "expected an integer, found the string \"2\""),
            BrokenCatalog(
                "coordinateX with a fraction", bird("coordinateX", 2.5),
                .typeMismatch("expected an integer, found the number 2.5"), at: "objects[0].coordinateX", in: "Bird",
                message: "expected an integer, found the number 2.5"),
            BrokenCatalog(
                "coordinateX written with a decimal point", bird("coordinateX", 2.0),
                .typeMismatch("expected an integer, found the number 2.0"), at: "objects[0].coordinateX", in: "Bird",
                message: "found the number 2.0"),
            BrokenCatalog(
                "coordinateX with an exponent", bird("coordinateX", .literal("1e3")),
                .typeMismatch("expected an integer, found the number 1e3"), at: "objects[0].coordinateX", in: "Bird",
                message: "found the number 1e3"),
            BrokenCatalog(
                "coordinateX too large for an integer", bird("coordinateX", .literal("99999999999999999999")),
                .typeMismatch("expected \(intRange), found the number 99999999999999999999"),
                at: "objects[0].coordinateX", in: "Bird", message: "found the number 99999999999999999999"),
            BrokenCatalog(
                "coordinateY too small for an integer", bird("coordinateY", .literal("-99999999999999999999")),
                .typeMismatch("expected \(intRange), found the number -99999999999999999999"),
                at: "objects[0].coordinateY", in: "Bird", message: "expected \(intRange)"),
            BrokenCatalog(
                "coordinateY null", bird("coordinateY", .null), .typeMismatch("expected an integer, found null"),
                at: "objects[0].coordinateY", in: "Bird", message: "expected an integer, found null"),
            BrokenCatalog(
                "animationImages as a string", bird("animationImages", "bird-1"),
                .typeMismatch("expected an array, found the string \"bird-1\""), at: "objects[0].animationImages",
                in: "Bird", message: "expected an array"),
            BrokenCatalog(
                "a frame name that is a number", bird("animationImages", [1]),
                .typeMismatch("expected a string, found the number 1"), at: "objects[0].animationImages[0]",
                in: "Bird", message: "expected a string, found the number 1"),
            BrokenCatalog(
                "animationDuration as a string", bird("animationDuration", "fast"),
                .typeMismatch("expected a number, found the string \"fast\""), at: "objects[0].animationDuration",
                in: "Bird", message: "expected a number"),
            BrokenCatalog(
                "a color that is a number", bird("color", 3), .typeMismatch("expected a string, found the number 3"),
                at: "objects[0].color", in: "Bird", message: "expected a string"),
            BrokenCatalog(
                "randomImages as an object", valid.setting(["objects", 1, "randomImages"], to: [:]),
                .typeMismatch("expected an array, found an object"), at: "objects[1].randomImages", in: "Stone",
                message: "expected an array, found an object"),
            BrokenCatalog(
                "a pinned image that is a number", valid.setting(["objects", 1, "image"], to: 7),
                .typeMismatch("expected a string, found the number 7"), at: "objects[1].image", in: "Stone",
                message: "expected a string, found the number 7"),
        ]
    }()

    @Test("A mistyped field is named by its path, floats and huge numbers included", arguments: mistypedFieldCases)
    func mistypedFields(_ broken: BrokenCatalog) throws {
        try check(broken)
    }

    static let outOfRangeCases: [BrokenCatalog] = {
        let limit = Catalog.maximumCoordinate
        let range = "must be from -\(limit) to \(limit)"
        func object(_ index: Int, _ key: String, _ value: Int) -> JSONFixture {
            valid.setting(["objects", .index(index), .key(key)], to: .literal(String(value)))
        }
        return [
            // 2^53: a Double's span over two such coordinates is 0, which once trapped the scene.
            BrokenCatalog(
                "coordinateX of 2^53", object(1, "coordinateX", 1 << 53), .coordinateOutOfRange(1 << 53),
                at: "objects[1].coordinateX", in: "Stone", message: "\(range), found 9007199254740992"),
            BrokenCatalog(
                "coordinateY of Int.min", object(0, "coordinateY", Int.min), .coordinateOutOfRange(Int.min),
                at: "objects[0].coordinateY", in: "Bird", message: "\(range), found \(Int.min)"),
            BrokenCatalog(
                "coordinateX one past the limit", object(0, "coordinateX", limit + 1),
                .coordinateOutOfRange(limit + 1), at: "objects[0].coordinateX", in: "Bird", message: range),
            BrokenCatalog(
                "coordinateY one below the limit", object(2, "coordinateY", -limit - 1),
                .coordinateOutOfRange(-limit - 1), at: "objects[2].coordinateY", in: "Waterfall", message: range),
        ]
    }()

    @Test("Coordinates are within the documented range, which every command plays", arguments: outOfRangeCases)
    func outOfRange(_ broken: BrokenCatalog) throws {
        try check(broken)
    }
}
