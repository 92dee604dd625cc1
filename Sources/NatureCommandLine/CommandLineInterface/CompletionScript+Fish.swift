extension CompletionScript {
    /// `complete` lines with conditions: the command is the first word that is neither an option nor
    /// an option's value; until one is named, the default command's options and the commands are offered.
    static func fish(_ interface: CommandLineInterface) -> String {
        let function = "_" + functionName(interface)
        let program = interface.program
        let valued = valuedOptions(of: interface).flatMap(spellings).joined(separator: " ")
        var lines = header(for: .fish, of: interface)
        lines += [
            "",
            "function \(function)_command --description 'The command named so far, if any'",
            "    set -l words (commandline -opc)",
            "    set -e words[1]",
            "    set -l skip 0",
            "    for word in $words",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch $word",
            "            case \(valued)",
            "                set skip 1",
            "            case '-*'",
            "            case '*'",
            "                echo $word",
            "                return 0",
            "        end",
            "    end",
            "    return 1",
            "end",
            "",
            "function \(function)_using --description 'Whether the command named so far is one of these'",
            "    set -l command (\(function)_command)",
            "    test -n \"$command\"; or set command \(interface.defaultCommand)",
            "    contains -- $command $argv",
            "end",
            "",
            "function \(function)_titles --description 'The titles in the catalog the command line names'",
            "    set -l words (commandline -opc)",
            "    set -l catalog",
            "    for i in (seq (count $words))",
            "        switch $words[$i]",
            "            case --catalog",
            "                test $i -lt (count $words); and set catalog --catalog $words[(math $i + 1)]",
            "            case '--catalog=*'",
            "                set catalog --catalog (string replace -- --catalog= '' $words[$i])",
            "        end",
            "    end",
            "    $words[1] list --titles $catalog 2>/dev/null",
            "end",
            "",
            "complete -c \(program) -f",
        ]
        for command in interface.commands {
            lines.append(
                "complete -c \(program) -n 'not \(function)_command' -a \(command.name) -d \(quoted(command.summary))")
        }
        for option in interface.options {
            let condition = "\(function)_using \(option.commands.joined(separator: " "))"
            var line = "complete -c \(program) -n \(quoted(condition))"
            if let short = option.shortName { line += " -s \(short.dropFirst())" }
            line += " -l \(option.name.dropFirst(2))"
            if option.value != nil {
                switch option.values {
                case .none: line += " -x"
                case .choices(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
                case .files: line += " -r -F"
                case .titles: line += " -x -a '(\(function)_titles)'"
                case .commands: line += " -x -a \(quoted(interface.commands.map(\.name).joined(separator: " ")))"
                }
            }
            lines.append(line + " -d \(quoted(option.summary))")
        }
        for command in interface.commands {
            let condition = quoted("\(function)_command | string match -q -- \(command.name)")
            switch command.argumentValues {
            case .none: continue
            case .titles: lines.append("complete -c \(program) -n \(condition) -a '(\(function)_titles)'")
            case .files: lines.append("complete -c \(program) -n \(condition) -F")
            case .commands:
                let names = interface.commands.map(\.name).joined(separator: " ")
                lines.append("complete -c \(program) -n \(condition) -a \(quoted(names))")
            case .choices(let words):
                lines.append("complete -c \(program) -n \(condition) -a \(quoted(words.joined(separator: " ")))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in single quotes for fish, which escapes only `\` and `'` inside them.
    private static func quoted(_ text: String) -> String {
        "'" + ShellText.replacing("'", with: "\\'", in: ShellText.replacing("\\", with: "\\\\", in: text)) + "'"
    }
}
