extension CompletionScript {
    /// A `#compdef` function built on `_arguments`: the default command's options and the commands first,
    /// then, once a command is named, that command's options and arguments.
    static func zsh(_ interface: CommandLineInterface) -> String {
        let function = functionName(interface)
        // zsh finds the function by its first line, so #compdef comes before the header.
        var lines = ["#compdef \(interface.program)"] + header(for: .zsh, of: interface)
        lines += [
            "",
            "\(function)_titles() {",
            "    local -a titles catalog",
            "    local i",
            "    for (( i = 2; i < \(function)_current; i++ )); do",
            "        case ${\(function)_words[i]} in",
            "            (--catalog) catalog=(--catalog \"${\(function)_words[i+1]/#\\~/$HOME}\") ;;",
            "            (--catalog=*) catalog=(--catalog \"${${\(function)_words[i]#--catalog=}/#\\~/$HOME}\") ;;",
            "        esac",
            "    done",
            "    titles=(${(f)\"$(_call_program titles ${(q)\(function)_words[1]} list --titles ${(q)catalog[@]} 2>/dev/null)\"})",
            "    compadd -M 'm:{a-zA-Z}={A-Za-z}' -a titles",
            "}",
            "",
            "\(function)_commands() {",
            "    local -a commands=(",
        ]
        for command in interface.commands {
            lines.append("        \(quoted(command.name + ":" + command.summary))")
        }
        lines += [
            "    )",
            "    _describe -t commands command commands",
            "}",
            "",
            "\(function)() {",
            "    local -a \(function)_words=(\"${words[@]}\")",
            "    local \(function)_current=$CURRENT",
            "    local curcontext=\"$curcontext\" state line",
            "    typeset -A opt_args",
            "    _arguments -C \\",
        ]
        lines += specs(for: interface.defaultCommand).map { "        \($0) \\" }
        lines += [
            "        '1: :\(function)_commands' \\",
            "        '*:: :->command' && return",
            "    [[ $state == command ]] || return 1",
            "    case $line[1] in",
        ]
        for command in interface.commands {
            var specs = specs(for: command.name)
            switch command.argumentValues {
            case .none: break
            case .titles: specs.append(quoted("*:title:\(function)_titles"))
            case .files: specs.append(quoted("*:file:_files"))
            case .commands: specs.append(quoted(":command:\(function)_commands"))
            case .choices(let words): specs.append(quoted(":value:(\(words.joined(separator: " ")))"))
            }
            lines.append("        (\(command.name))")
            lines.append("            _arguments \\")
            lines += specs.map { "                \($0) \\" }
            lines.append("                && return ;;")
        }
        lines += [
            "    esac",
            "    return 1",
            "}",
            "",
            "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
            "    \(function) \"$@\"",
            "else",
            "    compdef \(function) \(interface.program)",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"

        /// `_arguments` specs for the options of `command`, each spelling on its own.
        func specs(for command: String) -> [String] {
            interface.options(of: command).flatMap { option in
                spellings(of: option).map { spelling in
                    let description = "[\(escapedForBrackets(option.summary))]"
                    guard let value = option.value else { return quoted(spelling + description) }
                    let message = value.filter { $0 != "<" && $0 != ">" && $0 != ":" }
                    let name = spelling.hasPrefix("--") ? spelling + "=" : spelling
                    return quoted("\(name)\(description):\(message):\(action(for: option.values))")
                }
            }
        }

        func action(for values: CommandLineInterface.Values) -> String {
            switch values {
            case .none: " "
            case .choices(let words): "(\(words.joined(separator: " ")))"
            case .files: "_files"
            case .titles: "\(function)_titles"
            case .commands: "\(function)_commands"
            }
        }
    }

    /// `text` in single quotes for zsh.
    private static func quoted(_ text: String) -> String {
        "'" + ShellText.replacing("'", with: #"'\''"#, in: text) + "'"
    }

    /// `text` safe inside an `_arguments` description's brackets.
    private static func escapedForBrackets(_ text: String) -> String {
        let backslashes = ShellText.replacing("\\", with: "\\\\", in: text)
        return ShellText.replacing("]", with: "\\]", in: ShellText.replacing("[", with: "\\[", in: backslashes))
    }
}
