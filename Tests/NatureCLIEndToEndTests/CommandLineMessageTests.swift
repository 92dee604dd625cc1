import Foundation
import Testing

/// Flags that contradict each other or do nothing are refused with the reason; a title typed where a
/// command belongs points to `show`; titles are trimmed.
@Suite("Refused flags and helpful messages")
struct CommandLineMessageTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(
            arguments: ["--still", "--forever"],
            message: "--still and --forever cannot be used together: a still picture does not play"),
        Refusal(
            arguments: ["show", "Bird", "--loops", "3", "--still"],
            message: "--still and --loops cannot be used together: a still picture does not play"),
        Refusal(
            arguments: ["--speed", "2", "--still"],
            message: "--still and --speed cannot be used together: a still picture does not play"),
        Refusal(
            arguments: ["--forever", "--loops", "2"],
            message:
                "--loops and --forever cannot be used together: one says how many times to play, the other never to stop"
        ),
        Refusal(
            arguments: ["--still", "--no-hints"],
            message: "--still and --no-hints cannot be used together: a still picture shows no keys to hint at"),
        Refusal(
            arguments: ["list", "--json", "--titles"],
            message: "--json and --titles cannot be used together: choose one way to print the list"),
        Refusal(arguments: ["bird"], message: #"unknown command "bird"; did you mean "nature-cli show Bird"?"#),
        Refusal(
            arguments: ["random", "fish"],
            message: #"'random' takes no arguments, found "fish"; did you mean "nature-cli show Fish"?"#),
        Refusal(arguments: ["brid"], message: #"unknown command "brid"; did you mean "nature-cli show Bird"?"#),
        Refusal(arguments: ["lsit"], message: #"unknown command "lsit"; did you mean "list"?"#),
        Refusal(arguments: ["version"], message: #"unknown command "version"; did you mean "--version"?"#),
        Refusal(arguments: ["help", "shwo"], message: #"unknown command "shwo"; did you mean "show"?"#),
        Refusal(arguments: ["help", "show", "list"], message: "'help' tells of one command at a time"),
        Refusal(arguments: ["show", "  "], message: "'show' needs the title of an object: nature-cli show <title>"),
        Refusal(
            arguments: ["show", "Bird", "--cast", "x.cast", "--forever"],
            message: "--cast with --forever would never end off a terminal; give --loops instead"),
    ]

    @Test("Refused command lines exit 64 with one line that says why, then the usage", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let directory = try TemporaryDirectory()
        let result = try ShellCommand.run(
            "cd \(ShellCommand.quoted(directory.url.path)) && \"$NATURE_CLI\" "
                + refusal.arguments.map(ShellCommand.quoted).joined(separator: " "))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("nature-cli: \(refusal.message)\nusage: "))
        // Nothing was created: a refused command line does nothing.
        #expect((try FileManager.default.contentsOfDirectory(atPath: directory.url.path)).isEmpty)
    }

    @Test(
        "An option refused after a command shows that command's usage alone, not every command's",
        arguments: [
            (["scene", "--bogus"], "unknown option \"--bogus\"", "scene"),
            (["show", "Bird", "--lops", "2"], "unknown option \"--lops\"; did you mean \"--loops\"?", "show"),
            (["scene", "--duration"], "--duration needs a value: --duration <s>", "scene"),
            (["--lops", "2", "list"], "unknown option \"--lops\"; did you mean \"--loops\"?", "list"),
        ])
    func refusedOptionShowsItsCommandsUsage(arguments: [String], message: String, command: String) throws {
        let result = try BuiltCLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("nature-cli: \(message)\nusage: nature-cli \(command) "))
        #expect(result.stderr.hasSuffix("\nRun 'nature-cli \(command) --help' for more.\n"))
        #expect(result.stderr.split(separator: "\n").count == 3)
    }

    @Test("--generate-completion-script tcsh names the shells it can write for, and the program's usage")
    func unknownShell() throws {
        let result = try BuiltCLI.run(["--generate-completion-script", "tcsh"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(#"nature-cli: --generate-completion-script takes bash, zsh or fish, not "tcsh""#))
        #expect(result.stderr.contains("\nusage: nature-cli --generate-completion-script bash|zsh|fish\n"))
        #expect(!result.stderr.contains("[random]"))
    }

    @Test("A piped scene smaller than the world says so on standard error and exits 64, as a terminal says so")
    func pipedSceneTooSmall() throws {
        let result = try BuiltCLI.run(["scene", "--seed", "1"], environment: ["COLUMNS": "30", "LINES": "10"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "nature-cli: window too small: 40x12 needed, COLUMNS and LINES give 30x10\n")
    }

    @Test("A title typed without show names the catalog it was found in")
    func titleFromOwnCatalog() throws {
        let catalog = try TemporaryFile(
            """
            {"version": 1, "images": {"a": ["x"]}, "objects": [
              {"kind": "notAnimal", "title": "Polar Bear", "type": "Animal", "coordinateX": 0, "coordinateY": 0,
               "randomImages": ["a"]}]}
            """)
        let result = try BuiltCLI.run(["polar", "bear", "--catalog", catalog.path])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "nature-cli: unknown command \"polar\"; did you mean \"nature-cli show 'Polar Bear' --catalog \(catalog.path)\"?\n"
            ))
    }

    @Test("Titles are trimmed: spaces around a title do not hide it")
    func trimmedTitle() throws {
        let plain = try BuiltCLI.run(["show", "Bird"])
        for title in [" bird", "Bird  ", "\tBIRD\n"] {
            let result = try BuiltCLI.run(["show", title])
            #expect(result.status == 0)
            #expect(result.stdout == plain.stdout)
        }
    }

    @Test("The same option twice keeps the last, so an alias's default can be overridden")
    func lastOptionWins() throws {
        let result = try BuiltCLI.run(["show", "Bird", "--color", "always", "--color", "never"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
    }
}
