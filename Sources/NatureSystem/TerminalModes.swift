#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A terminal's settings, standard input's by default: saved once, changed for reading keys, and put
/// back exactly.
///
/// Keys are read one at a time without echo: canonical mode (line editing) and echo go off, and so do
/// flow control (IXON: Ctrl-S would stop all output, the restoring bytes included, until Ctrl-Q, and a
/// pasted 0x13 would do it too) and the extended keys (IEXTEN: Ctrl-V would swallow the next key, and
/// Ctrl-O discard output on BSD and macOS), as full-screen programs do. Everything else stays, signals
/// (ISIG) included, so that Ctrl-C, Ctrl-\ and Ctrl-Z still send their signals. The settings are saved only once changing them has succeeded, and restoring puts back that
/// very struct, whatever happened in between.
struct TerminalModes {
    /// The terminal whose settings change: standard input in a program, a pseudo-terminal in tests.
    let descriptor: Int32
    private var saved: termios?

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// Turns off canonical mode and echo on the descriptor, if it is a terminal; does nothing otherwise.
    mutating func enterKeyReading() {
        guard saved == nil, isatty(descriptor) == 1 else { return }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return }
        var reading = original
        reading.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        reading.c_iflag &= ~tcflag_t(IXON)
        // One byte is enough for a read to return; reads happen only after poll says there is one.
        withUnsafeMutableBytes(of: &reading.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &reading) == 0 else { return }
        saved = original
        // A Ctrl-S typed before flow control went off has stopped output already: start it again.
        Self.resumeOutput(descriptor)
    }

    /// Starts the terminal's output again if a Ctrl-S (XOFF) stopped it, so that what is written next
    /// is shown rather than held until Ctrl-Q. Harmless on output that runs, or on a descriptor that is
    /// not a terminal.
    static func resumeOutput(_ descriptor: Int32) {
        // Linux restarts on TCOON only output that TCOOFF stopped, not output an XOFF stopped: stopping
        // it this way first makes the restart undo both.
        guard isatty(descriptor) == 1, tcflow(descriptor, TCOOFF) == 0 else { return }
        _ = tcflow(descriptor, TCOON)
    }

    /// Puts the saved settings back. What was typed and not read stays for whoever reads next, the
    /// shell, as it does after `less`: the program reads one key at a time, so nothing typed after the
    /// key that ended it was read.
    mutating func restore() {
        guard var original = saved else { return }
        // TCSANOW, not TCSAFLUSH: that would wait for output to drain, which a terminal that stopped
        // reading would never let happen, and would drop what was typed ahead.
        _ = tcsetattr(descriptor, TCSANOW, &original)
        saved = nil
    }
}
