import Foundation
import NatureKit
import NatureKitTestSupport
import Testing

// Checking a catalog fixture the way the library does.

/// Every problem `Catalog.problems(inData:file:registry:)` finds in `json`.
func problems(_ json: String, file: String? = nil, registry: ObjectRegistry = .standard) -> [CatalogError] {
    Catalog.problems(inData: Data(json.utf8), file: file, registry: registry)
}

/// Every problem in the fixture's text.
func problems(_ json: JSONFixture, file: String? = nil, registry: ObjectRegistry = .standard) -> [CatalogError] {
    problems(json.text, file: file, registry: registry)
}

/// Every problem in raw bytes, for input that is not valid UTF-8.
func problems(bytes: [UInt8], file: String? = nil, registry: ObjectRegistry = .standard) -> [CatalogError] {
    Catalog.problems(inData: Data(bytes), file: file, registry: registry)
}

/// The one problem in `json`; records an issue if there is not exactly one.
func singleProblem(
    _ json: JSONFixture,
    file: String? = nil,
    registry: ObjectRegistry = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CatalogError {
    let found = problems(json, file: file, registry: registry)
    #expect(found.count == 1, "expected one problem, found \(found)", sourceLocation: sourceLocation)
    return try #require(found.first, sourceLocation: sourceLocation)
}

/// The catalog in the fixture, its random stills picked by a generator seeded with `seed`.
func loadCatalog(
    _ json: JSONFixture,
    seed: UInt64 = 0,
    registry: ObjectRegistry = .standard
) throws -> Catalog {
    var generator = SeededGenerator(seed: seed)
    return try Catalog(data: Data(json.text.utf8), registry: registry, using: &generator)
}
