import Foundation
import Testing

/// Keys typed ahead: while nature-cli reads the keyboard every key is its own, and it reads the last bytes
/// waiting one key at a time, so that what is typed after it stops reading (after q, after the card ends)
/// stays in the terminal for the shell, as after `less`. A shell on the same pseudo-terminal reads a line once nature-cli is
/// done, as a prompt would, and prints what it got.
@Suite("Keys typed after nature-cli stops reading are the shell's", .serialized)
struct TypedAheadTests {
    /// `sh` on a pseudo-terminal: runs nature-cli with `arguments`, then reads one line and prints it.
    static func shell(running arguments: [String]) throws -> PseudoTerminalRun {
        let command = (["\"$NATURE_CLI\""] + arguments.map(ShellCommand.quoted)).joined(separator: " ")
        return try PseudoTerminalRun(
            ["-c", "\(command); IFS= read -r line; printf 'the shell read: %s|\\n' \"$line\""],
            executable: URL(fileURLWithPath: "/bin/sh"),
            environment: ["TERM": "xterm-256color", "NATURE_CLI": BuiltCLI.executable.path])
    }

    @Test("What is typed after q, even in the same burst, reaches the shell; what came before is the card's")
    func afterQuit() throws {
        let run = try Self.shell(running: ["show", "Bird", "--forever"])
        #expect(run.waitUntilReadingKeys())
        run.type("xyzqecho typed ahead\r")
        #expect(run.waitForExit() == 0)
        #expect(run.output.contains("the shell read: echo typed ahead|"))
        // Typed while nature-cli was reading: never echoed, on screen or in the shell's line.
        #expect(!run.output.contains("xyz"))
    }

    @Test("A pasted megabyte ending in q and a command: the scene reads it all, and the command is the shell's")
    func afterAPaste() throws {
        let run = try Self.shell(running: ["scene", "--seed", "1"])
        #expect(run.waitUntilReadingKeys())
        run.type(String(repeating: "x", count: 1 << 20) + "qecho after a paste\r")
        #expect(run.waitForExit(seconds: 60) == 0)
        #expect(run.output.contains("the shell read: echo after a paste|"))
        #expect(!run.output.contains("xxxx"))
    }

    @Test("What is typed once a card has ended on its own reaches the shell")
    func afterTheEnd() throws {
        let run = try Self.shell(running: ["show", "Bird", "--loops", "1"])
        #expect(run.waitUntilReadingKeys())
        #expect(run.waitForOutput(containing: PseudoTerminalRun.showCursor))
        run.type("echo after the end\r")
        #expect(run.waitForExit() == 0)
        #expect(run.output.contains("the shell read: echo after the end|"))
    }
}
