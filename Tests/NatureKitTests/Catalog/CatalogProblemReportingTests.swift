import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

@Suite("Catalog problem reporting")
struct CatalogProblemReportingTests: BrokenCatalogTable {

    @Test("Several independent problems are all reported, in the order of the document")
    func severalProblems() throws {
        let json = Self.valid
            .setting(["author"], to: "me")
            .setting(["images", "spare"], to: [])
            .setting(["objects", 0, "coordinateX"], to: "2")
            .setting(["objects", 1, "title"], to: "")
            .setting(["objects", 2, "animationImages", 0], to: "zebra")
            .setting(["objects", 2, "animationDuration"], to: 0)
        let found = problems(json)
        #expect(found.count == 6)
        #expect(
            found.map(\.path) == [
                "author", "images.spare", "objects[0].coordinateX", "objects[1].title",
                "objects[2].animationImages[0]", "objects[2].animationDuration",
            ])
        #expect(
            found.map(\.kind) == [
                .unknownKey("author", suggestion: nil), .imageHeight(lines: 0),
                .typeMismatch("expected an integer, found the string \"2\""), .emptyText,
                .undefinedImage("zebra", suggestion: nil), .durationOutOfRange(0),
            ])
    }

    @Test("Loading throws the first of the problems")
    func loadingThrowsFirstProblem() throws {
        let json = Self.valid
            .setting(["objects", 0, "kind"], to: "animl")
            .setting(["objects", 1, "animationDuration"], to: 1)
        let found = problems(json)
        #expect(found.count == 2)
        let first = try #require(found.first)
        #expect(throws: first) {
            try loadCatalog(json)
        }
    }

    @Test("Renaming objects to objets names the misspelling once, instead of also calling objects missing")
    func renamedObjects() {
        let list: JSONFixture = [CatalogFixtures.bird, CatalogFixtures.stone, CatalogFixtures.waterfall]
        let json = Self.valid.removing(["objects"]).setting(["objets"], to: list)
        let found = problems(json)
        #expect(found.map(\.kind) == [.unknownKey("objets", suggestion: "objects")])
        #expect(found.map(\.path) == ["objets"])
    }

    @Test("A problem in one object does not hide a problem in the next")
    func problemsInConsecutiveObjects() {
        let json = Self.valid
            .setting(["objects", 0, "color"], to: "cyna")
            .setting(["objects", 1, "randomImages"], to: [])
            .setting(["objects", 2, "type"], to: "")
        #expect(problems(json).map(\.path) == ["objects[0].color", "objects[1].randomImages", "objects[2].type"])
    }

    @Test("One object can break several rules at once")
    func severalProblemsInOneObject() {
        let json = Self.valid
            .setting(["objects", 2, "type"], to: "")
            .setting(["objects", 2, "animationImages"], to: [])
            .setting(["objects", 2, "animationDuration"], to: 99)
            .setting(["objects", 2, "randomImages", 0], to: "nowhere")
        #expect(
            problems(json).map(\.kind) == [
                .emptyText, .emptyImageList, .durationOutOfRange(99),
                .undefinedImage("nowhere", suggestion: nil),
            ])
    }
}
