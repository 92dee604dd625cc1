import Synchronization

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Signals that arrived and have not been handled yet. Set from signal handlers, which may only do
/// lock-free atomic stores; read by the session between frames.
private let pendingInterruption = Atomic<Int32>(0)
private let pendingResize = Atomic<Bool>(false)
private let pendingSuspend = Atomic<Bool>(false)
private let pendingContinue = Atomic<Bool>(false)

/// The routing of the signals a terminal session handles itself: SIGINT, SIGTERM, SIGQUIT, SIGHUP,
/// SIGWINCH and SIGTSTP (Ctrl-Z). Process-wide, as signal dispositions are.
enum TerminalSignals {
    /// The signals that end a session. Catching SIGQUIT (Ctrl-\) also keeps the Swift runtime's
    /// backtracer from taking over the terminal for what is a request to quit, not a crash.
    static let interrupting = [SIGINT, SIGTERM, SIGQUIT, SIGHUP]

    /// Routes the signals to the pending flags, for the length of a session.
    static func catchAll() {
        for number in interrupting {
            signal(number) { pendingInterruption.store($0, ordering: .relaxed) }
        }
        signal(SIGWINCH) { _ in pendingResize.store(true, ordering: .relaxed) }
        catchSuspend()
    }

    /// Routes only the interrupting signals to the pending flags: for a loop that waits on something
    /// other than the terminal, which Ctrl-Z may stop as it stops any program.
    static func catchInterruptions() {
        for number in interrupting {
            signal(number) { pendingInterruption.store($0, ordering: .relaxed) }
        }
    }

    private static func catchSuspend() {
        signal(SIGTSTP) { _ in pendingSuspend.store(true, ordering: .relaxed) }
    }

    /// Gives the signals back to their default actions.
    static func releaseAll() {
        for number in interrupting + [SIGWINCH, SIGTSTP] {
            signal(number, SIG_DFL)
        }
    }

    /// The interrupting signal that arrived, if any.
    static var interruption: Int32? {
        let number = pendingInterruption.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Whether a signal is waiting to be handled; a clock's sliced sleep returns early for it.
    static var hasPending: Bool {
        pendingInterruption.load(ordering: .relaxed) != 0 || pendingResize.load(ordering: .relaxed)
            || pendingSuspend.load(ordering: .relaxed)
    }

    /// Takes a pending resize, if there is one.
    static func takeResize() -> Bool {
        pendingResize.exchange(false, ordering: .relaxed)
    }

    /// Takes a pending Ctrl-Z, if there is one.
    static func takeSuspend() -> Bool {
        pendingSuspend.exchange(false, ordering: .relaxed)
    }

    /// Stops the process as Ctrl-Z asked; returns once the process is continued (`fg`).
    static func stopUntilContinued() {
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
}
