import NatureKit

/// Usage and help text, made from the commands' declarations so that it cannot fall out of date.
enum Help {
    /// The short usage printed with a usage error.
    static func usage(for usage: UsageError.Usage) -> String {
        switch usage {
        case .everyCommand:
            "usage: " + Program.commands.map(\.usage).joined(separator: "\n       ")
                + "\nRun '\(Program.name) --help' for more."
        case .program:
            "usage: "
                + Program.options.map { "\(Program.name) \($0.name)" + ($0.value.map { " \($0)" } ?? "") }.joined(
                    separator: "\n       ")
                + "\nRun '\(Program.name) --help' for more."
        case .command(let command):
            "usage: \(Program.declaration(of: command).usage)\nRun '\(Program.name) \(command.rawValue) --help' for more."
        }
    }

    /// The program's help, as `nature-cli --help` and `nature-cli help` print it: every command, a line
    /// each, and the options given with no command, wrapped to `width` columns.
    static func programText(width: Int = Size.standard.columns) -> String {
        var layout = Layout(width: width)
        layout.hanging("usage: ", Program.usage)
        layout.blank()
        layout.paragraph(Program.abstract)
        layout.section("commands:")
        let names = Program.commands.map { declaration in
            declaration.command == Program.defaultCommand ? "\(declaration.name) (default)" : declaration.name
        }
        let column = (names.map(\.count).max() ?? 0) + 2
        for (name, declaration) in zip(names, Program.commands) {
            layout.entry(name, declaration.abstract, column: column)
        }
        layout.section("options, given with no command:")
        for option in Program.options {
            layout.entry(option.synopsis, option.help, column: 30)
        }
        layout.blank()
        layout.paragraph(
            "Run '\(Program.name) <command> --help', or '\(Program.name) help <command>', for a command's arguments, "
                + "options, keys, exit statuses and examples.")
        return layout.lines.joined(separator: "\n") + "\n"
    }

    /// A command's help, wrapped to `width` columns: its usage, what it does, its argument, keys,
    /// options, exit statuses and examples, all from its declaration.
    static func text(for declaration: CommandDeclaration, width: Int = Size.standard.columns) -> String {
        var layout = Layout(width: width)
        layout.hanging("usage: ", declaration.usage)
        layout.blank()
        layout.paragraph(declaration.abstract)
        if let argument = declaration.argument {
            layout.section("arguments:")
            layout.entry(argument.name, argument.help, column: 30)
        }
        if !declaration.keys.isEmpty {
            layout.section("keys:")
            for key in declaration.keys {
                layout.entry(key.label, key.help, column: KeyBinding.helpColumn)
            }
        }
        layout.section("options:")
        for option in declaration.options {
            layout.entry(option.synopsis, option.help, column: 30)
        }
        layout.section("exit status:")
        for status in declaration.allExitStatuses {
            layout.entry("\(status.rawValue)", status.summary, column: 5)
        }
        if !declaration.examples.isEmpty {
            layout.section("examples:")
            for example in declaration.examples {
                layout.entry(example.term, example.text, column: 40)
            }
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
