import NatureCommandLine
import NatureKit
import NatureKitTestSupport
import Testing

/// The generators behind `--generate-completion-script` and `--generate-manual`, on a small made-up
/// program, so that what comes from the description is seen to come from it.
@Suite("Manual pages and completion scripts from one description")
struct CommandLineInterfaceTests {
    static let interface = CommandLineInterface(
        program: "toy", version: "toy 1.0", tagline: "a toy - for tests", description: [".starts with a dot"],
        commands: [
            .init(name: "run", summary: "run it"),
            .init(name: "open", arguments: "<name>", summary: "open one by name", argumentValues: .titles),
            .init(name: "zap", summary: "a command added later"),
        ],
        defaultCommand: "run",
        options: [
            .init(
                name: "--mode", value: "a|b", summary: "the mode [a or b]", commands: ["run"],
                values: .choices(["a", "b"])),
            .init(name: "--file", value: "<file>", summary: "it's a file", commands: ["run", "open"], values: .files),
            .init(name: "--help", shortName: "-h", summary: "help", commands: ["run", "open", "zap"]),
        ],
        keys: [.init(heading: "run", entries: [.init(helpLine: "q, Esc            quit")])],
        exitStatuses: [.init("0", "ok")], environment: [.init("NO_COLOR", "no colour")],
        examples: [.init("toy --mode a", "Mode a.")])

    @Test("A help line splits into its key and what it does at the padding")
    func helpLine() {
        let entry = CommandLineInterface.Entry(helpLine: "space, Enter, n   another random object")
        #expect(entry.term == "space, Enter, n")
        #expect(entry.text == "another random object")
    }

    @Test("Every shell's script lists every command, a new one included, and every option")
    func everyCommandAndOption() {
        for shell in CompletionScript.Shell.allCases {
            let script = CompletionScript.text(for: shell, of: Self.interface)
            for word in ["run", "open", "zap", "mode", "file", "help"] {
                #expect(script.contains(word), "\(shell) lacks \(word)")
            }
            #expect(script.contains("toy list --titles") || script.contains("list --titles"))
        }
    }

    @Test("bash completes an option's values and each command's own options")
    func bash() {
        let script = CompletionScript.text(for: .bash, of: Self.interface)
        #expect(script.contains(#"--mode) mapfile -t COMPREPLY < <(compgen -W "a b" -- "$cur"); return ;;"#))
        #expect(script.contains(#"open) options="--file -h --help" ;;"#))
        #expect(script.contains("open) _toy_titles ;;"))
        #expect(script.hasSuffix("complete -F _toy toy\n"))
    }

    @Test("zsh and fish quote what their quoting needs")
    func quoting() {
        let zsh = CompletionScript.text(for: .zsh, of: Self.interface)
        #expect(zsh.contains(#"'--mode=[the mode \[a or b\]]:a|b:(a b)'"#))
        #expect(zsh.contains(#"'--file=[it'\''s a file]:file:_files'"#))
        let fish = CompletionScript.text(for: .fish, of: Self.interface)
        #expect(fish.contains(#"complete -c toy -n '__toy_using run open' -l file -r -F -d 'it\'s a file'"#))
        #expect(fish.contains("complete -c toy -n '__toy_using run' -l mode -x -a 'a b'"))
    }

    @Test("The manual page has its sections, and escapes minus signs, backslashes and leading dots")
    func manualPage() {
        let page = ManualPage.text(of: Self.interface)
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(
            sections == [
                ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS", ".SH KEYS",
                ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH EXAMPLES",
            ])
        #expect(page.contains(#".TH TOY 1 "" "toy 1.0" "User Commands""#))
        #expect(page.contains(#"toy \- a toy \- for tests"#))
        #expect(page.contains("\n\\&.starts with a dot\n"))
        #expect(page.contains(#"\fB\-\-mode\fR \fIa|b\fR"#))
        #expect(page.contains(#"\fB\-h\fR, \fB\-\-help\fR"#))
        #expect(page.contains("the mode [a or b] (run)\n"))
        // Only the comment on the first line, which is never shown, writes a plain "--".
        #expect(!page.split(separator: "\n").dropFirst().contains { $0.contains("--") })
    }
}
