import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: a broken catalog names the problem it expects by its kind.
@testable import NatureKit

/// One way to break a catalog: the input, and the one problem it must give.
struct BrokenCatalog: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var problem: CatalogError.Kind
    var path: String
    var title: String?
    /// Text the error's description must contain.
    var message: String

    var testDescription: String { name }

    init(
        _ name: String, _ json: JSONFixture, _ problem: CatalogError.Kind, at path: String,
        in title: String? = nil, message: String
    ) {
        self.init(name, bytes: json.bytes, problem, at: path, in: title, message: message)
    }

    init(
        _ name: String, text: String, _ problem: CatalogError.Kind, at path: String,
        in title: String? = nil, message: String
    ) {
        self.init(name, bytes: Array(text.utf8), problem, at: path, in: title, message: message)
    }

    init(
        _ name: String, bytes: [UInt8], _ problem: CatalogError.Kind, at path: String,
        in title: String? = nil, message: String
    ) {
        self.name = name
        self.bytes = bytes
        self.problem = problem
        self.path = path
        self.title = title
        self.message = message
    }
}

/// The file name `check(_:)` passes, to see that every error names it.
private let file = "nature.json"

/// Checks that `broken` gives exactly its one problem, and that the error reads as it should.
func check(_ broken: BrokenCatalog, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let found = problems(bytes: broken.bytes, file: file)
    #expect(found.count == 1, "expected one problem, found \(found)", sourceLocation: sourceLocation)
    let error = try #require(found.first, sourceLocation: sourceLocation)
    #expect(error.kind == broken.problem, sourceLocation: sourceLocation)
    #expect(error.path == broken.path, sourceLocation: sourceLocation)
    #expect(error.title == broken.title, sourceLocation: sourceLocation)
    #expect(error.file == file, sourceLocation: sourceLocation)

    let description = error.description
    let location = broken.path.isEmpty ? "top level" : broken.path
    #expect(description.hasPrefix("\(file): \(location)"), sourceLocation: sourceLocation)
    if let title = broken.title {
        #expect(description.contains("(in \(TerminalText.quoted(title))): "), sourceLocation: sourceLocation)
    }
    #expect(description.contains(broken.message), "\(description)", sourceLocation: sourceLocation)
    #expect(description.hasSuffix(": " + error.message), sourceLocation: sourceLocation)
    expectTerminalSafe(description, sourceLocation: sourceLocation)
}

/// A suite of broken catalogs, each made by changing the valid fixture.
protocol BrokenCatalogTable {}

extension BrokenCatalogTable {
    /// The valid fixture every case changes.
    static var valid: JSONFixture { CatalogFixtures.valid }
}
