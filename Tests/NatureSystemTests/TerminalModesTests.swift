import Testing

// TerminalModes is internal: a program reaches it only through TerminalSession, on standard input.
@testable import NatureSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Terminal modes: keys read one at a time, and the settings put back exactly")
struct TerminalModesTests {
    @Test("Reading keys turns off echo, canonical mode, flow control and the extended keys, and keeps signals")
    func keyReading() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings
        #expect(before.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
        #expect(before.c_iflag & tcflag_t(IXON) != 0)

        var modes = TerminalModes(descriptor: terminal.follower)
        modes.enterKeyReading()
        let reading = terminal.settings
        #expect(reading.c_lflag & tcflag_t(ECHO) == 0)
        #expect(reading.c_lflag & tcflag_t(ICANON) == 0)
        #expect(reading.c_lflag & tcflag_t(IEXTEN) == 0)
        #expect(reading.c_iflag & tcflag_t(IXON) == 0)
        #expect(reading.c_lflag & tcflag_t(ISIG) != 0, "Ctrl-C, Ctrl-\\ and Ctrl-Z still send their signals")
        let characters = withUnsafeBytes(of: reading.c_cc) { Array($0) }
        #expect(characters[Int(VMIN)] == 1)
        #expect(characters[Int(VTIME)] == 0)
        // Nothing but those flags changed: output processing and the rest of input stay as they were.
        #expect(reading.c_oflag == before.c_oflag)
        #expect(reading.c_cflag == before.c_cflag)
        #expect(reading.c_iflag | tcflag_t(IXON) == before.c_iflag)

        modes.restore()
        #expect(sameBytes(terminal.settings, before))
    }

    @Test("Restoring puts back the settings found, not the usual ones")
    func restoresWhatItFound() throws {
        let terminal = try PseudoTerminal()
        // Settings of someone else's choosing: no echo of control characters, an odd erase key, no CR-to-NL.
        terminal.changeSettings { unusual in
            unusual.c_lflag &= ~tcflag_t(ECHOCTL)
            unusual.c_iflag &= ~tcflag_t(ICRNL)
            withUnsafeMutableBytes(of: &unusual.c_cc) { $0[Int(VERASE)] = 0x08 }
        }
        let found = terminal.settings

        var modes = TerminalModes(descriptor: terminal.follower)
        modes.enterKeyReading()
        #expect(!sameBytes(terminal.settings, found))
        modes.restore()
        #expect(sameBytes(terminal.settings, found))
    }

    @Test("Entering twice saves once, so that restoring does not put back the key-reading settings")
    func enteringTwice() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings
        var modes = TerminalModes(descriptor: terminal.follower)
        modes.enterKeyReading()
        modes.enterKeyReading()
        modes.restore()
        #expect(sameBytes(terminal.settings, before))
    }

    @Test("Restoring twice, or without entering, changes nothing")
    func restoringTwice() throws {
        let terminal = try PseudoTerminal()
        var modes = TerminalModes(descriptor: terminal.follower)
        modes.restore()
        modes.enterKeyReading()
        modes.restore()
        // Someone else changes the settings after the program is done: a second restore leaves them be.
        terminal.changeSettings { $0.c_lflag &= ~tcflag_t(ECHO) }
        modes.restore()
        #expect(terminal.settings.c_lflag & tcflag_t(ECHO) == 0)
    }

    @Test("A descriptor that is not a terminal is left alone")
    func notATerminal() throws {
        let pipe = try Pipe()
        var modes = TerminalModes(descriptor: pipe.reader)
        modes.enterKeyReading()
        modes.restore()
        TerminalModes.resumeOutput(pipe.writer)
        pipe.send("x")
        var byte: UInt8 = 0
        #expect(read(pipe.reader, &byte, 1) == 1 && byte == UInt8(ascii: "x"))
    }

    @Test("Output stopped as Ctrl-S stops it is started again")
    func resumingOutput() throws {
        let terminal = try PseudoTerminal()
        // Non-blocking, so that a write to stopped output fails at once instead of waiting for a restart.
        #expect(fcntl(terminal.follower, F_SETFL, fcntl(terminal.follower, F_GETFL) | O_NONBLOCK) == 0)
        let text = Array("seen".utf8)
        func writeText() -> Int { text.withUnsafeBytes { write(terminal.follower, $0.baseAddress, $0.count) } }
        #expect(tcflow(terminal.follower, TCOOFF) == 0)
        #expect(writeText() == -1 && errno == EAGAIN, "stopped output takes nothing")

        TerminalModes.resumeOutput(terminal.follower)
        #expect(writeText() == text.count)
        var request = pollfd(fd: terminal.leader, events: Int16(POLLIN), revents: 0)
        #expect(poll(&request, 1, 5_000) == 1, "the leader has the bytes to read")
        var received = [UInt8](repeating: 0, count: 16)
        let count = received.withUnsafeMutableBytes { read(terminal.leader, $0.baseAddress, $0.count) }
        #expect(Array(received.prefix(max(count, 0))) == text)
    }
}
