import NatureKit

/// Parses `nature-cli`'s arguments against ``OptionSpec/all``.
///
/// Accepted forms: `--name value`, `--name=value`, the one-letter spellings (`-h`, `-V`), and `--` to
/// end options. The first word that is not an option may name the command; `random` is the default.
/// An option given twice keeps its last value, so an alias's default can be overridden.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var words: [String] = []
        var options: [(spec: OptionSpec, value: String)] = []
        var remaining = arguments[...]
        var optionsEnded = false

        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            // An option is refused before every word is read; the usage shown is still the command's.
            let command = commandNamed(by: words, orAfter: remaining)
            guard let spec = OptionSpec.all.first(where: { $0.name == name || $0.shortName == name }) else {
                let suggestion = Suggestion.nearest(to: name, among: OptionSpec.all.map(\.name))
                throw UsageError(
                    message: "unknown option \(TerminalText.quoted(argument))" + Suggestion.hint(suggestion),
                    command: command)
            }
            if spec.value == nil {
                guard inlineValue == nil else {
                    throw UsageError(message: "\(spec.name) takes no value", command: command)
                }
                options.append((spec, ""))
            } else if let inlineValue {
                options.append((spec, inlineValue))
            } else if let next = remaining.popFirst() {
                options.append((spec, next))
            } else {
                throw UsageError(
                    message: "\(spec.name) needs a value: \(spec.name) \(spec.value ?? "")", command: command)
            }
        }
        let catalogPath = options.last { $0.spec.name == "--catalog" }?.value

        if let first = words.first {
            guard let command = Command(rawValue: first) else {
                throw unknownCommand(first, words: words, catalogPath: catalogPath)
            }
            invocation.command = command
            words.removeFirst()
        }
        invocation.positionals = words

        for (spec, value) in options {
            guard spec.commands.contains(invocation.command) else {
                throw UsageError(
                    message: "\(spec.name) does not apply to '\(invocation.command.rawValue)'",
                    command: invocation.command)
            }
            do {
                try spec.apply(&invocation, value)
            } catch {
                let message = (error as? UsageError)?.message ?? "\(spec.name): \(error)"
                throw UsageError(message: message, command: invocation.command)
            }
            invocation.given.insert(spec.name)
        }
        if invocation.help || invocation.version { return invocation }
        try check(invocation, catalogPath: catalogPath)
        return invocation
    }

    /// The command of a command line still being read: the one its first word names, or before any word,
    /// the first command among the arguments yet to come (an option's value may stand between).
    private static func commandNamed(by words: [String], orAfter remaining: ArraySlice<String>) -> Command? {
        if let first = words.first { return Command(rawValue: first) }
        return remaining.lazy.compactMap(Command.init(rawValue:)).first
    }

    /// `nature-cli bird`: the word is no command, but may be a title (found once the catalog is read),
    /// a command misspelled, or an option written without its dashes (`version`).
    private static func unknownCommand(_ word: String, words: [String], catalogPath: String?) -> UsageError {
        let bare = "unknown command \(TerminalText.quoted(word))"
        let suggestion =
            Suggestion.nearest(to: word, among: Command.allCases.map(\.rawValue))
            ?? OptionSpec.all.first { $0.name == "--" + word }?.name
        return UsageError(
            message: bare + Suggestion.hint(suggestion), command: nil,
            strayTitle: .init(title: Invocation.title(of: words), catalogPath: catalogPath, bareMessage: bare))
    }

    private static func check(_ invocation: Invocation, catalogPath: String?) throws(UsageError) {
        let command = invocation.command
        switch command {
        case .random:
            guard invocation.positionals.isEmpty else {
                let bare = "'random' takes no arguments, found \(TerminalText.quoted(invocation.positionals[0]))"
                throw UsageError(
                    message: bare, command: command,
                    strayTitle: .init(
                        title: Invocation.title(of: invocation.positionals), catalogPath: catalogPath, bareMessage: bare
                    ))
            }
        case .list, .browse, .scene, .schema:
            guard invocation.positionals.isEmpty else {
                throw UsageError(
                    message:
                        "'\(command.rawValue)' takes no arguments, found \(TerminalText.quoted(invocation.positionals[0]))",
                    command: command)
            }
        case .show:
            guard !invocation.title.isEmpty else {
                throw UsageError(
                    message: "'show' needs the title of an object: nature-cli show <title>", command: command)
            }
        case .validate:
            guard invocation.positionals.count <= 1 else {
                throw UsageError(message: "'validate' checks one file at a time", command: command)
            }
            if !invocation.positionals.isEmpty, invocation.catalogPath != nil {
                throw UsageError(
                    message: "give the file to validate either as an argument or with --catalog, not both",
                    command: command)
            }
            let file = invocation.positionals.first ?? invocation.catalogPath
            if invocation.watch, file == nil || file == "-" {
                throw UsageError(
                    message: "--watch needs a catalog file to watch: nature-cli validate --watch <file>",
                    command: command)
            }
        case .help:
            guard invocation.positionals.count <= 1 else {
                throw UsageError(message: "'help' tells of one command at a time", command: command)
            }
            if let name = invocation.positionals.first, Command(rawValue: name) == nil {
                let suggestion = Suggestion.nearest(to: name, among: Command.allCases.map(\.rawValue))
                throw UsageError(
                    message: "unknown command \(TerminalText.quoted(name))" + Suggestion.hint(suggestion),
                    command: command)
            }
        }
        for conflict in OptionSpec.conflicts
        where invocation.given.contains(conflict.first) && invocation.given.contains(conflict.second) {
            throw UsageError(
                message: "\(conflict.first) and \(conflict.second) cannot be used together: \(conflict.reason)",
                command: command)
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
