import NatureKit

/// Usage and help text, built from the option table so that it cannot fall out of date.
enum Help {
    static let version = "nature-cli 0.1.0"

    /// Each command's usage line and what it does.
    static let summaries: [Command: (usage: String, summary: String)] = [
        .random: (
            "nature-cli [random] [options]",
            "Pick a random object from the catalog and show it: animated on a terminal, as a still card otherwise."
        ),
        .show: ("nature-cli show <title> [options]", "Show one object by its title, ignoring case."),
        .list: ("nature-cli list [--json|--titles] [--catalog <file>]", "List every object, in sections by type."),
        .browse: (
            "nature-cli browse [options]",
            "Browse the catalog on a terminal, one card at a time; a key shows another random object."
        ),
        .scene: (
            "nature-cli scene [options]",
            "The whole catalog alive on one screen, each object at its coordinates, the animals on the move."
        ),
        .validate: (
            "nature-cli validate [<file>] [--json] [--watch]",
            "Check a catalog (default: the built-in one) and print every problem, one per line."
        ),
        .schema: ("nature-cli schema", "Print the JSON Schema of the catalog format, for editors."),
        .help: ("nature-cli help [<command>]", "Show the help of nature-cli or of one command, as --help does."),
    ]

    /// Each command's arguments, as usage names them, what they are, and whether they may be left out.
    static let arguments: [Command: (name: String, summary: String, optional: Bool)] = [
        .show: ("<title>", "the object's title, ignoring case and the spaces around it", false),
        .validate: (
            "<file>", "the catalog to check, - for standard input (default: --catalog, or the built-in one)", true
        ),
        .help: ("<command>", "the command to tell of (default: all of nature-cli)", true),
    ]

    private static let playbackKeys = [
        "q, Esc            end playback; the last frame stays on screen",
        "space             pause and resume",
    ]

    /// The keys each command reads on a terminal.
    static let keys: [Command: [String]] = [
        .random: playbackKeys, .show: playbackKeys, .browse: Browser.help, .scene: SceneKeys.all,
    ]

    /// The short usage printed with a usage error.
    static func usage(for command: Command?) -> String {
        guard let command else {
            return "usage: " + Command.allCases.map { summaries[$0]?.usage ?? "" }.joined(separator: "\n       ")
                + "\nRun 'nature-cli --help' for more."
        }
        return "usage: \(summaries[command]?.usage ?? "")\nRun 'nature-cli \(command.rawValue) --help' for more."
    }

    /// The full help for `command`: only the options, keys and exit statuses that apply to it. For
    /// `random` (the default) it also lists the other commands.
    static func text(for command: Command) -> String {
        var lines: [String] = []
        let (usage, summary) = summaries[command] ?? ("", "")
        lines.append("usage: \(usage)")
        lines.append("")
        lines.append(summary)
        if command == .random {
            lines.append("")
            lines.append("commands:")
            for other in Command.allCases {
                lines.append("  " + pad(other.rawValue, to: 10) + (summaries[other]?.summary ?? ""))
            }
        }
        if let argument = arguments[command] {
            lines.append("")
            lines.append("arguments:")
            lines.append("  " + pad(argument.name, to: 30) + argument.summary)
        }
        if let keys = keys[command] {
            lines.append("")
            lines.append("keys:")
            lines += keys.map { "  " + $0 }
        }
        lines.append("")
        lines.append("options:")
        for spec in OptionSpec.all where spec.commands.contains(command) {
            lines.append("  " + pad(spec.synopsis, to: 30) + spec.summary)
        }
        lines.append("")
        lines.append("exit status:")
        for status in ExitCode.allCases where status.commands.contains(command) {
            lines.append("  " + pad("\(status.rawValue)", to: 5) + status.summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
    }
}

extension OptionSpec {
    /// The option as help lists it: `-h, --help`, `--color auto|always|never`.
    var synopsis: String {
        let names = (shortName.map { "\($0), " } ?? "") + name
        return value.map { "\(names) \($0)" } ?? names
    }
}
