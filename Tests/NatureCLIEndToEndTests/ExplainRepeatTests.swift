import Foundation
import Testing

/// `--explain` prints a command that repeats the pick; run as printed, it shows the same card.
@Suite("--explain's repeat command")
struct ExplainRepeatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--explain"]),
        Case(arguments: ["random", "--explain", "--color", "always"]),
        Case(arguments: ["show", "stone", "--explain"]),
        Case(arguments: ["show", " waterfall ", "--explain", "--still", "--catalog", "CATALOG"]),
        Case(arguments: ["--explain", "--catalog", "CATALOG", "--loops", "2", "--speed", "1.5", "--no-hints"]),
    ]

    @Test("Run as printed, the repeat command shows exactly the same card", arguments: cases)
    func repeats(_ testCase: Case) throws {
        // A copy of the built-in catalog under a name with a space, so that quoting matters.
        let directory = try TemporaryDirectory()
        let catalog = try directory.write(Array(try Data(contentsOf: Self.builtInCatalog)), to: "my catalog.json")
        let arguments = testCase.arguments.map { $0 == "CATALOG" ? catalog : $0 }

        let first = try BuiltCLI.run(arguments)
        #expect(first.status == 0)
        let parts = first.stdout.components(separatedBy: "\n\n")
        let explanation = try #require(parts.first)
        let card = parts.dropFirst().joined(separator: "\n\n")
        let line = try #require(explanation.split(separator: "\n").first { $0.hasPrefix("repeat: nature-cli ") })
        let command = line.dropFirst("repeat: nature-cli ".count)
        #expect(!command.contains("--explain"))
        if testCase.arguments.first == "show" { #expect(!command.contains(" stone ")) }

        let again = try ShellCommand.run("\"$NATURE_CLI\" \(command)")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == card)
        #expect(!card.isEmpty)
    }

    static let builtInCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/objects.json")
}
