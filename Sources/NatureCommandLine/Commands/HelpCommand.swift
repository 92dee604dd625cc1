import NatureKit
import NatureSystem

/// `nature-cli help [command]`: the program's help, or a command's, as `--help` prints them.
enum HelpCommand {
    static let declaration = CommandDeclaration(
        .help, abstract: "Show the help of nature-cli or of one command, as --help does.",
        argument: .init(
            name: "<command>",
            help: "the command to tell of (default: nature-cli's own help, every command a line each)",
            isOptional: true, values: .commands),
        options: [.color.help("accepted, so that an alias can carry it; help has no colour")],
        examples: [.init("nature-cli help scene", "The scene's options, keys and exit statuses.")],
        check: { invocation throws(UsageError) in
            guard invocation.positionals.count <= 1 else {
                throw UsageError(message: "'help' tells of one command at a time", command: .help)
            }
            if let name = invocation.positionals.first, Subcommand(rawValue: name) == nil {
                let suggestion = Suggestion.nearest(to: name, among: Subcommand.allCases.map(\.rawValue))
                throw UsageError(
                    message: "unknown command \(TerminalText.quoted(name))" + Suggestion.hint(suggestion),
                    command: .help)
            }
        },
        run: { invocation throws(CommandFailure) in
            try invocation.print(text(about: invocation.positionals.first.flatMap(Subcommand.init)))
            return .success
        })

    /// The help of `command`, or of the program for `nil`, wrapped to the window.
    static func text(about command: Subcommand?) -> String {
        guard let command else { return Help.programText(width: Terminal.textColumns) }
        return Help.text(for: Program.declaration(of: command), width: Terminal.textColumns)
    }
}
