import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog objects and kinds")
struct CatalogObjectKindTests: BrokenCatalogTable {

    static let objectCases: [BrokenCatalog] = {
        /// The object at `index`, titled `title`, whose kind is written `typed`, which names no kind.
        func unknownKind(_ name: String, object index: Int, _ typed: String, suggestion: String?, in title: String)
            -> BrokenCatalog
        {
            BrokenCatalog(
                name, valid.setting(["objects", .index(index), "kind"], to: .string(typed)),
                .unknownKind(typed, suggestion: suggestion), at: "objects[\(index)].kind", in: title,
                message: "unknown kind \"\(typed)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
        }
        /// The object at `index`, titled `title`, with a member `typed`, set to `value`, that its kind does not
        /// read.
        func unknownKey(
            _ name: String, object index: Int, _ typed: String, to value: String, suggestion: String, in title: String
        ) -> BrokenCatalog {
            BrokenCatalog(
                name, valid.setting(["objects", .index(index), .key(typed)], to: .string(value)),
                .unknownKey(typed, suggestion: suggestion),
                at: "objects[\(index)].\(typed)", in: title,
                message: "unknown key \"\(typed)\"; did you mean \"\(suggestion)\"?")
        }
        return [
            BrokenCatalog(
                "an object that is a number", valid.setting(["objects", 3], to: 7),
                .typeMismatch("expected an object, found the number 7"), at: "objects[3]",
                message: "expected an object, found the number 7"),
            BrokenCatalog(
                "an object that is a string", valid.setting(["objects", 3], to: "Bird"),
                .typeMismatch("expected an object, found the string \"Bird\""), at: "objects[3]",
                message: "found the string \"Bird\""),
            BrokenCatalog(
                "no kind", valid.removing(["objects", 0, "kind"]), .missingKey("kind"), at: "objects[0]", in: "Bird",
                message: "missing \"kind\""),
            BrokenCatalog(
                "a kind that is not a string", valid.setting(["objects", 0, "kind"], to: 1),
                .typeMismatch("expected a kind name, found the number 1"), at: "objects[0].kind", in: "Bird",
                message: "expected a kind name, found the number 1"),
            unknownKind("a misspelled kind", object: 0, "animl", suggestion: "animal", in: "Bird"),
            unknownKind("a kind in the wrong case", object: 1, "notanimal", suggestion: "notAnimal", in: "Stone"),
            unknownKind("a kind close to none", object: 2, "dragon", suggestion: nil, in: "Waterfall"),
            unknownKey(
                "a misspelled key in an object", object: 0, "tilte", to: "Bird", suggestion: "title", in: "Bird"),
            unknownKey(
                "a key of another kind", object: 1, "randomImage", to: "stone-0", suggestion: "randomImages",
                in: "Stone"),
        ]
    }()

    @Test("Each object is an object with a known kind and only that kind's keys", arguments: objectCases)
    func objects(_ broken: BrokenCatalog) throws {
        try check(broken)
    }
}
