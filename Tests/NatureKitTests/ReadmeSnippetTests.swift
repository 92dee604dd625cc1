import Foundation
import NatureKit
import Testing

// The README's front door, compiled and run. `import NatureKit` above is deliberately not `@testable`, so the
// snippet sees only what a user's package sees.

@Suite("The README's front-door snippet")
struct ReadmeSnippetTests {
    /// How deep this file indents the snippet: a function body's depth.
    static let snippetIndentation = String(repeating: " ", count: 8)

    // swift-format-ignore
    /// The README's snippet, word for word, below its `import NatureKit` line; `print` is the caller's.
    func readmeSnippet(print: (Any...) -> Void) throws {
        // README snippet begins
        let catalog = try Catalog.bundled()                      // the catalog that ships inside the library
        for object in catalog.objects {                          // [any ObjectProtocol]
            switch PictureChoice(for: object) {                  // the branch, by conditional casts
            case .animation(let frames, let duration): print(object.title, "plays", frames.count, "frames in", duration, "s")
            case .still(let image): print(object.title, "shows", catalog.image(named: image)?.lines.count ?? 0, "lines")
            case .textOnly: print(object.title, "has no picture")
            }
        }
        // README snippet ends
    }

    @Test("The snippet runs against the bundled catalog and prints one line per object, by its branch")
    func snippetRuns() throws {
        var printed: [String] = []
        try readmeSnippet { items in printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let catalog = try Catalog.bundled()
        try #require(printed.count == catalog.objects.count)
        for (line, object) in zip(printed, catalog.objects) {
            switch PictureChoice(for: object) {
            case .animation(let frames, let duration):
                #expect(line == "\(object.title) plays \(frames.count) frames in \(duration) s")
            case .still:
                // Which still is picked is random, so only check that its image was found.
                #expect(line.hasPrefix("\(object.title) shows "))
                #expect(!line.hasSuffix(" shows 0 lines"))
            case .textOnly:
                #expect(line == "\(object.title) has no picture")
            }
        }
    }

    @Test("README.md holds the same snippet as this test, line for line")
    func readmeMatchesTest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)

        let inReadme = try #require(Self.frontDoorBlock(in: readme), "README.md has no front-door swift block")
        let inTest = try #require(Self.snippet(in: source), "this file lost its snippet markers")
        #expect(source.split(separator: "\n", omittingEmptySubsequences: false).contains("import NatureKit"))
        #expect(inReadme == ["import NatureKit", ""] + inTest)
    }

    /// The lines of the first swift block in README's "Using NatureKit" section that imports NatureKit.
    static func frontDoorBlock(in readme: String) -> [String]? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let section = lines.firstIndex(of: "## Using NatureKit") else { return nil }
        var index = section + 1
        while index < lines.count, !lines[index].hasPrefix("## ") {
            if lines[index] == "```swift", lines.indices.contains(index + 1), lines[index + 1] == "import NatureKit" {
                let body = lines[(index + 1)...]
                guard let end = body.firstIndex(of: "```") else { return nil }
                return Array(lines[(index + 1)..<end])
            }
            index += 1
        }
        return nil
    }

    /// The lines between this file's snippet markers, with the function body's indentation removed.
    static func snippet(in source: String) -> [String]? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(of: snippetIndentation + "// README snippet begins"),
            let end = lines.firstIndex(of: snippetIndentation + "// README snippet ends"), begin < end
        else { return nil }
        return lines[(begin + 1)..<end].map { line in
            line.hasPrefix(snippetIndentation) ? String(line.dropFirst(snippetIndentation.count)) : line
        }
    }
}
