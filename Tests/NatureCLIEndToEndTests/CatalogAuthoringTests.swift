import Foundation
import NatureKitTestSupport
import Testing

/// What catalog authors use: `nature-cli schema`, `validate --json` and a catalog on standard input.
@Suite("nature-cli, catalog authoring")
struct CatalogAuthoringTests {
    @Test("schema prints a draft 2020-12 JSON Schema that Foundation reads, and exits 0")
    func schema() throws {
        let result = try BuiltCLI.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test("schema takes no arguments")
    func schemaArguments() throws {
        let result = try BuiltCLI.run(["schema", "extra"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("nature-cli: 'schema' takes no arguments"))
    }

    @Test("validate --json prints each problem with its file, path, title, code and message, and exits 65")
    func validateJSON() throws {
        let directory = try TemporaryDirectory()
        let json = CatalogFixtures.valid.setting(["objects", 0, "color"], to: "cyna")
            .setting(["objects", 1, "randomImages", 0], to: "stone-9")
        let file = try directory.write(json.bytes, to: "mine.json")
        let result = try BuiltCLI.run(["validate", "--json", file])
        #expect(result.status == 65)
        #expect(result.stderr.isEmpty)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["file"] as? String == file)
        #expect(report["valid"] as? Bool == false)
        let problems = try #require(report["problems"] as? [[String: Any]])
        #expect(problems.count == 2)
        #expect(problems.first?["file"] as? String == file)
        #expect(problems.first?["path"] as? String == "objects[0].color")
        #expect(problems.first?["title"] as? String == "Bird")
        #expect(problems.first?["code"] as? String == "invalidValue")
        #expect(
            problems.first?["message"] as? String
                == #"unknown color "cyna"; the colors are black, red, green, yellow, blue, magenta, cyan, white, gray, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite; did you mean "cyan"?"#
        )
        #expect(problems.last?["code"] as? String == "undefinedImage")
    }

    /// U+009B is a CSI to a terminal, and JSON itself only requires escapes below U+0020.
    @Test("validate --json writes C1 and bidirectional controls from a file name or a title as \\u escapes")
    func validateJSONEscapesControls() throws {
        let directory = try TemporaryDirectory()
        let title = "Bi\u{9B}2J\u{202E}rd"
        let json = CatalogFixtures.valid.setting(["objects", 0, "title"], to: .string(title))
        let file = try directory.write(json.bytes, to: "c1\u{9B}2J\u{202E}.json")
        let result = try BuiltCLI.run(["validate", "--json", file])
        #expect(result.status == 65)
        expectPrintableOutput(result.stdout, "stdout")
        #expect(result.stdout.contains(#"\u009b2J\u202e"#))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["file"] as? String == file)
        let problems = try #require(report["problems"] as? [[String: Any]])
        #expect(problems.first?["title"] as? String == title)
    }

    @Test("validate --json on a valid catalog says so, with its counts, and exits 0")
    func validateJSONValid() throws {
        let result = try BuiltCLI.run(["validate", "--json"])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["valid"] as? Bool == true)
        #expect((report["problems"] as? [Any])?.isEmpty == true)
    }

    @Test("validate - and --catalog - read the catalog from standard input")
    func standardInput() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(CatalogFixtures.valid.bytes, to: "piped.json")
        let validate = try ShellCommand.run("\"$NATURE_CLI\" validate - < \(ShellCommand.quoted(file))")
        #expect(validate.status == 0)
        #expect(validate.stdout == "standard input: valid, 3 objects, 8 images\n")
        let show = try ShellCommand.run("\"$NATURE_CLI\" show stone --catalog - < \(ShellCommand.quoted(file))")
        #expect(show.status == 0)
        #expect(show.stdout.hasPrefix("Stone\n"))
    }

    @Test("cat /dev/zero | validate - stops at 16 MiB with 65 and one line")
    func endlessStandardInput() throws {
        let started = Date()
        let result = try ShellCommand.run("cat /dev/zero | \"$NATURE_CLI\" validate -")
        #expect(result.status == 65)
        #expect(result.stderr == "standard input: top level: is larger than the 16 MiB a catalog may be\n")
        #expect(result.stdout.isEmpty)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test("An empty standard input gets a clear error and 66")
    func emptyStandardInput() throws {
        let result = try BuiltCLI.run(["validate", "-"])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "standard input: is empty; pipe a catalog into it, as in 'nature-cli validate - < objects.json'\n")
    }

    @Test("--watch needs a file", arguments: [["validate", "--watch"], ["validate", "--watch", "-"]])
    func watchNeedsFile(arguments: [String]) throws {
        let result = try BuiltCLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("nature-cli: --watch needs a catalog file to watch"))
    }
}
