import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog document")
struct CatalogDocumentTests: BrokenCatalogTable {

    static let documentCases: [BrokenCatalog] = [
        BrokenCatalog(
            "a root that is an array", .array([valid]),
            .typeMismatch("a catalog must be a JSON object, found an array"), at: "",
            message: "a catalog must be a JSON object, found an array"),
        BrokenCatalog(
            "a root that is a string", "catalog",
            .typeMismatch("a catalog must be a JSON object, found the string \"catalog\""), at: "",
            message: "found the string \"catalog\""),
        BrokenCatalog(
            "no version", valid.removing(["version"]), .missingKey("version"), at: "", message: "missing \"version\""),
        BrokenCatalog(
            "version 2", valid.setting(["version"], to: 2), .unsupportedVersion(found: "the number 2"), at: "version",
            message: "\"version\" must be 1, found the number 2"),
        BrokenCatalog(
            "version as the string \"1\"", valid.setting(["version"], to: "1"),
            .unsupportedVersion(found: "the string \"1\""), at: "version", message: "found the string \"1\""),
        BrokenCatalog(
            "version 1.0", valid.setting(["version"], to: 1.0), .unsupportedVersion(found: "the number 1.0"),
            at: "version", message: "found the number 1.0"),
        BrokenCatalog(
            "version null", valid.setting(["version"], to: .null), .unsupportedVersion(found: "null"), at: "version",
            message: "must be 1, found null"),
        BrokenCatalog(
            "an unknown top-level key close to a known one", valid.setting(["objets"], to: []),
            .unknownKey("objets", suggestion: "objects"), at: "objets",
            message: "unknown key \"objets\"; did you mean \"objects\"?"),
        BrokenCatalog(
            "an unknown top-level key close to none", valid.setting(["author"], to: "me"),
            .unknownKey("author", suggestion: nil), at: "author", message: "unknown key \"author\""),
        BrokenCatalog(
            "no images", valid.removing(["images"]), .missingKey("images"), at: "", message: "missing \"images\""),
        BrokenCatalog(
            "images that are not an object", valid.setting(["images"], to: []),
            .typeMismatch("expected an object of named images, found an array"), at: "images",
            message: "expected an object of named images"),
        BrokenCatalog(
            "no objects", valid.removing(["objects"]), .missingKey("objects"), at: "", message: "missing \"objects\""),
        BrokenCatalog(
            "objects that are not an array", valid.setting(["objects"], to: [:]),
            .typeMismatch("expected an array of objects, found an object"), at: "objects",
            message: "expected an array of objects, found an object"),
        BrokenCatalog(
            "an empty objects array", valid.setting(["objects"], to: []), .noObjects, at: "objects",
            message: "\"objects\" is empty; a catalog needs at least one object"),
    ]

    @Test("The document has version 1, images and at least one object, and no other keys", arguments: documentCases)
    func document(_ broken: BrokenCatalog) throws {
        try check(broken)
    }
}
