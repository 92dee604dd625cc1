import NatureKit
import Synchronization

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Signals that arrived and have not been handled yet. Set from signal handlers, which may only do
/// lock-free atomic stores and `write(2)`; read by the session when it collects events.
private let pendingInterruption = Atomic<Int32>(0)
private let pendingResize = Atomic<Bool>(false)
private let pendingSuspend = Atomic<Bool>(false)
private let pendingContinue = Atomic<Bool>(false)
/// Whether the program asked that an interrupting signal outside a session end it at once (see
/// ``TerminalSignals/exitOnInterruptions()``), so that a session gives the signals back to that.
private let exitsOnInterruption = Atomic<Bool>(false)
/// The end of the wake pipe a handler writes a byte to, so that a wait on the other end returns
/// whichever thread the signal interrupted; -1 before the pipe exists.
private let wakeWriter = Atomic<Int32>(-1)

/// What every handler does after noting its signal: wakes the waiter.
private func wake() {
    var byte: UInt8 = 1
    let descriptor = wakeWriter.load(ordering: .relaxed)
    if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
}

/// The routing of the signals a terminal program handles itself: SIGINT, SIGTERM, SIGQUIT, SIGHUP,
/// SIGWINCH and SIGTSTP (Ctrl-Z). Process-wide, as signal dispositions are.
///
/// Each handler notes its signal in an atomic and writes a byte to a pipe, so that a wait on the pipe
/// (``waitDescriptor``) ends at once, whichever of the process's threads the signal landed on.
enum TerminalSignals {
    /// The signals that end a program. Catching SIGQUIT (Ctrl-\) also keeps the Swift runtime's
    /// backtracer from taking over the terminal for what is a request to quit, not a crash.
    static let interrupting = [SIGINT, SIGTERM, SIGQUIT, SIGHUP]

    /// The end of the wake pipe to wait on; made once, and kept for the life of the process.
    static let waitDescriptor: Int32 = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeWriter.store(ends[1], ordering: .relaxed)
        return ends[0]
    }()

    /// Ends the process with 128 plus the signal's number (130 for SIGINT, 131 for SIGQUIT, …) for each
    /// interrupting signal that arrives outside a session, and keeps it so after each session. A program
    /// calls it first, before any slow work such as loading a catalog: there is no terminal state to
    /// restore yet, and left to the default action, SIGQUIT would dump core and the others would end
    /// the process with no exit status of the program's own.
    static func exitOnInterruptions() {
        exitsOnInterruption.store(true, ordering: .relaxed)
        installExits()
        unblock(interrupting)
    }

    private static func installExits() {
        for number in interrupting {
            // _exit is async-signal-safe; it flushes nothing, and nothing needs flushing.
            signal(number) { _exit(128 + $0) }
        }
    }

    /// Routes every signal to the pending flags, for the length of a session.
    static func catchAll() {
        catchInterruptions()
        signal(SIGWINCH) { _ in
            pendingResize.store(true, ordering: .relaxed)
            wake()
        }
        catchSuspend()
        unblock([SIGWINCH, SIGTSTP, SIGCONT])
    }

    /// Routes only the interrupting signals to the pending flags: for a loop that waits on something
    /// other than the terminal, which Ctrl-Z may stop as it stops any program.
    static func catchInterruptions() {
        _ = waitDescriptor
        for number in interrupting {
            signal(number) {
                pendingInterruption.store($0, ordering: .relaxed)
                wake()
            }
        }
        unblock(interrupting)
    }

    /// Holds the interrupting signals back from this thread until ``release(_:)``, for a few system
    /// calls that must not be cut apart; returns what to give ``release(_:)``.
    static func holdInterruptions() -> sigset_t {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        for number in interrupting { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        return previous
    }

    /// Lets through again what ``holdInterruptions()`` held; a signal that came meanwhile lands now.
    static func release(_ previous: sigset_t) {
        var previous = previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Lets `numbers` through to this thread, where the program waits. A process inherits its blocked
    /// signals from whoever started it, and some supervisors and test harnesses start programs with
    /// SIGTERM and the rest blocked: a program that runs on one thread would then never hear them.
    private static func unblock(_ numbers: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static func catchSuspend() {
        signal(SIGTSTP) { _ in
            pendingSuspend.store(true, ordering: .relaxed)
            wake()
        }
    }

    /// Gives the signals back to their default actions, or the interrupting ones to
    /// ``exitOnInterruptions()`` when the program asked for it.
    static func releaseAll() {
        for number in interrupting + [SIGWINCH, SIGTSTP] {
            signal(number, SIG_DFL)
        }
        if exitsOnInterruption.load(ordering: .relaxed) { installExits() }
    }

    /// The interrupting signal that arrived, if any.
    static var interruption: Interruption? {
        let number = pendingInterruption.load(ordering: .relaxed)
        return number == 0 ? nil : Interruption(signal: number)
    }

    /// Takes a pending resize, if there is one.
    static func takeResize() -> Bool {
        pendingResize.exchange(false, ordering: .relaxed)
    }

    /// Takes a pending Ctrl-Z, if there is one.
    static func takeSuspend() -> Bool {
        pendingSuspend.exchange(false, ordering: .relaxed)
    }

    /// Empties the wake pipe, once what its bytes stood for has been taken.
    static func drainWakes() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(waitDescriptor, &bytes, bytes.count) > 0 {}
    }

    /// Stops the process as Ctrl-Z asked; returns once the process is continued (`fg`).
    static func stopUntilContinued() {
        pendingContinue.store(false, ordering: .relaxed)
        signal(SIGCONT) { _ in pendingContinue.store(true, ordering: .relaxed) }
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
        // The stop lands a moment later, on whichever thread takes the signal, so wait here for the
        // continue rather than racing on. In an orphaned process group the kernel discards the stop:
        // then no continue comes, and the program goes on after 200 ms.
        var waited = 0
        while !pendingContinue.load(ordering: .relaxed), waited < 200 {
            usleep(1000)
            waited += 1
        }
        signal(SIGCONT, SIG_DFL)
        catchSuspend()
    }
}
