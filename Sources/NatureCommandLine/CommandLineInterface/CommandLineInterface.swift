/// What a command-line program offers, described once: its commands, options, keys, exit statuses and
/// environment. Its manual page (``ManualPage``) and shell completions (``CompletionScript``) are
/// generated from this description, as its `--help` is generated from the table this is built from, so
/// none of them can fall out of step with the program.
package struct CommandLineInterface: Sendable {
    /// The program's name, as typed.
    package var program: String
    /// The version line, `nature-cli 0.1.0`.
    package var version: String
    /// One line that says what the program is, for the manual's NAME.
    package var tagline: String
    /// Paragraphs for the manual's DESCRIPTION.
    package var description: [String]
    /// The commands, in the order help lists them.
    package var commands: [Command]
    /// The command that runs when none is named.
    package var defaultCommand: String
    /// Every option, in the order help lists them.
    package var options: [Option]
    /// The keys the program reads, in named groups.
    package var keys: [Group]
    /// The exit statuses.
    package var exitStatuses: [Entry]
    /// The environment variables the program reads.
    package var environment: [Entry]
    /// Example command lines, each with what it does.
    package var examples: [Entry]

    package init(
        program: String, version: String, tagline: String, description: [String], commands: [Command],
        defaultCommand: String, options: [Option], keys: [Group], exitStatuses: [Entry], environment: [Entry],
        examples: [Entry]
    ) {
        self.program = program
        self.version = version
        self.tagline = tagline
        self.description = description
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.options = options
        self.keys = keys
        self.exitStatuses = exitStatuses
        self.environment = environment
        self.examples = examples
    }

    /// Each option once, whatever help it has under each command: for what a shell needs to know of
    /// a spelling alone, such as whether it takes a value.
    package var distinctOptions: [Option] {
        options.enumerated().filter { index, option in
            !options[..<index].contains { $0.name == option.name }
        }.map(\.element)
    }

    /// The options `command` takes.
    package func options(of command: String) -> [Option] {
        options.filter { $0.commands.contains(command) }
    }
}

extension CommandLineInterface {
    /// What a shell may offer to complete a value or an argument with.
    package enum Values: Hashable, Sendable {
        /// Nothing to offer: a number, say.
        case none
        /// One of these words.
        case choices([String])
        /// A path.
        case files
        /// The title of an object, read at completion time from `<program> list --titles`, with the
        /// `--catalog` the command line names.
        case titles
        /// The name of a command.
        case commands
    }

    /// One command: `show <title>`.
    package struct Command: Hashable, Sendable {
        package var name: String
        /// The arguments after the name and before the options, as usage writes them: `<title>`.
        package var arguments: String
        package var summary: String
        /// What the command's arguments are, for completion.
        package var argumentValues: Values

        package init(name: String, arguments: String = "", summary: String, argumentValues: Values = .none) {
            self.name = name
            self.arguments = arguments
            self.summary = summary
            self.argumentValues = argumentValues
        }
    }

    /// One option: `--color auto|always|never`.
    package struct Option: Hashable, Sendable {
        /// `--color`.
        package var name: String
        /// `-h`, or `nil`.
        package var shortName: String?
        /// The value's placeholder, or `nil` for a flag that takes none.
        package var value: String?
        package var summary: String
        /// The commands the option applies to.
        package var commands: [String]
        /// What the value may be, for completion.
        package var values: Values
        /// Whether the option is about the program itself, given with no command
        /// (`--generate-manual`); it then belongs to the default command alone.
        package var isAboutProgram: Bool

        package init(
            name: String, shortName: String? = nil, value: String? = nil, summary: String, commands: [String],
            values: Values = .none, isAboutProgram: Bool = false
        ) {
            self.name = name
            self.shortName = shortName
            self.value = value
            self.summary = summary
            self.commands = commands
            self.values = values
            self.isAboutProgram = isAboutProgram
        }
    }

    /// A term and what it means: a key, an exit status, a variable, an example.
    package struct Entry: Hashable, Sendable {
        package var term: String
        package var text: String

        package init(_ term: String, _ text: String) {
            self.term = term
            self.text = text
        }

        /// An entry from a help line that pads its term with spaces: `q, Esc            quit`.
        package init(helpLine line: String) {
            let characters = Array(line)
            var end = 0
            while end < characters.count,
                !(characters[end] == " " && end + 1 < characters.count
                    && characters[end + 1] == " ")
            {
                end += 1
            }
            term = String(characters[..<end])
            text = String(characters[end...].drop { $0 == " " })
        }
    }

    /// Entries under a heading: the keys of one screen.
    package struct Group: Hashable, Sendable {
        package var heading: String
        package var entries: [Entry]

        package init(heading: String, entries: [Entry]) {
            self.heading = heading
            self.entries = entries
        }
    }
}
