import NatureKit

/// Parses `nature-cli`'s arguments against ``OptionSpec/all``.
///
/// Accepted forms: `--name value`, `--name=value`, `-h` for `--help`, and `--` to end options.
/// The first word that is not an option may name the command; `random` is the default.
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
            let (name, inlineValue) = split(argument == "-h" ? "--help" : argument)
            guard let spec = OptionSpec.all.first(where: { $0.name == name }) else {
                let suggestion = Suggestion.nearest(to: name, among: OptionSpec.all.map(\.name))
                throw UsageError(
                    message: "unknown option \(TerminalText.quoted(argument))" + Suggestion.hint(suggestion),
                    command: nil)
            }
            if spec.value == nil {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                options.append((spec, ""))
            } else if let inlineValue {
                options.append((spec, inlineValue))
            } else if let next = remaining.popFirst() {
                options.append((spec, next))
            } else {
                throw UsageError(message: "\(name) needs a value: \(name) \(spec.value ?? "")")
            }
        }

        if let first = words.first {
            if let command = Command(rawValue: first) {
                invocation.command = command
                words.removeFirst()
            } else {
                let suggestion = Suggestion.nearest(to: first, among: Command.allCases.map(\.rawValue))
                throw UsageError(message: "unknown command \(TerminalText.quoted(first))" + Suggestion.hint(suggestion))
            }
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
        }
        if invocation.help || invocation.version { return invocation }
        try check(invocation)
        return invocation
    }

    private static func check(_ invocation: Invocation) throws(UsageError) {
        let command = invocation.command
        switch command {
        case .random, .list, .browse, .schema:
            guard invocation.positionals.isEmpty else {
                throw UsageError(
                    message:
                        "'\(command.rawValue)' takes no arguments, found \(TerminalText.quoted(invocation.positionals[0]))",
                    command: command)
            }
        case .show:
            guard !invocation.positionals.isEmpty else {
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
        }
        if invocation.forever, invocation.loops != nil {
            throw UsageError(message: "--loops and --forever cannot be used together", command: command)
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
