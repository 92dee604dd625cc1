import Foundation
import Testing

/// `nature-cli help [command]`, `-h`, `-V`: help as git and swift give it, and only what applies.
@Suite("Help and version")
struct HelpCommandTests {
    @Test(
        "help <command> is the same as <command> --help",
        arguments: ["random", "show", "list", "validate", "browse", "scene", "schema", "help"])
    func helpCommand(command: String) throws {
        let help = try BuiltCLI.run(["help", command])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout == (try BuiltCLI.run([command, "--help"])).stdout)
        #expect(help.stdout == (try BuiltCLI.run([command, "-h"])).stdout)
    }

    @Test("help alone is --help, which lists every command a line each, not random's help")
    func helpAlone() throws {
        let help = try BuiltCLI.run(["help"], environment: ["COLUMNS": "200"])
        #expect(help.stdout == (try BuiltCLI.run(["--help"], environment: ["COLUMNS": "200"])).stdout)
        #expect(help.stdout.hasPrefix("usage: nature-cli [<command>] [options]\n"))
        let commands = ["random", "show", "list", "validate", "browse", "scene", "schema", "help"]
        let lines = help.stdout.split(separator: "\n").map(String.init)
        for command in commands {
            #expect(lines.filter { $0.hasPrefix("  \(command) ") }.count == 1, "\(command) has one line")
        }
        for option in ["--generate-completion-script", "--generate-manual", "--help", "--version"] {
            #expect(help.stdout.contains(option))
        }
        // random's own options are in random's help, not the program's.
        #expect(!help.stdout.contains("--loops"))
        #expect(try BuiltCLI.run(["random", "--help"]).stdout.hasPrefix("usage: nature-cli [random] [options]\n"))
        #expect(try BuiltCLI.run(["help", "help"]).stdout.contains("every command a line each"))
    }

    @Test(
        "Every option's help is written for the command it is shown under",
        arguments: [
            ("scene", "--seed", "world", "object and picture"),
            ("show", "--seed", "object and picture", "world"),
            ("list", "--json", "sections", "validate"),
            ("validate", "--json", "problem", "list"),
            ("validate", "--catalog", "<file>", "instead of"),
            ("scene", "--cast", "scene", "playback"),
            ("schema", "--color", "no colour", "NO_COLOR"),
        ])
    func optionHelpInContext(command: String, option: String, says: String, doesNotSay: String) throws {
        let help = try BuiltCLI.run([command, "--help"], environment: ["COLUMNS": "300"]).stdout
        let line = try #require(help.split(separator: "\n").first { $0.hasPrefix("  \(option) ") })
        #expect(line.contains(says))
        #expect(!line.contains(doesNotSay))
    }

    @Test("-V is --version, on any command")
    func shortVersion() throws {
        let long = try BuiltCLI.run(["--version"])
        #expect(long.stdout.hasPrefix("nature-cli "))
        #expect(try BuiltCLI.run(["-V"]).stdout == long.stdout)
        #expect(try BuiltCLI.run(["list", "-V"]).stdout == long.stdout)
    }

    struct Applies: Sendable, CustomTestStringConvertible {
        var command: String
        var options: [String]
        var absentOptions: [String]
        var statuses: [String]
        var absentStatuses: [String]
        var testDescription: String { command }
    }

    static let applies: [Applies] = [
        Applies(
            command: "list", options: ["--catalog", "--json", "--titles", "--color"],
            absentOptions: ["--forever", "--cast", "--seed", "--generate-manual"],
            statuses: ["0", "64", "65", "66", "74"],
            absentStatuses: ["73", "130", "143"]),
        Applies(
            command: "validate", options: ["--catalog", "--color"], absentOptions: ["--cast", "--loops"],
            statuses: ["65", "66"], absentStatuses: ["73", "130"]),
        Applies(
            command: "show", options: ["--cast", "--still", "--forever", "--seed"],
            absentOptions: ["--json", "--generate-completion-script"], statuses: ["73", "130", "143"],
            absentStatuses: []),
        Applies(
            command: "browse", options: ["--seed", "--speed", "--color"],
            absentOptions: ["--cast", "--loops", "--still"],
            statuses: ["130", "65"], absentStatuses: ["73"]),
        Applies(
            command: "help", options: ["--help", "--version", "--color"], absentOptions: ["--catalog"],
            statuses: ["0", "64"], absentStatuses: ["65", "66", "73", "130"]),
        Applies(
            command: "random", options: ["--cast", "--seed"], absentOptions: ["--json", "--generate-manual"],
            statuses: ["73"], absentStatuses: []),
    ]

    @Test("Each command's help lists only the options and exit statuses that apply to it", arguments: applies)
    func onlyWhatApplies(_ expected: Applies) throws {
        let help = try BuiltCLI.run([expected.command, "--help"]).stdout
        let sections = help.components(separatedBy: "\nexit status:\n")
        let options = try #require(sections.first?.components(separatedBy: "\noptions:\n").last)
        let statuses = try #require(sections.last).split(separator: "\n").map {
            String($0.drop { $0 == " " }.prefix { $0 != " " })
        }
        for option in expected.options { #expect(options.contains("  \(option)") || options.contains(", \(option)")) }
        for option in expected.absentOptions { #expect(!options.contains(option), "\(option)") }
        for status in expected.statuses { #expect(statuses.contains(status), "\(status)") }
        for status in expected.absentStatuses { #expect(!statuses.contains(status), "\(status)") }
    }
}
