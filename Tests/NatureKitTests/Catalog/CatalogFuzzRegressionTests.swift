import Foundation
import NatureKitTestSupport
import Testing

// CatalogError.Kind is internal: the cases check which problem was found, not only its wording.
@testable import NatureKit

/// What the catalog fuzzer (Fuzz/CatalogFuzzer) checks on every input, replayed on its seeds and on every
/// input that ever broke it (Fuzz/regressions), plus the inputs behind the defects it found, some too large
/// to keep as files and made here instead.
@Suite("Catalog fuzz regressions")
struct CatalogFuzzRegressionTests {
    /// Fuzz/ at the top of the package, found from this file.
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static let replayed: [String] = ["corpus-seed", "regressions"].flatMap { folder in
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: fuzzFolder.appendingPathComponent(folder).path))
        return (names ?? []).sorted().map { "\(folder)/\($0)" }
    }

    @Test("The seeds and regression inputs are there to replay")
    func inputsFound() {
        #expect(Self.replayed.filter { $0.hasPrefix("corpus-seed/") }.count >= 20)
        #expect(Self.replayed.contains { $0.hasPrefix("regressions/") })
    }

    @Test("Every seed and regression input keeps the fuzzer's invariants", arguments: replayed)
    func replay(_ name: String) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name))
        expectFuzzInvariants(data)
    }

    // MARK: - Found by the fuzzer

    @Test("A did-you-mean among equally near names is the same on every load (ties went by hash order)")
    func suggestionTies() throws {
        let images = (0..<7).map { #""frog-\#($0)": ["x"]"# }.joined(separator: ", ")
        let json = """
            {"version": 1, "images": {\(images)}, "objects": [
              {"kind": "animal", "title": "Frog", "type": "Animal", "coordinateX": 0, "coordinateY": 0,
               "animationImages": ["frog-0", "frog-7"], "animationDuration": 1}]}
            """
        let first = problems(json)
        let problem = try #require(first.first)
        #expect(problem.kind == .undefinedImage("frog-7", suggestion: "frog-0"))
        for _ in 0..<20 {
            #expect(problems(json) == first)
        }
    }

    @Test("Many undefined images among many images are checked in bounded time; later ones go without a hint")
    func manyUndefinedImages() throws {
        // 20 000 images and 20 000 names one letter off: each hint compares a name with every image, so
        // hinting all of them took minutes. Now hints stop when their budget is spent.
        // The names are spread over films of as many frames as an animation may have.
        let count = 20_000
        let names = (0..<count).map { "frame-\(String(repeating: "0", count: 5 - String($0).count))\($0)" }
        let images = names.map { #""\#($0)": ["x"]"# }.joined(separator: ",")
        let perFilm = Catalog.maximumImageNames
        let films = stride(from: 0, to: count, by: perFilm).map { start in
            let frames = names[start..<(start + perFilm)].map { #""\#($0)x""# }.joined(separator: ",")
            return """
                {"kind": "animal", "title": "Film \(start)", "type": "Reel", "coordinateX": 0, "coordinateY": 0,
                 "animationImages": [\(frames)], "animationDuration": 1}
                """
        }
        let json = """
            {"version": 1, "images": {\(images)}, "objects": [\(films.joined(separator: ","))]}
            """
        let found = problems(json)
        // The first thousand are reported, then checking stops and says so.
        #expect(found.count == Catalog.maximumProblems + 1)
        #expect(found.first?.kind == .undefinedImage("frame-00000x", suggestion: "frame-00000"))
        let lastReported = Catalog.maximumProblems - 1
        #expect(found[lastReported].kind == .undefinedImage("frame-00999x", suggestion: nil))
        #expect(found.last?.kind == .tooManyProblems(limit: Catalog.maximumProblems))
    }

    @Test("An image name of a megabyte is refused as too long, and an undefined one as long goes without a hint")
    func hugeNames() throws {
        let long = String(repeating: "a", count: 1 << 20)
        let json = """
            {"version": 1, "images": {"\(long)": ["x"]}, "objects": [
              {"kind": "notAnimal", "title": "Big", "type": "T", "coordinateX": 0, "coordinateY": 0,
               "randomImages": ["\(long)b"]}]}
            """
        let found = problems(json)
        #expect(found.map(\.kind) == [.nameTooLong(length: 1 << 20), .undefinedImage(long + "b", suggestion: nil)])
        for problem in found { expectTerminalSafe(problem.description) }
    }
}

/// Records an issue for every invariant of Fuzz/CatalogFuzzer that `data` breaks.
func expectFuzzInvariants(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
    let found = Catalog.problems(inData: data)
    for problem in found {
        expectTerminalSafe(problem.description, sourceLocation: sourceLocation)
        #expect(!problem.description.isEmpty, sourceLocation: sourceLocation)
    }
    #expect(Catalog.problems(inData: data) == found, "two runs differ", sourceLocation: sourceLocation)
    do {
        let catalog = try Catalog(data: data)
        #expect(found.isEmpty, "loaded a catalog with problems: \(found)", sourceLocation: sourceLocation)
        #expect(!catalog.objects.isEmpty, sourceLocation: sourceLocation)
        for object in catalog.objects {
            for canAnimate in [false, true] {
                let text = Card(object: object, catalog: catalog, canAnimate: canAnimate).plainText
                let unsafe = text.unicodeScalars.filter { $0 != "\n" && isTerminalControl($0) }
                #expect(unsafe.isEmpty, "the card of \(object.title.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    } catch {
        #expect(found.first == error, "loading threw another problem than the first", sourceLocation: sourceLocation)
    }
}
