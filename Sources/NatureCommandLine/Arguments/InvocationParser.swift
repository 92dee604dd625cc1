import NatureKit

/// Parses `nature-cli`'s arguments against the commands' declarations (``Program/commands``).
///
/// Accepted forms: `--name value`, `--name=value`, the one-letter spellings (`-h`, `-V`), and `--` to
/// end options. The first word that is not an option may name the command; `random` is the default.
/// An option given twice keeps its last value, so an alias's default can be overridden.
enum InvocationParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var words: [String] = []
        // The options given and their values, in two arrays rather than one of pairs, whose tuple type
        // the runtime would make on every start.
        var specs: [OptionSpec] = []
        var values: [String] = []
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
            let spec = try option(named: name, command: command, writtenAs: argument)
            if spec.value == nil {
                guard inlineValue == nil else {
                    throw UsageError(message: "\(spec.name) takes no value", command: command)
                }
                specs.append(spec)
                values.append("")
            } else if let inlineValue {
                specs.append(spec)
                values.append(inlineValue)
            } else if let next = remaining.popFirst() {
                specs.append(spec)
                values.append(next)
            } else {
                throw UsageError(
                    message: "\(spec.name) needs a value: \(spec.name) \(spec.value ?? "")", command: command)
            }
        }
        let catalogPath = specs.lastIndex { $0.name == "--catalog" }.map { values[$0] }

        if let first = words.first {
            guard let command = Subcommand(rawValue: first) else {
                throw unknownCommand(first, words: words, catalogPath: catalogPath)
            }
            invocation.command = command
            invocation.namesCommand = true
            words.removeFirst()
        }
        invocation.positionals = words
        let declaration = Program.declaration(of: invocation.command)

        for (option, value) in zip(specs, values) {
            let spec = try Self.option(named: option.name, of: declaration)
            do throws(UsageError) {
                try spec.apply(&invocation, value)
            } catch {
                throw error.usage == .program ? error : UsageError(message: error.message, command: invocation.command)
            }
            invocation.give(spec, value)
        }
        if invocation.help || invocation.version { return invocation }
        try declaration.check(invocation)
        try declaration.checkArgument(of: invocation)
        for conflict in declaration.conflicts
        where invocation.isGiven(conflict.first) && invocation.isGiven(conflict.second) {
            throw UsageError(
                message:
                    "\(conflict.first.name) and \(conflict.second.name) cannot be used together: \(conflict.reason)",
                command: invocation.command)
        }
        return invocation
    }

    /// Every option any command takes, and the program's own: to tell an option's spelling and whether
    /// it takes a value before the command is known. An option several commands take is spelled alike
    /// and takes a value alike in each.
    private static let everyOption = Program.options + Program.commands.flatMap(\.options)

    /// The option spelled `name` (long or short), looked for among the program's own and `command`'s
    /// (the default command's when none is named yet) before every command's: any command's spec of an
    /// option is the same, and a command line that gives only its command's options then makes only
    /// that command's declaration. Thrown for, not `nil`, when no command takes it
    /// (`option(named:of:)` says why).
    ///
    /// - Parameters:
    ///   - name: The option's spelling, without an inline value.
    ///   - command: The command of the command line, as far as it is read.
    ///   - argument: The argument as written, for the message that refuses it.
    private static func option(
        named name: String, command: Subcommand?, writtenAs argument: String
    ) throws(UsageError) -> OptionSpec {
        func spells(_ spec: OptionSpec) -> Bool { spec.name == name || spec.shortName == name }
        if let spec = Program.options.first(where: spells) { return spec }
        if let spec = Program.declaration(of: command ?? Program.defaultCommand).option(named: name) { return spec }
        if let spec = everyOption.first(where: spells) { return spec }
        let suggestion = Suggestion.nearest(to: name, among: everyOption.map(\.name))
        throw UsageError(
            message: "unknown option \(TerminalText.quoted(argument))" + Suggestion.hint(suggestion), command: command)
    }

    /// The option named `name` that `declaration`'s command takes: its own, or for the default command
    /// one of the program's; thrown for when it takes none. Thrown for rather than `nil`, and each spec
    /// returned as found rather than chained with `??`: the runtime destroys an optional spec held any
    /// longer through its type, which it makes for that at every start.
    private static func option(
        named name: String, of declaration: CommandDeclaration
    ) throws(UsageError) -> OptionSpec {
        if let spec = declaration.option(named: name) { return spec }
        // The program's own options are given with no command, so they belong to the default one.
        if declaration.command == Program.defaultCommand, let spec = Program.options.first(where: { $0.name == name }) {
            return spec
        }
        throw UsageError(
            message: "\(name) does not apply to '\(declaration.command.rawValue)'", command: declaration.command)
    }

    /// The command of a command line still being read: the one its first word names, or before any word,
    /// the first command among the arguments yet to come (an option's value may stand between).
    private static func commandNamed(by words: [String], orAfter remaining: ArraySlice<String>) -> Subcommand? {
        if let first = words.first { return Subcommand(rawValue: first) }
        // A loop, not `remaining.lazy.compactMap(…).first`: the lazy sequence's type is made at run time
        // on every start, checking its generic requirements against every conformance the program has,
        // which cost `--version` a tenth of its instructions.
        for word in remaining {
            if let command = Subcommand(rawValue: word) { return command }
        }
        return nil
    }

    /// `nature-cli bird`: the word is no command, but may be a title (found once the catalog is read),
    /// a command misspelled, or an option written without its dashes (`version`).
    private static func unknownCommand(_ word: String, words: [String], catalogPath: String?) -> UsageError {
        let bare = "unknown command \(TerminalText.quoted(word))"
        let suggestion =
            Suggestion.nearest(to: word, among: Subcommand.allCases.map(\.rawValue))
            ?? everyOption.first { $0.name == "--" + word }?.name
        return UsageError(
            message: bare + Suggestion.hint(suggestion), command: nil,
            strayTitle: .init(title: Invocation.title(of: words), catalogPath: catalogPath, bareMessage: bare))
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
