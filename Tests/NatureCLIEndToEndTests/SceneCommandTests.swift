import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nature-cli scene`, run as a person runs it: piped, recorded, and on a pseudo-terminal with keys,
/// resizes and signals.
@Suite("nature-cli scene", .serialized)
struct SceneCommandTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(
        "Piped, it prints the shipped catalog at t = 0 exactly as the golden snapshot, for --seed 1",
        arguments: [(80, 24), (200, 60)])
    func goldenSnapshot(columns: Int, rows: Int) throws {
        let result = try BuiltCLI.run(
            ["scene", "--seed", "1"], environment: ["COLUMNS": "\(columns)", "LINES": "\(rows)"])
        #expect(result.status == 0)
        let expected = try String(
            contentsOf: Self.golden.appendingPathComponent("scene-seed1-\(columns)x\(rows).txt"), encoding: .utf8)
        #expect(result.stdout == expected)
        #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == rows + 1)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= columns })
    }

    @Test("Without COLUMNS and LINES the snapshot is 80x24, and the same seed gives the same snapshot")
    func defaultSize() throws {
        let first = try BuiltCLI.run(["scene", "--seed", "9"], environment: ["COLUMNS": "", "LINES": ""])
        let second = try BuiltCLI.run(["scene", "--seed", "9"], environment: ["COLUMNS": "", "LINES": ""])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
    }

    @Test("A catalog of 100,000 objects gives its snapshot, its stage holding what fits; the layout once hung")
    func hundredThousandObjects() throws {
        // Small objects, so that a hundred thousand stay under the 16 MiB a catalog may be.
        let habitats = ["sky", "land", "water", "underwater"]
        let objects = (0..<100_000).map { index in
            index.isMultiple(of: 2)
                ? #"{"kind":"animal","title":"A\#(index)","type":"T","coordinateX":\#(index % 97),"#
                    + #""coordinateY":\#(index % 31),"animationImages":["a","b"],"animationDuration":1,"#
                    + #""speed":\#(index % 9 - 4),"habitat":"\#(habitats[index % 4])"}"#
                : #"{"kind":"notAnimal","title":"S\#(index)","type":"T","coordinateX":\#(index % 89),"#
                    + #""coordinateY":\#(index % 29),"randomImages":["s"],"habitat":"\#(habitats[index % 4])"}"#
        }
        let text =
            #"{"version":1,"images":{"a":["<o>"],"b":["<O>"],"s":["[#]"]},"objects":["#
            + objects.joined(separator: ",") + "]}"
        let directory = try TemporaryDirectory()
        let file = try directory.write(Array(text.utf8), to: "crowd.json")
        let result = try BuiltCLI.run(
            ["scene", "--seed", "1", "--catalog", file], environment: ["COLUMNS": "120", "LINES": "40"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 41)
        let pictures =
            result.stdout.components(separatedBy: "<o>").count + result.stdout.components(separatedBy: "[#]").count - 2
        // Many, though the seabed keeps one landmark of its 25,000 (two in a large window).
        #expect(pictures > 15, "the stage holds many of them")
        #expect(pictures <= 120 * 40 / 40, "and no more than a window of 120x40 holds")
    }

    @Test("Off a terminal, --cast records --duration seconds on the manual clock, at once")
    func castOffTerminal() throws {
        let directory = try TemporaryDirectory()
        let cast = directory.url.appendingPathComponent("scene.cast")
        let started = Date()
        let result = try BuiltCLI.run(
            ["scene", "--seed", "1", "--cast", cast.path, "--duration", "3"],
            environment: ["COLUMNS": "100", "LINES": "30"])
        #expect(result.status == 0)
        #expect(Date().timeIntervalSince(started) < 2.5, "recorded without waiting")
        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.contains("\"width\": 100, \"height\": 30") == true)
        let times = lines.dropFirst().compactMap { line in
            Double(line.dropFirst().prefix { $0 != "," })
        }
        #expect(times.count > 20)
        #expect(times == times.sorted())
        #expect((times.last ?? 0) <= 3 && (times.last ?? 0) > 2.5)
    }

    @Test(
        "Bad command lines exit 64 with the reason",
        arguments: [
            ["scene", "extra"], ["scene", "--duration", "0"], ["scene", "--duration", "soon"],
            ["scene", "--loops", "2"], ["show", "Bird", "--duration", "2"], ["scene", "--speed", "1000"],
        ])
    func badFlags(arguments: [String]) throws {
        let result = try BuiltCLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("usage:"))
    }

    @Test("A bad speed in a catalog is refused with 65 and one exact line")
    func badSpeed() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("fast.json")
        try Data(
            #"""
            {"version": 1, "images": {"a": ["->"]}, "objects": [{"kind": "animal", "title": "Hare", "type": "Animal",
            "coordinateX": 0, "coordinateY": 0, "animationImages": ["a"], "animationDuration": 1, "speed": 5000}]}
            """#.utf8
        ).write(to: file)
        let result = try BuiltCLI.run(["scene", "--catalog", file.path])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "nature-cli: \(file.path): objects[0].speed (in \"Hare\"): "
                + "must be from -100 to 100 cells per second, found 5000\n"
        )
    }

    // MARK: - On a terminal

    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Runs `scene` on a pseudo-terminal until it has drawn, does `action`, and checks the ending and
    /// that the terminal is as it was.
    func run(
        _ arguments: [String] = [], ending status: Int32, columns: UInt16 = 120, rows: UInt16 = 40,
        sourceLocation: SourceLocation = #_sourceLocation, _ action: (PseudoTerminalRun) -> Void
    ) throws -> PseudoTerminalRun {
        let run = try PseudoTerminalRun(["scene", "--seed", "1"] + arguments, columns: columns, rows: rows)
        let before = TerminalKeysTests.localModes(run.modes)
        #expect(run.waitForOutput(containing: PseudoTerminalRun.frameEnd), sourceLocation: sourceLocation)
        #expect(run.waitUntilReadingKeys(), sourceLocation: sourceLocation)
        #expect(
            run.modes.map { $0.c_lflag & tcflag_t(ECHO | ICANON) } == 0, "echo and canonical mode off",
            sourceLocation: sourceLocation)
        action(run)
        #expect(run.waitForExit() == status, sourceLocation: sourceLocation)
        #expect(TerminalKeysTests.localModes(run.modes) == before, "the modes are back", sourceLocation: sourceLocation)
        #expect(run.output.hasPrefix(Self.enterAlternateScreen), sourceLocation: sourceLocation)
        #expect(run.output.hasSuffix(Self.leaveAlternateScreen), sourceLocation: sourceLocation)
        #expect(ScreenModel(replaying: run.output).cursorVisible, sourceLocation: sourceLocation)
        return run
    }

    @Test("Every key does its part, and q leaves the alternate screen with 0", arguments: ["q", "\u{1B}"])
    func keys(quit: String) throws {
        let help = "a                 add a random object"
        // Each key, and what the screen shows once it has been carried out.
        let steps: [(key: String, shows: (String) -> Bool)] = [
            ("l", { $0.components(separatedBy: ", Y: ").count > 10 }),
            ("?", { $0.contains(help) }),
            ("?", { !$0.contains(help) }),
            ("+", { $0.contains("speed 1.5×") }),
            ("-", { $0.contains("speed 1×") }),
            (" ", { $0.contains("paused · space plays on") }),
            (" ", { !$0.contains("paused") }),
        ]
        _ = try run(ending: 0) { run in
            for step in steps {
                run.type(step.key)
                #expect(run.waitForScreen(step.shows), "after \(step.key)")
            }
            run.type("x")
            run.type(quit)
        }
    }

    @Test("A resize lays the scene out again; too small, one line says so, and it comes back")
    func resize() throws {
        let run = try run(ending: 0) { run in
            run.resize(columns: 30, rows: 8)
            #expect(run.waitForOutput(containing: "needed"))
            run.resize(columns: 100, rows: 30)
            #expect(run.waitForScreen { !$0.contains("needed") && !$0.isEmpty })
            run.type("q")
        }
        let erases = run.output.components(separatedBy: "\u{1B}[2J").count - 1
        #expect(erases >= 3)
    }

    @Test("A paused scene suspended with Ctrl-Z is drawn again at once on fg, as it was, still paused")
    func pausedAcrossSuspend() throws {
        let paused = "paused · space plays on"
        _ = try run(ending: 0) { run in
            run.type(" ")
            #expect(run.waitForScreen { $0.contains(paused) })
            let before = ScreenModel(replaying: run.output).text
            run.send(SIGTSTP)
            #expect(run.waitUntilStopped())
            // Written before the stop; the reader may take a moment to drain it under a sanitizer's load.
            #expect(
                waitUntil { run.output.hasSuffix(Self.leaveAlternateScreen) }, "stopped, the shell has its screen back")
            let writtenBeforeFg = run.output.count
            run.send(SIGCONT)
            // Everything written after fg: the alternate screen again, and the whole paused picture on it (the
            // spaces between words are cursor moves on a cleared screen, so only a word is looked for).
            #expect(
                waitUntil {
                    let resumed = run.output.dropFirst(writtenBeforeFg)
                    return resumed.hasPrefix(Self.enterAlternateScreen) && resumed.contains("paused")
                        && ScreenModel(replaying: run.output).text == before
                }, "the same paused picture, with no key pressed")
            run.type("q")
        }
    }

    @Test("--duration ends it on its own with 0")
    func duration() throws {
        _ = try run(["--duration", "1"], ending: 0) { _ in }
    }

    @Test("SIGTERM ends it with 143, SIGINT with 130, the terminal restored")
    func signals() throws {
        _ = try run(ending: 143) { $0.send(SIGTERM) }
        _ = try run(ending: 130) { $0.send(SIGINT) }
    }

    @Test("On a terminal, --cast records what the terminal was sent and its resizes, for --duration seconds")
    func castOnTerminal() throws {
        let directory = try TemporaryDirectory()
        let cast = directory.url.appendingPathComponent("live.cast")
        _ = try run(["--cast", cast.path, "--duration", "1.5"], ending: 0) { $0.resize(columns: 100, rows: 30) }
        let text = try String(contentsOf: cast, encoding: .utf8)
        #expect(text.hasPrefix("{\"version\": 2, \"width\": 120, \"height\": 40"))
        #expect(text.split(separator: "\n").count > 5)
        #expect(text.contains(", \"r\", \"100x30\"]"), "the resize is recorded for the player")
    }
}
