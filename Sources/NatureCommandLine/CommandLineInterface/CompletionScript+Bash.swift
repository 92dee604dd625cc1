extension CompletionScript {
    /// A bash function for `complete -F`: it reads the command and `--catalog` from the words before the
    /// cursor, then offers an option's values, the command's options, commands, or the command's arguments.
    static func bash(_ interface: CommandLineInterface) -> String {
        let function = functionName(interface)
        let valued = valuedOptions(of: interface).flatMap(spellings).joined(separator: "|")
        var lines = header(for: .bash, of: interface)
        lines += [
            "",
            "\(function)_titles() {",
            "    local title lower=\"${cur,,}\"",
            "    local -a arguments=(list --titles)",
            "    [[ -n \"$catalog\" ]] && arguments+=(--catalog \"${catalog/#\\~/$HOME}\")",
            "    while IFS= read -r title; do",
            "        [[ \"${title,,}\" == \"$lower\"* ]] && COMPREPLY+=(\"$(printf '%q' \"$title\")\")",
            "    done < <(\"${COMP_WORDS[0]}\" \"${arguments[@]}\" 2>/dev/null)",
            "}",
            "",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\"\" catalog=\"\" word i",
            "    COMPREPLY=()",
            "    # bash splits --name=value at the =: complete the value of --name.",
            "    if [[ \"$cur\" == \"=\" ]]; then",
            "        cur=\"\"",
            "    elif [[ \"$prev\" == \"=\" ]]; then",
            "        prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
            "    fi",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        word=\"${COMP_WORDS[i]}\"",
            "        [[ \"${COMP_WORDS[i+1]}\" == \"=\" ]] && ((i++))",
            "        case \"$word\" in",
            "            --catalog) ((i + 1 < COMP_CWORD)) && catalog=\"${COMP_WORDS[i+1]}\"; ((i++)) ;;",
            "            --catalog=*) catalog=\"${word#*=}\" ;;",
        ]
        if !valued.isEmpty { lines.append("            \(valued)) ((i++)) ;;") }
        lines += [
            "            -*) ;;",
            "            *) [[ -z \"$command\" ]] && command=\"$word\" ;;",
            "        esac",
            "    done",
            "",
            "    case \"$prev\" in",
        ]
        for option in valuedOptions(of: interface) {
            let pattern = spellings(of: option).joined(separator: "|")
            lines.append("        \(pattern)) \(bashCompletion(of: option.values, in: interface)); return ;;")
        }
        lines += [
            "    esac",
            "",
            "    if [[ \"$cur\" == -* ]]; then",
            "        local options",
            "        case \"${command:-\(interface.defaultCommand)}\" in",
        ]
        for command in interface.commands {
            let names = interface.options(of: command.name).flatMap(spellings).joined(separator: " ")
            lines.append("            \(command.name)) options=\"\(names)\" ;;")
        }
        lines += [
            "        esac",
            "        mapfile -t COMPREPLY < <(compgen -W \"$options\" -- \"$cur\")",
            "        return",
            "    fi",
            "",
            "    case \"$command\" in",
            "        \"\") \(bashCompletion(of: .commands, in: interface)) ;;",
        ]
        for command in interface.commands where command.argumentValues != .none {
            lines.append("        \(command.name)) \(bashCompletion(of: command.argumentValues, in: interface)) ;;")
        }
        lines += [
            "    esac",
            "}",
            "",
            "complete -F \(function) \(interface.program)",
        ]
        return lines.joined(separator: "\n") + "\n"

    }

    /// The bash statement that fills `COMPREPLY` with `values` that start with `$cur`.
    private static func bashCompletion(of values: CommandLineInterface.Values, in interface: CommandLineInterface)
        -> String
    {
        switch values {
        case .none: ":"
        case .choices(let words): "mapfile -t COMPREPLY < <(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")"
        case .files: "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
        case .titles: "\(functionName(interface))_titles"
        case .commands: bashCompletion(of: .choices(interface.commands.map(\.name)), in: interface)
        }
    }
}
