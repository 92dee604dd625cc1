/// A shell completion script for a ``CommandLineInterface``: commands, each command's options, option
/// values, and arguments, titles included (read when completing, from `<program> list --titles`).
package enum CompletionScript {
    /// A shell a script can be generated for.
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The script that teaches `shell` to complete `interface`'s command lines.
    package static func text(for shell: Shell, of interface: CommandLineInterface) -> String {
        switch shell {
        case .bash: bash(interface)
        case .zsh: zsh(interface)
        case .fish: fish(interface)
        }
    }

    /// The name a shell function of the program's may take: `_nature_cli`.
    static func functionName(_ interface: CommandLineInterface) -> String {
        "_" + String(interface.program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Every spelling of an option: `-h`, `--help`.
    static func spellings(of option: CommandLineInterface.Option) -> [String] {
        (option.shortName.map { [$0] } ?? []) + [option.name]
    }
}
