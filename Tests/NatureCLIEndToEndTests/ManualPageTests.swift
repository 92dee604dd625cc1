import Foundation
import Testing

/// `nature-cli --generate-manual`: a section 1 page that `man` renders, generated from the table that
/// `--help` is, so it names every option that any command's help lists.
@Suite("The manual page")
struct ManualPageTests {
    static let commands = ["random", "show", "list", "validate", "browse", "scene", "schema", "help"]

    /// The page as `man -l` renders it, in plain text.
    static func rendered() throws -> String {
        let man = try RequiredTool.path("man")
        let page = try BuiltCLI.run(["--generate-manual"])
        #expect(page.status == 0)
        let file = try TemporaryFile(page.stdout)
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: man), ["-l", file.path],
            environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "200", "LC_ALL": "C.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("man renders it, with every section in order")
    func sections() throws {
        let text = try Self.rendered()
        let headings = [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "EXIT STATUS", "ENVIRONMENT", "EXAMPLES",
        ]
        let positions = headings.compactMap { text.range(of: "\n\($0)\n")?.lowerBound }
        #expect(positions.count == headings.count)
        #expect(positions == positions.sorted())
        #expect(text.hasPrefix("NATURE-CLI(1)"))
        for variable in ["NO_COLOR", "TERM", "COLUMNS, LINES"] {
            #expect(text.contains("\n       \(variable)"))
        }
    }

    @Test("It names every option, command, key and exit status that --help lists")
    func namesEverythingHelpLists() throws {
        let text = try Self.rendered()
        var options = Set<String>()
        for command in Self.commands {
            let help = try BuiltCLI.run(["help", command])
            #expect(help.status == 0)
            for line in help.stdout.split(separator: "\n") where line.hasPrefix("  -") {
                options.formUnion(
                    line.split(separator: " ").map { $0.trimmingCharacters(in: [","]) }.filter {
                        $0.hasPrefix("-")
                    })
            }
            #expect(text.contains("\n       \(command)"))
        }
        #expect(options.count >= 17)
        for option in options {
            #expect(text.contains(option), "\(option) is missing from the manual page")
        }
        for status in ["0", "64", "65", "66", "73", "74", "129", "130", "131", "143"] {
            #expect(text.contains("\n       \(status) "))
        }
        for key in ["q, Esc", "space", "space, Enter, n", "s"] {
            #expect(text.contains("\n       \(key) ") || text.contains("\n       \(key)\n"), "\(key)")
        }
    }

    @Test("The program's own options have a heading and synopsis lines of their own, filed under no command")
    func programOptions() throws {
        let text = try Self.rendered()
        let synopsis = try #require(text.components(separatedBy: "\nDESCRIPTION\n").first)
        #expect(synopsis.contains("\n       nature-cli --generate-completion-script bash|zsh|fish\n"))
        #expect(synopsis.contains("\n       nature-cli --generate-manual\n"))
        let options = try #require(
            text.components(separatedBy: "\nOPTIONS\n").last?.components(separatedBy: "\nKEYS\n").first)
        let parts = options.components(separatedBy: "\n   Options of the program itself\n")
        #expect(parts.count == 2)
        let (commands, program) = (parts[0], parts.last ?? "")
        #expect(!commands.contains("--generate-"))
        #expect(program.contains("--generate-completion-script") && program.contains("--generate-manual"))
        // No option is filed under the default command alone, and --color is everyone's.
        #expect(!text.contains("(random)"))
        let color = try #require(commands.components(separatedBy: "--color auto|always|never\n").last)
        #expect(!(color.split(separator: "\n").first ?? "").contains("(random"))
    }

    @Test("Minus signs are written as \\- so that the options can be searched for and copied")
    func minusSigns() throws {
        let page = try BuiltCLI.run(["--generate-manual"]).stdout
        #expect(page.contains(#"\fB\-\-catalog\fR"#))
        #expect(!page.contains("--catalog"))
    }
}
