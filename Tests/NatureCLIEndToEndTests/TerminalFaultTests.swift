import Foundation
import NatureKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nature-cli` when the terminal or its output misbehaves: signals at every moment of playback, terminals
/// that cannot animate, tiny and changing windows, readers that go away, and a standard output that is
/// closed or full. Whatever happens, the cursor ends visible, the card is intact on screen, and the exit
/// status is the documented one. (TerminalPlaybackTests covers the ordinary cases.)
@Suite("nature-cli, terminal faults", .serialized)
struct TerminalFaultTests {

    // MARK: - Signals

    /// When, in playback, a signal arrives.
    enum Moment: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// As soon as the first frame is on screen.
        case firstFrame
        /// Between two frames, half-way through the bird's loop.
        case midPlayback
        /// While the last frame of a `--loops 1` run is on screen.
        case lastFrame

        var testDescription: String { rawValue }

        /// How many frames to wait for before sending the signal; the bird has 8.
        var framesBefore: Int {
            switch self {
            case .firstFrame: 1
            case .midPlayback: 4
            case .lastFrame: 8
            }
        }

        var arguments: [String] {
            switch self {
            case .firstFrame, .midPlayback: ["show", "Bird", "--forever"]
            // At a tenth of the speed each frame stays 0.875 s, so the signal lands during the last one.
            case .lastFrame: ["show", "Bird", "--loops", "1", "--speed", "0.1"]
            }
        }
    }

    @Test(
        "SIGINT and SIGTERM at any moment of playback exit 130 and 143 with the cursor shown and the card intact",
        arguments: [SIGINT, SIGTERM], Moment.allCases)
    func signal(_ signal: Int32, at moment: Moment) throws {
        let frames = try ScreenModel.frames(of: "Bird")
        let run = try PseudoTerminalRun(moment.arguments)
        try #require(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: moment.framesBefore))
        run.send(signal)
        try #require(run.waitForExit() != nil, "nature-cli did not exit after signal \(signal)")

        let status: Int32 = signal == SIGINT ? 130 : 143
        if moment == .lastFrame {
            // On a slow machine the run may have ended on its own just before the signal came: then it exits
            // 0, or, once playback has given the signal back, the signal's default action ends it.
            #expect([.exited(status), .exited(0), .killed(by: signal)].contains(run.ending), "\(run.ending)")
        } else {
            #expect(run.ending == .exited(status))
        }
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
        let screen = ScreenModel(replaying: run.output)
        #expect(screen.cursorVisible)
        if moment == .lastFrame {
            #expect(screen.text == frames.last)
        } else {
            #expect(frames.contains(screen.text), "the screen shows no frame of the bird:\n\(screen.text)")
        }
    }

    @Test("SIGTERM ends playback while the terminal has stopped reading, and the cursor is back when it reads")
    func terminateWhileOutputIsBlocked() throws {
        // Twenty times the speed fills the terminal's buffer within a few seconds.
        let run = try StalledTerminalRun(["show", "Bird", "--forever", "--speed", "20"])
        try #require(run.waitUntilBlocked(), "the terminal's buffer never filled")
        run.process.terminate()
        #expect(run.waitForExit(seconds: 10) == 143, "nature-cli did not exit while its output was blocked")
        let output = run.drain()
        #expect(run.waitForExit(seconds: 20) == 143)
        #expect(output.hasSuffix(PseudoTerminalRun.showCursor))
        #expect(ScreenModel(replaying: output).cursorVisible)
    }

    /// A catalog whose one object changes once an hour at most: a frame every 60 s at one cell an hour,
    /// the slowest speed a catalog may give. The wait between its changes must still hear every signal.
    private static func slowestCatalog(in directory: TemporaryDirectory) throws -> String {
        let text = #"""
            {"version": 1, "images": {"a": ["(o)"]}, "objects": [{"kind": "animal", "title": "Snail",
             "type": "Animal", "coordinateX": 0, "coordinateY": 0, "animationImages": ["a"], "animationDuration": 60,
             "speed": 0.0002777777777777778}]}
            """#
        return try directory.write(Array(text.utf8), to: "slowest.json")
    }

    @Test(
        "SIGTERM, SIGINT and SIGHUP end a scene that waits an hour for its next change, at once and restored",
        arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
    func signalDuringALongWait(signal: Int32, status: Int32) throws {
        let directory = try TemporaryDirectory()
        let file = try Self.slowestCatalog(in: directory)
        let run = try PseudoTerminalRun(["scene", "--catalog", file])
        try #require(run.waitForOutput(containing: "(o)"), "the scene never drew")
        try #require(run.waitUntilReadingKeys())
        let sent = Date()
        run.send(signal)
        #expect(run.waitForExit(seconds: 1) != nil, "signal \(signal) was not heard within a second")
        #expect(Date().timeIntervalSince(sent) < 1)
        if signal == SIGHUP {
            #expect([.exited(status), .killed(by: signal)].contains(run.ending), "\(run.ending)")
        } else {
            #expect(run.ending == .exited(status))
            #expect(ScreenModel(replaying: run.output).cursorVisible)
            #expect(run.modes.map { $0.c_lflag & tcflag_t(ECHO | ICANON) } == tcflag_t(ECHO | ICANON))
        }
    }

    /// A program that fills a terminal's buffer within seconds and would otherwise play for ever.
    struct Stalled: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// What the restored terminal ends with.
        var restoredEnding: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let stalled = [
        Stalled(
            arguments: ["show", "Bird", "--forever", "--speed", "20"], restoredEnding: PseudoTerminalRun.showCursor),
        Stalled(arguments: ["scene", "--speed", "10"], restoredEnding: PseudoTerminalRun.showCursor + "\u{1B}[?1049l"),
    ]

    @Test(
        "SIGTERM ends show and scene within a second while the terminal has stopped reading, and restores it",
        arguments: stalled)
    func terminateWithinASecondWhileStalled(_ stalled: Stalled) throws {
        let before = try #require(StalledTerminalRun(["--version"]).modes)
        // 200 × 60 fills the terminal's buffer in a few updates.
        let run = try StalledTerminalRun(stalled.arguments, columns: 200, rows: 60)
        try #require(run.waitUntilBlocked(), "the terminal's buffer never filled")
        let sent = Date()
        run.process.terminate()
        let status = run.waitForExit(seconds: 1)
        let latency = Date().timeIntervalSince(sent)
        #expect(status == 143, "\(stalled.arguments) did not end within a second of SIGTERM (waited \(latency) s)")
        print("SIGTERM to exit with the terminal stalled, \(stalled.arguments.joined(separator: " ")): \(latency) s")

        // The terminal reads again: the last thing it gets puts it back as it was.
        let output = run.drain()
        #expect(run.waitForExit(seconds: 20) == 143)
        #expect(output.hasSuffix(stalled.restoredEnding), "\(output.suffix(40).debugDescription)")
        #expect(ScreenModel(replaying: output).cursorVisible)
        let after = try #require(run.modes)
        #expect(after.c_lflag & tcflag_t(ECHO | ICANON) == before.c_lflag & tcflag_t(ECHO | ICANON))
    }

    // MARK: - Flow control (Ctrl-S)

    /// What a run ends with on the terminal, restored, for each way of playing.
    static let flowControlled = [
        Stalled(arguments: ["show", "Bird", "--forever"], restoredEnding: PseudoTerminalRun.showCursor),
        Stalled(arguments: ["scene"], restoredEnding: PseudoTerminalRun.showCursor + "\u{1B}[?1049l"),
        Stalled(arguments: ["browse"], restoredEnding: PseudoTerminalRun.showCursor + "\u{1B}[?1049l"),
    ]

    @Test(
        "Ctrl-S is a key while playing: q still quits at once, restored, and flow control comes back",
        arguments: flowControlled)
    func controlSIsAKey(_ played: Stalled) throws {
        let run = try PseudoTerminalRun(played.arguments)
        try #require(run.waitUntilReadingKeys())
        #expect(run.modes.map { $0.c_iflag & tcflag_t(IXON) } == 0, "flow control is on while reading keys")
        run.type("\u{13}")
        let sent = Date()
        run.type("q")
        #expect(run.waitForExit(seconds: 2) == 0, "q did not end \(played.arguments) after Ctrl-S")
        #expect(Date().timeIntervalSince(sent) < 1)
        #expect(run.output.hasSuffix(played.restoredEnding), "\(run.output.suffix(40).debugDescription)")
        #expect(run.modes.map { $0.c_iflag & tcflag_t(IXON) } == tcflag_t(IXON))
    }

    @Test(
        "SIGTERM after Ctrl-S stopped output where keys are not read still restores the terminal without Ctrl-Q",
        arguments: flowControlled.dropLast())
    func terminateAfterControlS(_ played: Stalled) throws {
        // Standard input elsewhere: the terminal keeps flow control on, and Ctrl-S stops its output.
        let command = "exec \"$NATURE_CLI\" " + played.arguments.joined(separator: " ") + " < /dev/null"
        let run = try PseudoTerminalRun(
            ["-c", command], executable: URL(fileURLWithPath: "/bin/sh"),
            environment: ["TERM": "xterm-256color", "NATURE_CLI": BuiltCLI.executable.path])
        try #require(run.waitForOutput(containing: PseudoTerminalRun.hideCursor))
        run.type("\u{13}")
        run.send(SIGTERM)
        #expect(run.waitForExit(seconds: 2) == 143)
        #expect(run.output.hasSuffix(played.restoredEnding), "\(run.output.suffix(40).debugDescription)")
    }

    // MARK: - Signals before playing

    /// A catalog read from a pipe that never ends is slow work in progress: a signal then must get the
    /// program's status (131 for SIGQUIT), not its default action (a core dump).
    @Test(
        "A signal while the catalog is still loading exits with the program's status, never a core dump",
        arguments: [(SIGQUIT, 131), (SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
    func signalDuringLoad(signal: Int32, status: Int32) throws {
        let process = Process()
        process.executableURL = BuiltCLI.executable
        process.arguments = ["scene", "--catalog", "-"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        defer { try? input.fileHandleForWriting.close() }
        input.fileHandleForWriting.write(Data("{\"version\": 1, ".utf8))
        // Waiting in read(2) on the pipe, past main: where a long load would be.
        let wchan = "/proc/\(process.processIdentifier)/wchan"
        try #require(waitUntil { (try? String(contentsOfFile: wchan, encoding: .utf8))?.contains("pipe") == true })
        kill(process.processIdentifier, signal)
        try #require(waitUntil { !process.isRunning })
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    // MARK: - Terminals that cannot animate

    struct PlainTerminal: Sendable, CustomTestStringConvertible {
        var term: String?
        var arguments: [String]
        var testDescription: String {
            "TERM=\(term.map { "\"\($0)\"" } ?? "unset") " + arguments.joined(separator: " ")
        }
    }

    static let plainTerminals: [PlainTerminal] = [nil, "dumb", ""].flatMap { term in
        [
            ["show", "Bird", "--forever"], ["random", "--seed", "5", "--loops", "3"],
            ["show", "Waterfall", "--speed", "0.01"],
        ]
        .map { PlainTerminal(term: term, arguments: $0) }
    }

    @Test(
        "With TERM unset, dumb or empty, even --forever prints one plain card at once and exits 0",
        arguments: plainTerminals)
    func plainTerminal(_ plain: PlainTerminal) throws {
        let run = try PseudoTerminalRun(plain.arguments, environment: ["TERM": plain.term])
        #expect(run.waitForExit() == 0, "nature-cli kept playing on a terminal that cannot animate")
        #expect(!run.output.contains("\u{1B}"))
        #expect(run.output.components(separatedBy: "X: ").count == 2, "one card, printed once")
    }

    // MARK: - Windows

    struct Window: Sendable, CustomTestStringConvertible {
        var columns: UInt16
        var rows: UInt16
        var testDescription: String { "\(columns)x\(rows)" }
    }

    static let titles = (try? Catalog.bundled())?.objects.map(\.title) ?? []

    @Test(
        "In a window smaller than the card every object shows a still, clipped to the width, and ends",
        arguments: titles, [Window(columns: 12, rows: 4), Window(columns: 1, rows: 1)])
    func tinyWindow(title: String, window: Window) throws {
        let run = try PseudoTerminalRun(
            ["show", title, "--forever", "--color", "never"], columns: window.columns, rows: window.rows)
        #expect(run.waitForExit() == 0)
        #expect(!run.output.contains(PseudoTerminalRun.hideCursor))
        let lines = run.output.components(separatedBy: "\r\n")
        #expect(lines.count > 3)
        let widest = lines.map { TerminalText.columns(of: $0) }.max() ?? 0
        #expect(widest <= Int(window.columns), "a line is \(widest) columns wide")
    }

    @Test("Shrinking the window mid-playback clips every line, and growing it again redraws the card whole")
    func shrinkThenGrow() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "12"])
        try #require(run.waitForOutput(containing: PseudoTerminalRun.hideCursor))
        try #require(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: 2))

        run.resize(columns: 12, rows: 24)
        // The frame after the next one is certainly drawn after the resize was taken in.
        let atShrink = run.occurrences(of: PseudoTerminalRun.frameEnd)
        try #require(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: atShrink + 2))
        let shrunk = ScreenModel(replaying: run.output)
        #expect(shrunk.widestLine <= 12, "after shrinking:\n\(shrunk.text)")

        run.resize(columns: 100, rows: 30)
        #expect(run.waitForExit() == 0)
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
        let screen = ScreenModel(replaying: run.output)
        #expect(screen.cursorVisible)
        #expect(screen.text == (try ScreenModel.frames(of: "Bird", columns: 100)).last)
    }

    @Test("Growing a narrow window mid-playback redraws the card unclipped")
    func grow() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "12"], columns: 12, rows: 24)
        try #require(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: 2))
        #expect(ScreenModel(replaying: run.output).widestLine <= 12)
        run.resize(columns: 120, rows: 40)
        #expect(run.waitForExit() == 0)
        let screen = ScreenModel(replaying: run.output)
        #expect(screen.cursorVisible)
        #expect(screen.text == (try ScreenModel.frames(of: "Bird", columns: 120)).last)
    }

    @Test("show --forever in a window shrunk below the card waits, says so, and plays on once it grows back")
    func foreverWaitsForRoom() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--forever"])
        try #require(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: 3))
        run.resize(columns: 80, rows: 5)
        #expect(run.waitForOutput(containing: "window too small: ", count: 1))
        let before = run.output.components(separatedBy: PseudoTerminalRun.frameEnd).count - 1
        run.resize(columns: 80, rows: 24)
        #expect(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: before + 3))
        run.type("q")
        #expect(run.waitForExit() == 0)
        #expect(ScreenModel(replaying: run.output).cursorVisible)
    }

    @Test("A window shrunk below the card's height stops counted playback, exits 0 and leaves a whole frame")
    func shrinkBelowTheCard() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "1000"])
        try #require(run.waitForOutput(containing: PseudoTerminalRun.frameEnd, count: 3))
        run.resize(columns: 80, rows: 5)
        #expect(run.waitForExit() == 0)
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
        let screen = ScreenModel(replaying: run.output)
        #expect(screen.cursorVisible)
        #expect((try ScreenModel.frames(of: "Bird")).contains(screen.text))
    }

    // MARK: - Output that goes away

    /// A catalog of 5000 objects, whose `list` is far more than a pipe holds.
    private static func bigCatalog(in directory: TemporaryDirectory) throws -> String {
        let objects = (0..<5000).map { index in
            #"{"kind": "animal", "title": "Object number \#(index)", "type": "Type \#(index % 7)", "#
                + #""coordinateX": \#(index), "coordinateY": 0, "animationImages": ["a"], "animationDuration": 1}"#
        }
        let text = #"{"version": 1, "images": {"a": ["x"]}, "objects": ["# + objects.joined(separator: ",\n") + "]}"
        return try directory.write(Array(text.utf8), to: "big.json")
    }

    @Test(
        "A reader that stops early (list | head -1) ends output quietly with status 0 under pipefail",
        arguments: [["list"], ["list", "--json"]])
    func closedPipe(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let file = try Self.bigCatalog(in: directory)
        let full = try BuiltCLI.run(arguments + ["--catalog", file])
        try #require(full.status == 0)
        try #require(
            full.stdout.utf8.count > 256 * 1024, "the output must overflow a pipe for the test to mean anything")

        let command = arguments.joined(separator: " ")
        let result = try ShellCommand.run(
            #"set -o pipefail; "$NATURE_CLI" \#(command) --catalog "$FILE" | head -1"#, environment: ["FILE": file])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == (full.stdout.split(separator: "\n").first.map { $0 + "\n" }))
    }

    @Test(
        "With standard output closed, every command fails cleanly: 74 and one line that says it was closed",
        arguments: [
            "random", "random --seed 1 --still", "show Bird --forever", "list", "list --json", "validate", "scene",
            "schema",
        ])
    func closedOutput(command: String) throws {
        let result = try ShellCommand.run(#""$NATURE_CLI" \#(command) >&-"#, shell: "/bin/sh")
        #expect(result.status == 74)
        #expect(result.stdout.isEmpty)
        // Once fd 1 was taken by the runtime's own epoll descriptor, and the message read "Invalid argument".
        #expect(
            result.stderr == "nature-cli: cannot write to standard output: it was closed when the program started\n")
    }

    @Test("With standard input closed, it reads as empty: random plays, a catalog from it is refused with 66")
    func closedInput() throws {
        let random = try ShellCommand.run(#""$NATURE_CLI" random --seed 1 <&-"#, shell: "/bin/sh")
        #expect(random.status == 0)
        #expect(random.stdout.contains("X: "))
        #expect(random.stderr.isEmpty)
        let validate = try ShellCommand.run(#""$NATURE_CLI" validate - <&-"#, shell: "/bin/sh")
        #expect(validate.status == 66)
        #expect(validate.stderr.hasPrefix("standard input: is empty"))
    }

    @Test("With standard error closed, a failure keeps its status and nothing lands on standard output")
    func closedError() throws {
        let result = try ShellCommand.run(#""$NATURE_CLI" show Nothing-Of-That-Name 2>&-"#, shell: "/bin/sh")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "With standard output on a full device, the command fails with 74 and says why",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"),
        arguments: ["random", "list"])
    func fullOutput(command: String) throws {
        let result = try ShellCommand.run(#""$NATURE_CLI" \#(command) >/dev/full"#, shell: "/bin/sh")
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("nature-cli: cannot write to standard output: "))
        #expect(result.stderr.lowercased().contains("no space left on device"))
    }
}
