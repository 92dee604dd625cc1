import Foundation
import Testing

/// `--color` is a global option: every command takes it, as git's commands do, and where nothing is
/// coloured (JSON, titles, validate, schema, help) it changes nothing. Options that truly contradict each
/// other are still refused.
@Suite("--color is accepted everywhere")
struct ColorEverywhereTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var testDescription: String { "nature-cli " + arguments.joined(separator: " ") }
    }

    /// Command lines whose output has no colour to give.
    static let withoutColour: [Case] = [
        ["list", "--json"], ["list", "--titles"], ["validate"], ["validate", "--json"], ["schema"], ["help"],
        ["help", "show"], ["show", "--help"], ["--version"],
    ].map(Case.init)

    @Test("Where there is no colour, every --color value is accepted and changes nothing", arguments: withoutColour)
    func colourless(_ testCase: Case) throws {
        let plain = try BuiltCLI.run(testCase.arguments)
        #expect(plain.status == 0)
        for mode in ["never", "always", "auto"] {
            let result = try BuiltCLI.run(testCase.arguments + ["--color", mode])
            #expect(result.status == 0, "--color \(mode): \(result.stderr)")
            #expect(result.stderr.isEmpty)
            #expect(result.stdout == plain.stdout, "--color \(mode)")
        }
    }

    @Test("Every command takes --color never", arguments: ["random", "show Bird", "list", "scene", "browse"])
    func everyCommand(_ commandLine: String) throws {
        let result = try BuiltCLI.run(commandLine.split(separator: " ").map(String.init) + ["--color", "never"])
        // browse refuses a pipe, for want of a terminal, and says so; never for the option.
        #expect(result.status == (commandLine == "browse" ? 64 : 0))
        #expect(!result.stderr.contains("--color"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("list --color always makes each heading bold and nothing else, and is the plain list besides")
    func boldHeadings() throws {
        let plain = try BuiltCLI.run(["list", "--color", "never"])
        let colored = try BuiltCLI.run(["list", "--color", "always"])
        #expect(colored.status == 0)
        #expect(colored.stdout.hasPrefix("\u{1B}[0;1mAnimal\u{1B}[0m\n  Bird "))
        let headings = plain.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(!headings.isEmpty)
        var expected = plain.stdout
        for heading in Set(headings) {
            expected = expected.replacingOccurrences(
                of: "\n\(heading)\n", with: "\n\u{1B}[0;1m\(heading)\u{1B}[0m\n")
        }
        expected = expected.replacingOccurrences(
            of: "Animal\n", with: "\u{1B}[0;1mAnimal\u{1B}[0m\n", options: .anchored)
        #expect(colored.stdout == expected)
    }

    @Test("The alias CommandLine.md suggests works with list --json and list --titles")
    func alias() throws {
        let result = try ShellCommand.run(
            """
            shopt -s expand_aliases
            alias nc='"$NATURE_CLI" --color always'
            nc list --json | head -c 1
            nc list --titles | head -n 1
            """)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "{Bird\n")
    }

    @Test("Options that contradict each other are still refused, --color or not")
    func contradictions() throws {
        let result = try BuiltCLI.run(["--color", "never", "--still", "--forever"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("nature-cli: --still and --forever cannot be used together"))
    }
}
