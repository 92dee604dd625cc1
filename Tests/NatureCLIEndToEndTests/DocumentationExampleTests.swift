import Foundation
import Testing

/// Every example in README.md and docs/*.md that shows commands with what they print is run, and must print
/// exactly that, so that no doc shows output the program no longer gives.
///
/// The convention, for whoever writes the docs:
/// - An example is a fenced block with no language whose first line starts with `$ `: a terminal session.
///   Each `$ ` line is a command line; the lines after it, up to the next `$ ` line or the fence, are what
///   it prints, standard output and standard error together, as a terminal shows them. Indented under a
///   list item, the block's lines are read without that indentation.
/// - The commands run one after another in bash, in a new empty folder, with standard input empty and
///   `COLUMNS`, `LINES` and `NO_COLOR` unset unless a command sets them. `nature-cli` and
///   `swift run nature-cli` both mean the built program.
/// - A file an example reads is shown in the same document before it, as a fenced block (`json` or any
///   other) right under a line `<!-- file: NAME -->`, which renders as nothing; every example after it in
///   that document finds it in its folder as NAME.
/// - A block with a language (`sh`, `json`, `swift`), or whose first line does not start with `$ `, is not
///   run.
@Suite("The docs' examples are the program's own output")
struct DocumentationExampleTests {
    /// Examples not compared for now, by document and first command, each with why. Remove an entry once
    /// its example can be compared again.
    static let skipped: [(document: String, command: String, reason: String)] = []

    struct Example: Sendable, CustomTestStringConvertible {
        var document: String
        /// The line of the block's first command, counted from 1.
        var line: Int
        /// The block as the document shows it: commands and what they print.
        var session: String
        /// The files shown before it in its document, by name.
        var files: [String: String]

        /// The command lines, without their `$ `.
        var commands: [String] {
            session.split(separator: "\n").filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
        }

        var testDescription: String { "\(document):\(line): $ \(commands.first ?? "")" }

        var isSkipped: Bool {
            DocumentationExampleTests.skipped.contains { $0.document == document && $0.command == commands.first }
        }
    }

    /// The documents searched: the README and every page in docs/.
    static let documents: [String] = {
        let folder = Repository.root.appendingPathComponent("docs").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let examples: [Example] = documents.flatMap { document in
        (try? Repository.text(document)).map { examples(in: $0, document: document) } ?? []
    }

    /// The examples in `text`, each with the files shown before it.
    static func examples(in text: String, document: String) -> [Example] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Example] = []
        var files: [String: String] = [:]
        var index = 0
        while index < lines.count {
            // A fence may be indented under a list item; its lines are then indented as far.
            let indent = lines[index].prefix { $0 == " " }.count
            let fence = lines[index].dropFirst(indent)
            guard fence.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = fence.dropFirst(3).trimmingCharacters(in: .whitespaces)
            let start = index + 1
            var end = start
            while end < lines.count, !lines[end].drop(while: { $0 == " " }).hasPrefix("```") { end += 1 }
            let block = lines[start..<min(end, lines.count)].map { line in
                String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }
            index = end + 1
            let marker = start >= 2 ? lines[start - 2].trimmingCharacters(in: .whitespaces) : ""
            if marker.hasPrefix("<!-- file: "), marker.hasSuffix(" -->") {
                let name = marker.dropFirst("<!-- file: ".count).dropLast(" -->".count)
                files[String(name)] = block.map { $0 + "\n" }.joined()
            } else if language.isEmpty, block.first?.hasPrefix("$ ") == true {
                found.append(
                    Example(
                        document: document, line: start + 1, session: block.map { $0 + "\n" }.joined(), files: files))
            }
        }
        return found
    }

    @Test("Each example prints what its document shows", arguments: examples.filter { !$0.isSkipped })
    func example(_ example: Example) throws {
        let folder = try TemporaryDirectory()
        for (name, contents) in example.files {
            try folder.write(Array(contents.utf8), to: name)
        }
        // The session replayed: each command line echoed as the document shows it, then run.
        let commands = example.commands.map { command in
            "printf '$ %s\\n' \(ShellCommand.quoted(command))\n"
                + command.replacingOccurrences(of: "swift run nature-cli", with: "nature-cli")
        }
        let result = try ShellCommand.run(
            """
            nature-cli() { "$NATURE_CLI" "$@"; }
            unset COLUMNS LINES NO_COLOR
            cd \(ShellCommand.quoted(folder.url.path)) || exit 1
            exec 2>&1
            \(commands.joined(separator: "\n"))
            """)
        #expect(result.stdout == example.session)
    }

    @Test("The docs hold examples, and each skipped one is still there to be compared one day")
    func coverage() {
        #expect(Self.examples.count >= 6)
        for skip in Self.skipped {
            #expect(
                Self.examples.contains { $0.document == skip.document && $0.commands.first == skip.command },
                "\(skip.document): \(skip.command) is skipped, but no longer in the document: drop it from the list")
        }
    }
}
