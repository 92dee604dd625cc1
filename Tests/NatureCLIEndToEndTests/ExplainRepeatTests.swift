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

    /// A catalog path that retitled the terminal and a title that reads as an option: the repeat line
    /// escapes the one and puts the other after `--`, and still runs as printed (in bash, which reads `$'…'`).
    @Test("The repeat command escapes a hostile catalog path and runs a title that starts with -")
    func hostileWords() throws {
        let directory = try TemporaryDirectory()
        let catalog = #"""
            {"version": 1, "images": {"s": ["(_)"]}, "objects": [{"kind": "notAnimal", "title": "-Dash",
             "type": "Landscape", "coordinateX": 0, "coordinateY": 0, "randomImages": ["s"]}]}
            """#
        let path = try directory.write(Array(catalog.utf8), to: "x\u{1B}]0;pwned\u{07}.json")
        let first = try BuiltCLI.run(["show", "--explain", "--catalog", path, "--", "-Dash"])
        #expect(first.status == 0, "\(first.stderr)")
        expectPrintableOutput(first.stdout, "stdout")
        let parts = first.stdout.components(separatedBy: "\n\n")
        let line = try #require(parts[0].split(separator: "\n").first { $0.hasPrefix("repeat: nature-cli ") })
        #expect(line.hasSuffix(" -- -Dash"))
        let again = try ShellCommand.run("\"$NATURE_CLI\" \(line.dropFirst("repeat: nature-cli ".count))")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == parts.dropFirst().joined(separator: "\n\n"))
    }

    static let builtInCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/objects.json")
}
