import Foundation
import Testing

/// `--help` wrapped to the terminal's width, `COLUMNS` first, then the window, then 80: every line fits,
/// and no word or number is split across lines.
@Suite("Help fits the window")
struct HelpWidthTests {
    static let commands = ["random", "show", "list", "validate", "browse", "scene", "schema", "help"]

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var columns: Int
        var testDescription: String { "COLUMNS=\(columns) nature-cli " + arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [80, 40].flatMap { columns in
        [Case(arguments: ["--help"], columns: columns)]
            + commands.flatMap { command in
                [
                    Case(arguments: [command, "--help"], columns: columns),
                    Case(arguments: ["help", command], columns: columns),
                ]
            }
    }

    /// The words of `text`, which wrapping must leave as they are.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    /// Checks that every line of `help` fits `columns`, and that its words are those of the help unwrapped.
    static func expectWrapped(
        _ help: String, to columns: Int, arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let unwrapped = try BuiltCLI.run(arguments, environment: ["COLUMNS": "10000"])
        for line in help.split(separator: "\n") {
            #expect(line.count <= columns, "\(line.count) columns: \(line)", sourceLocation: sourceLocation)
        }
        #expect(words(help) == words(unwrapped.stdout), sourceLocation: sourceLocation)
    }

    @Test("Every help fits COLUMNS, every word and number whole", arguments: cases)
    func fitsColumns(_ testCase: Case) throws {
        let result = try BuiltCLI.run(testCase.arguments, environment: ["COLUMNS": "\(testCase.columns)"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try Self.expectWrapped(result.stdout, to: testCase.columns, arguments: testCase.arguments)
    }

    @Test("Without COLUMNS, help takes the width of the window it is printed in")
    func window() throws {
        let run = try PseudoTerminalRun(
            ["--help"], columns: 60, environment: ["TERM": "xterm-256color", "COLUMNS": nil, "LINES": nil])
        #expect(run.waitForExit() == 0)
        let help = run.output.replacingOccurrences(of: "\r\n", with: "\n")
        try Self.expectWrapped(help, to: 60, arguments: ["--help"])
        // Wrapped to the window, not to something narrower.
        #expect(help.split(separator: "\n").map(\.count).max() ?? 0 > 50)
    }

    @Test("Without COLUMNS or a window, help is wrapped to 80 columns")
    func noWindow() throws {
        let result = try ShellCommand.run(#"unset COLUMNS; "$NATURE_CLI" --help"#)
        #expect(result.status == 0)
        try Self.expectWrapped(result.stdout, to: 80, arguments: ["--help"])
        #expect(result.stdout.split(separator: "\n").map(\.count).max() ?? 0 > 70)
    }
}
