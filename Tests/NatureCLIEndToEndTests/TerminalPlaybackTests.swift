import Foundation
import NatureKit
import NatureKitTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nature-cli` on a pseudo-terminal, as a person runs it.
@Suite("nature-cli, on a terminal", .serialized)
struct TerminalPlaybackTests {

    @Test("Playback hides the cursor, redraws in place, restores the cursor and leaves the card on screen")
    func playsInPlace() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "1", "--speed", "4"])
        #expect(run.waitForExit() == 0)
        let output = run.output
        #expect(output.contains(PseudoTerminalRun.hideCursor))
        #expect(output.hasSuffix(PseudoTerminalRun.showCursor))
        #expect(output.contains("\u{1B}[?2026h"))
        // Redrawn in place: the cursor goes up the card and back, with no screen erased.
        #expect(output.contains("A\r"))
        #expect(!output.contains("\u{1B}[2J"))

        let screen = ScreenModel(replaying: output)
        #expect(screen.cursorVisible)
        let (catalog, bird) = try Catalog.shippedObject(titled: "Bird")
        let lastFrame = Card(object: bird, catalog: catalog).frames.last.map { canvas in
            (0..<canvas.height).map { canvas.line($0, colored: false, columns: 80) }.joined(separator: "\n")
        }
        let trimmed = lastFrame.map { String($0.reversed().drop { $0 == "\n" }.reversed()) }
        #expect(screen.text == trimmed)
    }

    @Test("SIGINT mid-animation exits 130 with the cursor visible", arguments: [0, 2, 5])
    func interrupt(afterUpdates updates: Int) throws {
        let run = try PseudoTerminalRun(["show", "Cat", "--forever"])
        #expect(run.waitForOutput(containing: PseudoTerminalRun.hideCursor))
        #expect(run.waitForUpdates(updates))
        run.process.interrupt()
        #expect(run.waitForExit() == 130)
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
        #expect(ScreenModel(replaying: run.output).cursorVisible)
    }

    @Test("SIGTERM exits 143 with the cursor visible")
    func terminate() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--forever"])
        #expect(run.waitForOutput(containing: PseudoTerminalRun.hideCursor))
        #expect(run.waitForUpdates(1))
        run.process.terminate()
        #expect(run.waitForExit() == 143)
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
    }

    @Test("TERM=dumb or unset gives one plain card with no escape bytes", arguments: ["dumb", nil] as [String?])
    func dumbTerminal(term: String?) throws {
        let run = try PseudoTerminalRun(["show", "Bird"], environment: ["TERM": term])
        #expect(run.waitForExit() == 0)
        #expect(!run.output.contains("\u{1B}"))
        #expect(run.output.contains("Bird\r\nAnimal\r\nX: 2, Y: 0"))
    }

    @Test("A window too short for the card shows a still frame instead of animating")
    func tinyWindow() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--explain"], columns: 12, rows: 4)
        #expect(run.waitForExit() == 0)
        #expect(!run.output.contains(PseudoTerminalRun.hideCursor))
        #expect(run.output.contains("does not fit the"))

        let clipped = try PseudoTerminalRun(["show", "Bird", "--color", "never"], columns: 12, rows: 4)
        #expect(clipped.waitForExit() == 0)
        let lines = clipped.output.split(separator: "\r\n").map(String.init)
        #expect(lines.count > 5)
        #expect(lines.allSatisfy { TerminalText.columns(of: $0) <= 12 })
    }

    @Test("A resize during playback is followed, and the run still ends cleanly")
    func resize() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "3"])
        #expect(run.waitForOutput(containing: PseudoTerminalRun.hideCursor))
        #expect(run.waitForUpdates(2))
        run.resize(columns: 20, rows: 24)
        #expect(run.waitForExit() == 0)
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
    }

    @Test("Ctrl-Z shows the cursor while stopped, and playback resumes with a fresh card")
    func suspendAndResume() throws {
        let run = try PseudoTerminalRun(["show", "Bird", "--forever"])
        #expect(run.waitForOutput(containing: PseudoTerminalRun.hideCursor))
        #expect(run.waitForUpdates(1))
        kill(run.process.processIdentifier, SIGTSTP)
        #expect(run.waitForOutput(containing: PseudoTerminalRun.showCursor))
        #expect(run.waitUntilStopped())
        kill(run.process.processIdentifier, SIGCONT)
        // On fg the session hides the cursor again, then the card is printed afresh.
        let stopped = try #require(run.output.range(of: PseudoTerminalRun.showCursor))
        let resumed = try Regex("\u{1B}\\[\\?25l.*\u{1B}\\[0;1mBird")
        #expect(waitUntil { run.output[stopped.upperBound...].firstMatch(of: resumed) != nil })
        run.process.interrupt()
        #expect(run.waitForExit() == 130)
        #expect(run.output.hasSuffix(PseudoTerminalRun.showCursor))
    }

    @Test("Ctrl-Z erases the card's key hint before the process stops, and fg draws it again")
    func suspendErasesHint() throws {
        let hint = "q quit · space pause"
        let run = try PseudoTerminalRun(["show", "Bird", "--forever"])
        #expect(run.waitForScreen { $0.contains(hint) })
        run.send(SIGTSTP)
        #expect(run.waitUntilStopped())
        // Stopped, nature-cli writes nothing more: what the shell shows under is the card without its hint.
        #expect(run.waitForScreen { !$0.contains(hint) && $0.hasPrefix("Bird\nAnimal") })
        run.send(SIGCONT)
        #expect(run.waitForScreen { $0.contains(hint) })
        run.type("q")
        #expect(run.waitForExit() == 0)
        #expect(!ScreenModel(replaying: run.output).text.contains(hint))
    }

    @Test("NO_COLOR turns colour off on a terminal")
    func noColor() throws {
        let colored = try PseudoTerminalRun(["show", "Stone"])
        #expect(colored.waitForExit() == 0)
        #expect(colored.output.contains("\u{1B}[0;90m"))
        let plain = try PseudoTerminalRun(["show", "Stone"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(plain.waitForExit() == 0)
        #expect(!plain.output.contains("\u{1B}[0;90m"))
    }
}
