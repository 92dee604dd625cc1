import NatureKit

/// nature-cli as a whole, for the manual page and the shell completions: made from the commands'
/// declarations and the program's own options (``Program``), as `--help` is.
extension CommandLineInterface {
    static let natureCLI = CommandLineInterface(
        program: Program.name,
        version: Program.version,
        tagline: "show nature objects as ASCII art, animated in place on a terminal",
        description: Program.description,
        commands: Program.commands.map { declaration in
            Command(
                name: declaration.name,
                arguments: declaration.argument.map { $0.isOptional ? "[\($0.name)]" : $0.name } ?? "",
                summary: declaration.abstract, argumentValues: declaration.argument?.values ?? .none)
        },
        defaultCommand: Program.defaultCommand.rawValue,
        options: options,
        keys: keyGroups,
        exitStatuses: ExitCode.allCases.map { Entry("\($0.rawValue)", $0.summary) },
        environment: Program.environment,
        examples: Program.commands.flatMap(\.examples) + Program.examples)

    /// Each option once per distinct help, under the commands that give it that help; then the program's
    /// own, which belong to the default command since they are given with none.
    private static var options: [Option] {
        var options: [Option] = []
        for declaration in Program.commands {
            for spec in declaration.options {
                if let index = options.firstIndex(where: { $0.name == spec.name && $0.summary == spec.help }) {
                    options[index].commands.append(declaration.name)
                } else {
                    options.append(
                        Option(
                            name: spec.name, shortName: spec.shortName, value: spec.value, summary: spec.help,
                            commands: [declaration.name], values: spec.values))
                }
            }
        }
        let program = Program.options.filter { spec in !options.contains { $0.name == spec.name } }
        return options
            + program.map { spec in
                Option(
                    name: spec.name, shortName: spec.shortName, value: spec.value, summary: spec.help,
                    commands: [Program.defaultCommand.rawValue], values: spec.values, isAboutProgram: true)
            }
    }

    /// The keys, one group per distinct table, headed by the commands that read them.
    private static var keyGroups: [Group] {
        var groups: [(commands: [String], keys: [KeyBinding])] = []
        for declaration in Program.commands where !declaration.keys.isEmpty {
            if let index = groups.firstIndex(where: { $0.keys == declaration.keys }) {
                groups[index].commands.append(declaration.name)
            } else {
                groups.append(([declaration.name], declaration.keys))
            }
        }
        return groups.map { group in
            Group(
                heading: group.commands.joined(separator: ", "),
                entries: group.keys.map { Entry($0.label, $0.help) })
        }
    }
}
