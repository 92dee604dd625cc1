import Foundation
import NatureKit
import NatureKitTestSupport
import Testing

/// `nature-cli` with its output piped, as in scripts: exit codes, stdout, stderr, no escape bytes.
@Suite("nature-cli, piped")
struct PipedCommandTests {
    @Test("random prints one plain card and exits 0")
    func randomPrintsPlainCard() throws {
        let result = try BuiltCLI.run(["random", "--seed", "7"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(!result.stdout.contains("\u{1B}"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 8)
        #expect(lines[2].hasPrefix("X: "))
    }

    @Test("random is the default command")
    func defaultCommand() throws {
        #expect(try BuiltCLI.run(["--seed", "3"]).stdout == BuiltCLI.run(["random", "--seed", "3"]).stdout)
    }

    @Test("The same seed shows the same object and picture on every run")
    func seedIsReproducible() throws {
        let outputs = try (0..<3).map { _ in try BuiltCLI.run(["--seed", "12345"]).stdout }
        #expect(Set(outputs).count == 1)
        let others = try (1...8).map { try BuiltCLI.run(["--seed", "\($0)"]).stdout }
        #expect(Set(others).count > 1)
    }

    @Test("show finds an object by title ignoring case, and the card matches the library's")
    func showByTitle() throws {
        let result = try BuiltCLI.run(["show", "bIRD"])
        #expect(result.status == 0)
        let (catalog, bird) = try Catalog.shippedObject(titled: "Bird")
        #expect(result.stdout == Card(object: bird, catalog: catalog, canAnimate: false).plainText)
    }

    @Test("An unknown title exits 64 with the nearest title")
    func unknownTitle() throws {
        let result = try BuiltCLI.run(["show", "Brid"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("did you mean \"Bird\"?"))
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["--lops", "2"], message: "unknown option \"--lops\"; did you mean \"--loops\"?"),
        UsageCase(arguments: ["shwo", "Bird"], message: "unknown command \"shwo\"; did you mean \"show\"?"),
        UsageCase(arguments: ["--loops", "0"], message: "--loops takes a whole number of at least 1"),
        UsageCase(arguments: ["--loops", "2", "--forever"], message: "--loops and --forever cannot be used together"),
        UsageCase(arguments: ["--speed", "0"], message: "--speed takes a number from 0.01 to 100"),
        UsageCase(arguments: ["--speed", "nan"], message: "--speed takes a number"),
        UsageCase(arguments: ["--seed", "-1"], message: "--seed takes a whole number"),
        UsageCase(arguments: ["--color", "sometimes"], message: "--color takes auto, always or never"),
        UsageCase(arguments: ["--catalog"], message: "--catalog needs a value"),
        UsageCase(arguments: ["show"], message: "'show' needs the title of an object"),
        UsageCase(arguments: ["list", "--seed", "1"], message: "--seed does not apply to 'list'"),
        UsageCase(arguments: ["random", "extra"], message: "'random' takes no arguments"),
        UsageCase(arguments: ["--still=yes"], message: "--still takes no value"),
    ]

    @Test("Bad command lines exit 64 with the reason and usage on stderr", arguments: usageCases)
    func usageErrors(_ testCase: UsageCase) throws {
        let result = try BuiltCLI.run(testCase.arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(testCase.message))
        #expect(result.stderr.contains("usage: "))
    }

    @Test(
        "--help works on every command and lists that command's options",
        arguments: ["random", "show", "list", "validate"])
    func help(command: String) throws {
        let result = try BuiltCLI.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: nature-cli"))
        #expect(result.stdout.contains("--catalog <file>"))
        #expect(result.stdout.contains("--json") == (command == "list" || command == "validate"))
        #expect(result.stdout.contains("--watch") == (command == "validate"))
        #expect(result.stdout.contains("--forever") == (command == "random" || command == "show"))
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try BuiltCLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("nature-cli "))
    }

    @Test("list prints every object in sections by type")
    func list() throws {
        let result = try BuiltCLI.run(["list"])
        #expect(result.status == 0)
        let catalog = try Catalog.bundled()
        for object in catalog.objects {
            #expect(result.stdout.contains("  \(object.title) "))
        }
        for type in Set(catalog.objects.map(\.type)) {
            #expect(result.stdout.contains("\n\(type)\n") || result.stdout.hasPrefix("\(type)\n"))
        }
    }

    @Test("list --json is JSON with every object under its type")
    func listJSON() throws {
        let result = try BuiltCLI.run(["list", "--json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sections = try #require(document["sections"] as? [[String: Any]])
        let objects = sections.flatMap { section in
            (section["objects"] as? [[String: Any]] ?? []).map { (section["type"] as? String, $0) }
        }
        #expect(objects.count == (try Catalog.bundled()).objects.count)
        #expect(objects.allSatisfy { type, object in object["type"] as? String == type })
        let bird = try #require(objects.first { $0.1["title"] as? String == "Bird" }?.1)
        #expect(bird["kind"] as? String == "animal")
        #expect((bird["animationImages"] as? [String])?.count == 8)
    }

    @Test("--explain tells the conformances and why a piped card is still")
    func explain() throws {
        let result = try BuiltCLI.run(["show", "Waterfall", "--explain"])
        #expect(
            result.stdout.contains("SceneryObject conforms to ObjectProtocol, AnimationProtocol, StaticImageProtocol"))
        #expect(result.stdout.contains("branch: still image"))
        #expect(result.stdout.contains("not animated: standard output is not a terminal"))
    }

    @Test("Colour follows --color; auto means none when piped")
    func color() throws {
        #expect(!(try BuiltCLI.run(["show", "Bird"]).stdout.contains("\u{1B}")))
        #expect(try BuiltCLI.run(["show", "Bird", "--color", "always"]).stdout.contains("\u{1B}[0;36m"))
        #expect(!(try BuiltCLI.run(["show", "Bird", "--color=never"]).stdout.contains("\u{1B}")))
    }

    @Test("validate accepts the built-in catalog")
    func validateBuiltIn() throws {
        let result = try BuiltCLI.run(["validate"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("valid"))
    }

    @Test("validate lists every problem, one per line, and exits 65")
    func validateBadCatalog() throws {
        let file = try TemporaryFile(
            """
            {"version": 1, "images": {"a": ["x"]}, "objects": [
              {"kind": "animal", "title": "", "type": "T", "coordinateX": 0, "coordinateY": 0,
               "animationImages": ["b"], "animationDuration": 0.5},
              {"kind": "animal", "title": "Ok", "type": "T", "coordinateX": 0, "coordinateY": 0,
               "animationImages": ["a"], "animationDuration": 0.5, "colour": "red"}]}
            """)
        let result = try BuiltCLI.run(["validate", file.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0] == "\(file.path): objects[0].title: must not be empty")
        #expect(lines[1].hasPrefix("\(file.path): objects[0].animationImages[0]: image \"b\" is not defined"))
        #expect(
            lines[2] == "\(file.path): objects[1].colour (in \"Ok\"): unknown key \"colour\"; did you mean \"color\"?")
        #expect(lines[3] == "3 problems found")
    }

    @Test("A missing catalog exits 66, a bad one 65, each with one line on stderr")
    func catalogErrors() throws {
        let missing = try BuiltCLI.run(["--catalog", "/nonexistent/objects.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "nature-cli: /nonexistent/objects.json: no such file\n")

        let file = try TemporaryFile("{\"version\": 2}")
        let bad = try BuiltCLI.run(["--catalog", file.path])
        #expect(bad.status == 65)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr == "nature-cli: \(file.path): version: \"version\" must be 1, found the number 2\n")
    }

    @Test("show --frames prints every frame and still as plain text, to review the art")
    func frames() throws {
        let result = try BuiltCLI.run(["show", "Crab", "--frames"])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: "Crab, frame ").count == 5)
        #expect(result.stdout.hasPrefix("Crab, frame 1 of 4: crab-1\n"))
        #expect(!result.stdout.contains("\u{1B}"))
        let colored = try BuiltCLI.run(["show", "Crab", "--frames", "--color", "always"])
        #expect(colored.stdout.contains("\u{1B}["))
    }

    @Test("--cast records the animation at its scheduled times, even when piped")
    func cast() throws {
        let file = try TemporaryFile("")
        let result = try BuiltCLI.run(["show", "Bird", "--loops", "2", "--cast", file.path])
        #expect(result.status == 0)
        let lines = try String(contentsOfFile: file.path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        let events = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        // 16 frames, and nothing about the cursor, which a recording off a terminal never hid; the
        // bird's 8 frames share 0.7 s.
        #expect(events.count == 16)
        let times = events.compactMap { $0[0] as? Double }
        for (index, time) in times.enumerated() {
            #expect(abs(time - Double(index) * 0.0875) < 0.000_001)
        }
        #expect(events.allSatisfy { $0[1] as? String == "o" })
    }
}

/// A file in the temporary folder, removed when the value goes away.
final class TemporaryFile {
    let path: String

    init(_ contents: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("naturekit-\(UUID().uuidString).json").path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
