import NatureKit

/// One command, declared once in its own file: its name, what it does, its argument, its options with
/// help written for it, the keys it reads, its examples, the exit statuses it adds, and how it runs.
/// The parser, `help`, `--help`, the manual page and the completion scripts are all made from these
/// declarations (``Program/commands``), as swift-argument-parser makes them from a `ParsableCommand`.
struct CommandDeclaration: Sendable {
    /// What the command's words after its name are.
    struct Argument: Sendable {
        /// As usage names it: `<title>`.
        var name: String
        /// What it is, on its line in the command's help.
        var help: String
        /// Whether the command runs without it; usage shows it in brackets.
        var isOptional = false
        /// Several words, joined by spaces (a title); otherwise at most one.
        var takesWords = false
        /// What a shell may complete it with.
        var values: CommandLineInterface.Values = .none
    }

    /// Two options that cannot be given together, and why; refused with 64.
    struct Conflict: Sendable {
        /// The option the refusal names first.
        var first: OptionSpec
        /// The option that cannot be given with ``first``.
        var second: OptionSpec
        /// Why not, after "cannot be used together: ".
        var reason: String

        /// Unlabelled, so that a table of conflicts (``playing``) reads as pairs and their reasons.
        init(_ first: OptionSpec, _ second: OptionSpec, _ reason: String) {
            self.first = first
            self.second = second
            self.reason = reason
        }
    }

    /// Which command it is; its raw value is the name typed.
    var command: Subcommand
    /// What it does, in a sentence: the first line of its help, its line among the commands.
    var abstract: String
    /// What its words after its name are; `nil` for a command that takes none.
    var argument: Argument?
    /// Its options, in the order help lists them; `--help` and `--version` are added to every command.
    var options: [OptionSpec]
    /// Pairs of its options that cannot be given together, refused before it runs.
    var conflicts: [Conflict] = []
    /// The keys it reads on a terminal, from its model's binding table.
    var keys: [KeyBinding] { keyList() }
    /// Command lines, each with what it does.
    var examples: [CommandLineInterface.Entry] { exampleList() }
    /// The keys and the examples, made when help asks for them rather than on every start.
    private let keyList: @Sendable () -> [KeyBinding]
    private let exampleList: @Sendable () -> [CommandLineInterface.Entry]
    /// The statuses it may exit with besides 0, 64 and 74 and those its options bring (``OptionSpec/exitStatuses``).
    var exitStatuses: [ExitCode] = []
    /// Checks of the command line beyond each option's own, such as what its argument may be.
    var check: @Sendable (Invocation) throws(UsageError) -> Void = { _ throws(UsageError) in }
    /// Runs the command the invocation parsed.
    var run: @MainActor @Sendable (Invocation) async throws(CommandFailure) -> ExitCode

    init(
        _ command: Subcommand, abstract: String, argument: Argument? = nil, options: [OptionSpec],
        conflicts: [Conflict] = [], keys: @autoclosure @escaping @Sendable () -> [KeyBinding] = [],
        examples: @autoclosure @escaping @Sendable () -> [CommandLineInterface.Entry] = [],
        exitStatuses: [ExitCode] = [], check: @escaping @Sendable (Invocation) throws(UsageError) -> Void = { _ in },
        run: @escaping @MainActor @Sendable (Invocation) async throws(CommandFailure) -> ExitCode
    ) {
        self.command = command
        self.abstract = abstract
        self.argument = argument
        self.options = options + [.help, .version]
        self.conflicts = conflicts
        keyList = keys
        exampleList = examples
        self.exitStatuses = exitStatuses
        self.check = check
        self.run = run
    }
}

extension CommandDeclaration {
    /// The command's name, as typed.
    var name: String { command.rawValue }

    /// Its usage line: `nature-cli show <title> [options]`.
    var usage: String {
        let name = command == Program.defaultCommand ? "[\(name)]" : name
        let argument = argument.map { $0.isOptional ? " [\($0.name)]" : " \($0.name)" } ?? ""
        return "\(Program.name) \(name)\(argument) [options]"
    }

    /// Every status it may exit with, in order: 0, 64 and 74 for every command, then its own and its
    /// options'.
    var allExitStatuses: [ExitCode] {
        let statuses = Set([.success, .usage, .outputError] + exitStatuses + options.flatMap(\.exitStatuses))
        return ExitCode.allCases.filter(statuses.contains)
    }

    /// The option spelled `name` (`--seed` or `-h`), if the command takes it.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName == name }
    }

    /// Checks the argument as declared: none given where none is taken, one where one is needed, at most
    /// one unless it takes words.
    func checkArgument(of invocation: Invocation) throws(UsageError) {
        let words = invocation.positionals
        guard let argument else {
            guard words.isEmpty else {
                throw UsageError(
                    message: "'\(name)' takes no arguments, found \(TerminalText.quoted(words[0]))", command: command)
            }
            return
        }
        if !argument.isOptional, words.isEmpty {
            throw UsageError(
                message: "'\(name)' needs \(argument.name): \(Program.name) \(name) \(argument.name)", command: command)
        }
        if !argument.takesWords, words.count > 1 {
            throw UsageError(
                message: "'\(name)' takes one \(argument.name), found \(words.count)", command: command)
        }
    }
}
