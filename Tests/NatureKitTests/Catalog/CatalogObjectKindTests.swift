import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog objects and kinds")
struct CatalogObjectKindTests: BrokenCatalogTable {

    static let objectCases: [BrokenCatalog] = [
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
        BrokenCatalog(
            "a misspelled kind", valid.setting(["objects", 0, "kind"], to: "animl"),
            .unknownKind("animl", suggestion: "animal"), at: "objects[0].kind", in: "Bird",
            message: "unknown kind \"animl\"; did you mean \"animal\"?"),
        BrokenCatalog(
            "a kind in the wrong case", valid.setting(["objects", 1, "kind"], to: "notanimal"),
            .unknownKind("notanimal", suggestion: "notAnimal"), at: "objects[1].kind", in: "Stone",
            message: "did you mean \"notAnimal\"?"),
        BrokenCatalog(
            "a kind close to none", valid.setting(["objects", 2, "kind"], to: "dragon"),
            .unknownKind("dragon", suggestion: nil), at: "objects[2].kind", in: "Waterfall",
            message: "unknown kind \"dragon\""),
        BrokenCatalog(
            "a misspelled key in an object", valid.setting(["objects", 0, "tilte"], to: "Bird"),
            .unknownKey("tilte", suggestion: "title"), at: "objects[0].tilte", in: "Bird",
            message: "unknown key \"tilte\"; did you mean \"title\"?"),
        BrokenCatalog(
            "a key of another kind", valid.setting(["objects", 1, "randomImage"], to: "stone-0"),
            .unknownKey("randomImage", suggestion: "randomImages"), at: "objects[1].randomImage", in: "Stone",
            message: "did you mean \"randomImages\"?"),
    ]

    @Test("Each object is an object with a known kind and only that kind's keys", arguments: objectCases)
    func objects(_ broken: BrokenCatalog) throws {
        try check(broken)
    }
}
