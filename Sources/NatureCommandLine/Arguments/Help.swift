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
            "The whole catalog in one world of sky, land and sea, each object in its habitat, the animals on the move."
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

    /// The full help for `command`, wrapped to `width` columns: only the options, keys and exit statuses
    /// that apply to it. For `random` (the default) it also lists the other commands.
    static func text(for command: Command, width: Int = Size.standard.columns) -> String {
        var layout = Layout(width: width)
        let (usage, summary) = summaries[command] ?? ("", "")
        layout.hanging("usage: ", usage)
        layout.blank()
        layout.paragraph(summary)
        if command == .random {
            layout.section("commands:")
            for other in Command.allCases {
                layout.entry(other.rawValue, summaries[other]?.summary ?? "", column: 10)
            }
        }
        if let argument = arguments[command] {
            layout.section("arguments:")
            layout.entry(argument.name, argument.summary, column: 30)
        }
        if let keys = keys[command] {
            layout.section("keys:")
            for key in keys.map(CommandLineInterface.Entry.init(helpLine:)) {
                layout.entry(key.term, key.text, column: 18)
            }
        }
        layout.section("options:")
        for spec in OptionSpec.all where spec.commands.contains(command) && !spec.isAboutProgram {
            layout.entry(spec.synopsis, spec.summary, column: 30)
        }
        let aboutProgram = OptionSpec.all.filter { $0.commands.contains(command) && $0.isAboutProgram }
        if !aboutProgram.isEmpty {
            layout.section("program options, given alone:")
            for spec in aboutProgram {
                layout.entry(spec.synopsis, spec.summary, column: 30)
            }
        }
        layout.section("exit status:")
        for status in ExitCode.allCases where status.commands.contains(command) {
            layout.entry("\(status.rawValue)", status.summary, column: 5)
        }
        return layout.lines.joined(separator: "\n") + "\n"
    }

    /// Help's lines, wrapped at spaces to a width, so that no word or number is split.
    private struct Layout {
        /// Below this many columns beside its term, an entry's text goes under the term instead.
        static let narrowestText = 24
        /// How far entries are indented under their section's heading.
        static let indent = 2
        /// How far an entry's text is indented under its term, when it goes there.
        static let textUnderTerm = 6

        let width: Int
        var lines: [String] = []

        mutating func blank() {
            lines.append("")
        }

        mutating func section(_ heading: String) {
            lines += [""] + TextLayout.wrapped(heading, width: width)
        }

        mutating func paragraph(_ text: String) {
            lines += TextLayout.wrapped(text, width: width)
        }

        /// `prefix`, then `text` wrapped beside it: `usage: nature-cli …`.
        mutating func hanging(_ prefix: String, _ text: String) {
            lines += Self.beside(prefix, text, column: TerminalText.columns(of: prefix), width: width)
        }

        /// `term` indented, and `text` beside it from `column` columns further on; under it, when the
        /// term is wider than its column or the window leaves too little room beside it.
        mutating func entry(_ term: String, _ text: String, column: Int) {
            let margin = String(repeating: " ", count: Self.indent)
            let termFits = TerminalText.columns(of: term) + 2 <= column
            if termFits, width - Self.indent - column >= Self.narrowestText {
                lines += Self.beside(margin + term, text, column: Self.indent + column, width: width)
                return
            }
            let textColumn =
                width - Self.indent - column >= Self.narrowestText ? Self.indent + column : Self.textUnderTerm
            lines += TextLayout.wrapped(term, width: max(1, width - Self.indent)).map { margin + $0 }
            lines += Self.beside("", text, column: textColumn, width: width)
        }

        /// `prefix` padded to `column`, then `text` wrapped to the rest of the width, its later lines
        /// indented to `column`.
        private static func beside(_ prefix: String, _ text: String, column: Int, width: Int) -> [String] {
            let wrapped = TextLayout.wrapped(text, width: max(1, width - column))
            let padding = String(repeating: " ", count: column)
            let first = prefix + String(repeating: " ", count: max(0, column - TerminalText.columns(of: prefix)))
            return [first + wrapped[0]] + wrapped.dropFirst().map { padding + $0 }
        }
    }
}

extension OptionSpec {
    /// The option as help lists it: `-h, --help`, `--color auto|always|never`.
    var synopsis: String {
        let names = (shortName.map { "\($0), " } ?? "") + name
        return value.map { "\(names) \($0)" } ?? names
    }
}
