import Foundation
import Testing

/// `nature-cli --generate-completion-script bash|zsh|fish`: each script is valid in its shell and
/// completes commands, options, option values and titles, the titles read from the catalog named.
@Suite("Shell completion scripts")
struct CompletionScriptTests {
    /// The built nature-cli's folder, first on `PATH`, so that a script can call `nature-cli list --titles`.
    static let environment = [
        "PATH": BuiltCLI.executable.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    ]

    static func script(_ shell: String) throws -> TemporaryFile {
        let result = try BuiltCLI.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        return try TemporaryFile(result.stdout)
    }

    /// The shell and the script generated for it, once the shell's own parser (`-n`) has accepted the script.
    static func parsedScript(
        _ shell: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (shell: URL, script: TemporaryFile) {
        let executable = URL(fileURLWithPath: try RequiredTool.path(shell))
        let script = try Self.script(shell)
        let parsed = try ProcessRunner.run(executable, ["-n", script.path], environment: [:])
        #expect(parsed.status == 0, "\(parsed.stderr)", sourceLocation: sourceLocation)
        return (executable, script)
    }

    struct BashCase: Sendable, CustomTestStringConvertible {
        var words: [String]
        var completions: [String]
        var testDescription: String { "nature-cli " + words.joined(separator: " ") + "<TAB>" }
    }

    static let bashCases: [BashCase] = [
        BashCase(words: ["sh"], completions: ["show"]),
        BashCase(
            words: [""], completions: ["random", "show", "list", "validate", "browse", "scene", "schema", "help"]),
        BashCase(words: ["--col"], completions: ["--color"]),
        BashCase(words: ["--color", "a"], completions: ["auto", "always"]),
        BashCase(words: ["--color", "=", "ne"], completions: ["never"]),
        BashCase(words: ["--generate-completion-script", ""], completions: ["bash", "zsh", "fish"]),
        BashCase(words: ["show", "bu"], completions: ["Butterfly", "Bush"]),
        BashCase(words: ["--seed", "3", "show", "--still", "Wa"], completions: ["Waterfall"]),
        BashCase(words: ["list", "--j"], completions: ["--json"]),
        BashCase(words: ["list", "--f"], completions: []),
        BashCase(words: ["show", "--fo"], completions: ["--forever"]),
        BashCase(words: ["help", "v"], completions: ["validate"]),
        BashCase(words: ["--seed", ""], completions: []),
    ]

    @Test("bash: the completion function offers commands, options, values and titles", arguments: bashCases)
    func bash(_ testCase: BashCase) throws {
        let script = try Self.script("bash")
        let words = (["nature-cli"] + testCase.words).map(ShellCommand.quoted).joined(separator: " ")
        let result = try ShellCommand.run(
            """
            source \(ShellCommand.quoted(script.path))
            COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _nature_cli
            printf '%s\\n' "${COMPREPLY[@]}"
            """, environment: Self.environment)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.split(separator: "\n").map(String.init) == testCase.completions)
    }

    @Test("bash: titles come from the catalog --catalog names, and spaces in a title are escaped")
    func bashTitlesFromCatalog() throws {
        let script = try Self.script("bash")
        let catalog = try TemporaryFile(
            """
            {"version": 1, "images": {"a": ["x"]}, "objects": [
              {"kind": "notAnimal", "title": "Polar Bear", "type": "Animal", "coordinateX": 0, "coordinateY": 0,
               "randomImages": ["a"]},
              {"kind": "notAnimal", "title": "Pebble", "type": "Landscape", "coordinateX": 0, "coordinateY": 0,
               "randomImages": ["a"]}]}
            """)
        for words in [["--catalog", catalog.path, "show", "p"], ["show", "--catalog=\(catalog.path)", "P"]] {
            let quoted = (["nature-cli"] + words).map(ShellCommand.quoted).joined(separator: " ")
            let result = try ShellCommand.run(
                """
                source \(ShellCommand.quoted(script.path))
                COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _nature_cli
                printf '%s\\n' "${COMPREPLY[@]}"
                """, environment: Self.environment)
            #expect(result.stdout == "Polar\\ Bear\nPebble\n", "\(words)")
        }
    }

