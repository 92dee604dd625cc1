import NatureKit
import Synchronization

/// Signals that arrived and have not been handled yet. Set from signal handlers, which may only do
/// lock-free atomic stores; read by the playback loop.
private let pendingInterruption = Atomic<Int32>(0)
private let pendingResize = Atomic<Bool>(false)
private let pendingSuspend = Atomic<Bool>(false)
private let pendingContinue = Atomic<Bool>(false)

/// What the terminal on standard output can do, and the glue to its signals.
enum Terminal {
    /// The terminal's size in columns and rows.
    struct Size: Equatable {
        var columns: Int
        var rows: Int
    }

    /// Whether standard output is a terminal that understands escape sequences: a tty, and `TERM`
    /// set to something other than `dumb`.
    static var isCapable: Bool {
        guard StandardStream.output.isTerminal else { return false }
        guard let term = environment("TERM"), !term.isEmpty, term != "dumb" else { return false }
        return true
    }

    /// The window size of standard output's terminal, or `nil` if it cannot be read.
    static var size: Size? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether colour is on for `mode`: `auto` means a capable terminal and `NO_COLOR` unset or empty.
    static func usesColor(_ mode: ColorMode) -> Bool {
        switch mode {
        case .always: true
        case .never: false
        case .auto: isCapable && (environment("NO_COLOR") ?? "").isEmpty
        }
    }

    /// Makes a closed pipe an EPIPE error from `write` instead of a silent kill, so that output can
    /// end quietly and the terminal be restored.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Routes SIGINT, SIGTERM, SIGWINCH and SIGTSTP (Ctrl-Z) to the playback loop for the length of
    /// playback, which polls them through ``interruption``, ``takeResize()`` and ``takeSuspend()``.
    static func catchPlaybackSignals() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { pendingInterruption.store($0, ordering: .relaxed) }
        }
        signal(SIGWINCH) { _ in pendingResize.store(true, ordering: .relaxed) }
        catchSuspend()
    }

    private static func catchSuspend() {
        signal(SIGTSTP) { _ in pendingSuspend.store(true, ordering: .relaxed) }
    }

    /// Discards what was written to the terminal but not yet sent to it.
    static func discardQueuedOutput() {
        tcflush(STDOUT_FILENO, TCOFLUSH)
    }

    /// Gives the signals back to their default actions.
    static func releasePlaybackSignals() {
        for number in [SIGINT, SIGTERM, SIGWINCH, SIGTSTP] {
            signal(number, SIG_DFL)
        }
    }

    /// Takes a pending Ctrl-Z, if there is one.
    static func takeSuspend() -> Bool {
        pendingSuspend.exchange(false, ordering: .relaxed)
    }

    /// Stops the process as Ctrl-Z asked, with the cursor shown for the shell meanwhile; returns once
    /// the process is continued (`fg`).
    static func suspend() {
        try? StandardStream.output.write(FrameRenderer.showCursor)
        pendingContinue.store(false, ordering: .relaxed)
        signal(SIGCONT) { _ in pendingContinue.store(true, ordering: .relaxed) }
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
        // The stop lands a moment later, on whichever thread takes the signal, so wait here for the
        // continue rather than racing on. In an orphaned process group the kernel discards the stop:
        // then no continue comes, and playback goes on after 200 ms.
        var waited = 0
        while !pendingContinue.load(ordering: .relaxed), waited < 200 {
            usleep(1000)
            waited += 1
        }
        signal(SIGCONT, SIG_DFL)
        catchSuspend()
    }

    /// The interrupting signal that arrived, if any.
    static var interruption: Int32? {
        let number = pendingInterruption.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Whether a signal is waiting to be handled; the clock's sleep returns early for it.
    static var hasPendingSignal: Bool {
        pendingInterruption.load(ordering: .relaxed) != 0 || pendingResize.load(ordering: .relaxed)
            || pendingSuspend.load(ordering: .relaxed)
    }

    /// Takes a pending resize, if there is one.
    static func takeResize() -> Bool {
        pendingResize.exchange(false, ordering: .relaxed)
    }
}
