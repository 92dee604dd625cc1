import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys, terminal modes and every way out, on a pseudo-terminal: the modes are read back from the
/// terminal after the program is gone and compared with what they were before it started.
@Suite("nature-cli reads keys and restores the terminal's modes", .serialized)
struct TerminalKeysTests {

    /// The modes a program may change, as one comparable value.
    static func localModes(_ settings: termios?) -> [UInt] {
        guard let settings else { return [] }
        return [UInt(settings.c_lflag), UInt(settings.c_iflag), UInt(settings.c_oflag)]
    }

    /// Runs `arguments` on a pseudo-terminal until it plays, does `action`, and checks the ending.
    func run(
        _ arguments: [String], ending status: Int32, sourceLocation: SourceLocation = #_sourceLocation,
        _ action: (PseudoTerminalRun) -> Void
    ) throws -> PseudoTerminalRun {
        let run = try PseudoTerminalRun(arguments)
        let before = Self.localModes(run.modes)
        #expect(run.waitForOutput(containing: PseudoTerminalRun.hideCursor), sourceLocation: sourceLocation)
        #expect(run.waitUntilReadingKeys(), sourceLocation: sourceLocation)
        let playing = run.modes
        #expect(
            playing.map { $0.c_lflag & tcflag_t(ECHO | ICANON) } == 0, "echo and canonical mode off while playing",
            sourceLocation: sourceLocation)
        action(run)
        #expect(run.waitForExit() == status, sourceLocation: sourceLocation)
        #expect(Self.localModes(run.modes) == before, "the modes are back exactly", sourceLocation: sourceLocation)
        #expect(run.output.contains(PseudoTerminalRun.showCursor), sourceLocation: sourceLocation)
        #expect(ScreenModel(replaying: run.output).cursorVisible, sourceLocation: sourceLocation)
        return run
    }

    @Test(
        "q and Esc end playback with 0, the key hint erased and the last frame on screen", arguments: ["q", "\u{1B}"])
    func quitKeys(key: String) throws {
        // A key typed before the first frame ends playback with nothing drawn: wait for the card.
        let run = try run(["show", "Bird", "--forever"], ending: 0) { run in
            #expect(run.waitForOutput(containing: "Animal"))
            run.type(key)
        }
        let screen = ScreenModel(replaying: run.output).text
        #expect(screen.hasPrefix("Bird\nAnimal"))
        #expect(!screen.contains("q quit"))
        #expect(try ScreenModel.frames(of: "Bird").contains(screen))
    }

    @Test("Typing during playback shows nothing, and the card plays on")
    func typingIsNotEchoed() throws {
        let run = try run(["show", "Cat", "--loops", "3"], ending: 0) { $0.type("hello\r\u{1B}[A") }
        #expect(!run.output.contains("hello"))
        #expect(try ScreenModel.frames(of: "Cat").contains(ScreenModel(replaying: run.output).text))
    }

    @Test("Space pauses with nothing written, and resumes")
    func pause() throws {
        _ = try run(["show", "Bird", "--forever"], ending: 0) { run in
            run.type(" ")
            #expect(run.waitForScreen { $0.contains("paused · space plays on") })
            let paused = run.output.utf8.count
            // Nine of the bird's frame intervals pass with nothing written.
            #expect(!waitUntil(seconds: 0.8) { run.output.utf8.count > paused }, "nothing written while paused")
            run.type(" ")
            #expect(run.waitForScreen { $0.contains("q quit · space pause") }, "playback goes on after space")
            #expect(run.waitForUpdates(2))
            run.type("q")
        }
    }

    // Ctrl-C and Ctrl-\ typed reach the program as these signals only from its controlling terminal, which a
    // Foundation `Process` cannot give it; Tests/TerminalScreens types them on a terminal of its own.
    @Test(
        "Every signal ends playback with its status and the modes restored",
        arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGQUIT, 131), (SIGHUP, 129)] as [(Int32, Int32)])
    func signals(signal: Int32, status: Int32) throws {
        let run = try run(["show", "Cat", "--forever"], ending: status) { run in
            kill(run.process.processIdentifier, signal)
        }
        // Ctrl-\ is a request to quit, not a crash: the runtime's backtracer never takes the terminal.
        #expect(!run.output.contains("Press space to interact"))
    }

    @Test("browse runs on the alternate screen, steps with keys, and leaves it with q")
    func browse() throws {
        var titles: [String] = []
        let run = try run(["browse", "--seed", "2"], ending: 0) { run in
            #expect(run.waitForScreen { $0.contains("q quit") })
            titles.append(ScreenModel(replaying: run.output).text)
            for key in ["n", "\u{1B}[C"] {
                run.type(key)
                #expect(run.waitForScreen { $0 != titles.last })
                titles.append(ScreenModel(replaying: run.output).text)
            }
            run.type("q")
        }
        #expect(run.output.hasPrefix("\u{1B}[?1049h"))
        // The alternate screen homed and cleared before it is left, so that a terminal that shows it
        // after a resize (tmux) leaves nothing of it above the prompt.
        #expect(run.output.hasSuffix("\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?25h\u{1B}[?1049l"))
        // One screen, erased once, then once more on the way out, and three objects shown on it in turn.
        #expect(run.output.components(separatedBy: "\u{1B}[2J").count == 3)
        #expect(Set(titles).count == 3)
    }

    @Test("browse off a terminal exits 64 with one line that points to random")
    func browseNeedsTerminal() throws {
        let result = try BuiltCLI.run(["browse"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("nature-cli random"))
    }
}
