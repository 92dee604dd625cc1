import NatureKit

/// nature-cli as a whole: its commands, each declared in its own file, the options given with no
/// command, and what only the manual page says. Help, the manual page and the completions read this.
enum Program {
    static let name = "nature-cli"
    static let version = "nature-cli 0.1.0"
    /// The command that runs when none is named.
    static let defaultCommand = Subcommand.random

    /// Every command, in the order help lists them: the order of ``Subcommand``.
    static let commands: [CommandDeclaration] = Subcommand.allCases.map(declaration(of:))

    /// The declaration of `command`, made alone: a command line that runs one command makes only its
    /// declaration, not every command's, which is a good part of a start.
    static func declaration(of command: Subcommand) -> CommandDeclaration {
        switch command {
        case .random: ShowCommand.random
        case .show: ShowCommand.show
        case .list: ListCommand.declaration
        case .validate: ValidateCommand.declaration
        case .browse: BrowseCommand.declaration
        case .scene: SceneCommand.declaration
        case .schema: SchemaCommand.declaration
        case .help: HelpCommand.declaration
        }
    }

    /// The options about the program itself, given with no command (`nature-cli --generate-manual`).
    static let options: [OptionSpec] = [
        OptionSpec(
            name: "--generate-completion-script", value: "bash|zsh|fish",
            values: .choices(CompletionScript.Shell.allCases.map(\.rawValue)),
            help: "print a script that completes nature-cli's command lines in this shell"
        ) { invocation, value throws(UsageError) in
            guard let shell = CompletionScript.Shell(rawValue: value) else {
                throw UsageError(
                    message: "--generate-completion-script takes bash, zsh or fish, not \(TerminalText.quoted(value))",
                    usage: .program)
            }
            invocation.completionShell = shell
        },
        OptionSpec(name: "--generate-manual", help: "print the manual page, in roff") {
            invocation, _ throws(UsageError) in
            invocation.generatesManual = true
        },
        OptionSpec.help.help("print this help: every command, a line each"),
        OptionSpec.version,
    ]

    static let abstract = "Show nature objects as ASCII art, animated in place on a terminal."

    /// The manual page's DESCRIPTION.
    static let description = [
        "nature-cli picks an object from a catalog (the built-in one, or yours with --catalog) and shows it "
            + "on a card: its title, its type, its coordinates and its picture. On a terminal the picture "
            + "animates in place, and the card stays in the scrollback when playback ends. Piped, redirected, "
            + "or with TERM unset or dumb, it prints the card once, with no escape bytes and no waiting.",
        "Whether an object animates or shows a still picture is decided by the protocols its type conforms "
            + "to; --explain tells which, and prints a command that repeats the pick exactly.",
        "Errors go to standard error, one line each; a bad command line also prints the usage.",
    ]

    static let environment: [CommandLineInterface.Entry] = [
        .init("NO_COLOR", "When set and not empty, --color auto (the default) prints no colour."),
        .init("TERM", "When unset or dumb, cards are printed once, as when piped: no animation, no escape bytes."),
        .init(
            "COLUMNS, LINES",
            "The window's size, when both are set and the terminal cannot tell its own; a card wider than "
                + "the window is clipped, and one taller is shown still. Off a terminal, the size of the scene's "
                + "snapshot (80 by 24 when unset). COLUMNS alone sets the width help is wrapped to, before the "
                + "window's."),
    ]

    /// The examples of the program itself, after every command's in the manual page.
    static let examples: [CommandLineInterface.Entry] = [
        .init(
            "nature-cli --generate-completion-script bash > ~/.local/share/bash-completion/completions/nature-cli",
            "Complete commands, options and titles in bash."),
        .init(
            "nature-cli --generate-manual > ~/.local/share/man/man1/nature-cli.1",
            "Install this page where man finds it."),
    ]

    /// The usage line of the program itself.
    static let usage = "\(name) [<command>] [options]"
}
