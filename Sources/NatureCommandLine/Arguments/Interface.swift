import NatureKit

/// nature-cli as a whole, for the manual page and the shell completions: built from the same tables
/// as `--help` (``OptionSpec/all``, ``Help``, ``ExitCode``), plus what only the manual says.
extension CommandLineInterface {
    static let natureCLI = CommandLineInterface(
        program: "nature-cli",
        version: Help.version,
        tagline: "show nature objects as ASCII art, animated in place on a terminal",
        description: [
            "nature-cli picks an object from a catalog (the built-in one, or yours with --catalog) and shows it "
                + "on a card: its title, its type, its coordinates and its picture. On a terminal the picture "
                + "animates in place, and the card stays in the scrollback when playback ends. Piped, redirected, "
                + "or with TERM unset or dumb, it prints the card once, with no escape bytes and no waiting.",
            "Whether an object animates or shows a still picture is decided by the protocols its type conforms "
                + "to; --explain tells which, and prints a command that repeats the pick exactly.",
            "Errors go to standard error, one line each; a bad command line also prints the usage.",
        ],
        commands: NatureCLICommand.allCases.map { command in
            Command(
                name: command.rawValue,
                arguments: Help.arguments[command].map { $0.optional ? "[\($0.name)]" : $0.name } ?? "",
                summary: Help.summaries[command]?.summary ?? "",
                argumentValues: argumentValues[command] ?? .none)
        },
        defaultCommand: NatureCLICommand.random.rawValue,
        options: OptionSpec.all.map { spec in
            Option(
                name: spec.name, shortName: spec.shortName, value: spec.value, summary: spec.summary,
                commands: NatureCLICommand.allCases.filter(spec.commands.contains).map(\.rawValue), values: spec.values,
                isAboutProgram: spec.isAboutProgram)
        },
        keys: keyGroups,
        exitStatuses: ExitCode.allCases.map { Entry("\($0.rawValue)", $0.summary) },
        environment: [
            Entry("NO_COLOR", "When set and not empty, --color auto (the default) prints no colour."),
            Entry(
                "TERM", "When unset or dumb, cards are printed once, as when piped: no animation, no escape bytes."),
            Entry(
                "COLUMNS, LINES",
                "The window's size, when both are set and the terminal cannot tell its own; a card wider than "
                    + "the window is clipped, and one taller is shown still. Off a terminal, the size of the scene's "
                    + "snapshot (80 by 24 when unset). COLUMNS alone sets the width help is wrapped to, before the "
                    + "window's."),
        ],
        examples: [
            Entry("nature-cli", "A random object, animated in place for about three seconds."),
            Entry("nature-cli show bird --loops 5", "The bird, flying five times."),
            Entry(
                "nature-cli --seed 42 --explain",
                "The same object and picture on every run, with why it is shown so and a command that repeats it."),
            Entry("nature-cli show fish --cast fish.cast", "Record the fish for any asciinema player."),
            Entry(
                "nature-cli scene --seed 1",
                "The world of sky, land and sea, each object in its habitat, with the same comings and goings on "
                    + "every run."),
            Entry(
                "COLUMNS=120 LINES=40 nature-cli scene | less", "One plain snapshot of the scene's start, 120 by 40."),
            Entry("nature-cli list --catalog mine.json", "Every object in your own catalog, by type."),
            Entry("nature-cli validate mine.json", "Every problem in your catalog, one per line."),
            Entry(
                "nature-cli --generate-completion-script bash > ~/.local/share/bash-completion/completions/nature-cli",
                "Complete commands, options and titles in bash."),
            Entry(
                "nature-cli --generate-manual > ~/.local/share/man/man1/nature-cli.1",
                "Install this page where man finds it."),
        ])

    private static let argumentValues: [NatureCLICommand: Values] = [
        .show: .titles, .validate: .files, .help: .commands,
    ]

    /// The keys, one group per distinct table, headed by the commands that read them.
    private static var keyGroups: [Group] {
        var groups: [(commands: [NatureCLICommand], lines: [String])] = []
        for command in NatureCLICommand.allCases {
            guard let lines = Help.keys[command] else { continue }
            if let index = groups.firstIndex(where: { $0.lines == lines }) {
                groups[index].commands.append(command)
            } else {
                groups.append(([command], lines))
            }
        }
        return groups.map { group in
            Group(
                heading: group.commands.map(\.rawValue).joined(separator: ", "),
                entries: group.lines.map(Entry.init(helpLine:)))
        }
    }
}

/// nature-cli's `Command`, named apart from ``CommandLineInterface/Command`` inside its extension.
private typealias NatureCLICommand = Command