    /// Puts the bash script where the README says: the user's bash-completion folder under `home`.
    static func installBashCompletion(in home: TemporaryDirectory) throws {
        let folder = home.url.appendingPathComponent(".local/share/bash-completion/completions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = try BuiltCLI.run(["--generate-completion-script", "bash"]).stdout
        try Data(script.utf8).write(to: folder.appendingPathComponent("nature-cli"))
    }

    /// An interactive bash on a pseudo-terminal, in a home of its own, that runs `rc` first: types
    /// `nature-cli sh`, Tab and `#`, and returns the line as it then reads, once bash has taken the Tab.
    static func bashLineAfterTab(home: TemporaryDirectory, rc: String) throws -> String? {
        let rcFile = try home.write(Array("PS1='$ '\ncd \"$HOME\"\n\(rc)\n".utf8), to: ".test-bashrc")
        let run = try PseudoTerminalRun(
            ["--noprofile", "--rcfile", rcFile, "-i"], executable: URL(fileURLWithPath: try RequiredTool.path("bash")),
            environment: [
                "TERM": "xterm-256color", "HOME": home.url.path, "XDG_DATA_HOME": nil, "BASH_COMPLETION_USER_DIR": nil,
                "PATH": environment["PATH"],
            ])
        defer { run.process.terminate() }
        guard run.waitForOutput(containing: "$ ") else { return nil }
        // Bash reads keys in order: the # shows once the Tab has been dealt with.
        run.type("nature-cli sh\t#")
        // The line as it reads, without the bell bash rings when it has nothing to offer.
        func line(_ screen: String) -> String? {
            screen.split(separator: "\n").map { $0.filter { $0 != "\u{7}" } }
                .last { $0.hasPrefix("$ nature-cli") && $0.hasSuffix("#") }
        }
        guard run.waitForScreen({ line($0) != nil }) else { return nil }
        return line(ScreenModel(replaying: run.output).text)
    }

    @Test("bash, as the README sets it up: with bash-completion, the file in its folder completes on Tab")
    func bashWithBashCompletion() throws {
        let loader = try RequiredTool.file("/usr/share/bash-completion/bash_completion", package: "bash-completion")
        let home = try TemporaryDirectory()
        try Self.installBashCompletion(in: home)
        #expect(try Self.bashLineAfterTab(home: home, rc: "source \(loader)") == "$ nature-cli show #")
    }

    @Test("bash without bash-completion: the file in its folder does nothing, a line in ~/.bashrc does")
    func bashWithoutBashCompletion() throws {
        let home = try TemporaryDirectory()
        try Self.installBashCompletion(in: home)
        #expect(try Self.bashLineAfterTab(home: home, rc: "") == "$ nature-cli sh#")
        let sourced = "source <(nature-cli --generate-completion-script bash)"
        #expect(try Self.bashLineAfterTab(home: home, rc: sourced) == "$ nature-cli show #")
    }

    @Test("zsh: the script parses")
    func zsh() throws {
        let (_, script) = try Self.parsedScript("zsh")
        #expect(try String(contentsOfFile: script.path, encoding: .utf8).hasPrefix("#compdef nature-cli\n"))
    }

    @Test("fish: the script parses, and fish's own completer offers commands, values and titles")
    func fish() throws {
        let (fish, script) = try Self.parsedScript("fish")

        func complete(_ line: String) throws -> [String] {
            let result = try ProcessRunner.run(
                fish,
                [
                    "--no-config", "-c",
                    "source \(ShellCommand.quoted(script.path)); complete -C \(ShellCommand.quoted(line))",
                ],
                environment: Self.environment)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(try complete("nature-cli sh") == ["show"])
        #expect(try complete("nature-cli --color ") == ["always", "auto", "never"])
        #expect(try complete("nature-cli show Bi") == ["Bird"])
        #expect(try complete("nature-cli list --j") == ["--json"])
        #expect(try complete("nature-cli show --fo") == ["--forever"])
        #expect(try complete("nature-cli list --fo").isEmpty)
    }

    @Test("An unknown shell is a usage error that names the shells")
    func unknownShell() throws {
        let result = try BuiltCLI.run(["--generate-completion-script", "tcsh"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("nature-cli: --generate-completion-script takes bash, zsh or fish, not \"tcsh\"\n"))
    }

    @Test("list --titles prints one title per line, in catalog order, for scripts and completions")
    func listTitles() throws {
        let result = try BuiltCLI.run(["list", "--titles"])
        #expect(result.status == 0)
        let titles = result.stdout.split(separator: "\n").map(String.init)
        #expect(titles.first == "Bird")
        #expect(titles.count == Set(titles).count)
        #expect(titles.count > 10)
    }
}
