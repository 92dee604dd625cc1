import CNatureSystem
import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A stretch of time during which a program has the terminal in a state of its own, and the one
/// place that puts it back.
///
/// A session hides the cursor, turns off line wrapping at the margin, routes Ctrl-C, Ctrl-\, SIGTERM,
/// SIGHUP, window changes and Ctrl-Z to itself, and with ``Modes-swift.struct`` asks for more: keys
/// read one at a time with no echo, the alternate screen. Everything is restored on every way out: the
/// natural end, a quit key, an interruption, a failed write, an error thrown. Ctrl-Z restores the
/// terminal while the program is stopped and enters the session's state again on `fg`.
///
/// Play in ``run(_:isolation:_:)``, which ends the session however the body leaves:
///
/// ```swift
/// let outcome = try await TerminalSession.run([.readsKeys]) { session in
///     var player = Player(session: session, mode: .inline)
///     return try await player.play(card, length: .loops(3))
/// }
/// ```
///
/// Signal dispositions belong to the whole process: run one session at a time.
public final class TerminalSession {
    /// What a session changes beyond the cursor and the signals.
    public struct Modes: OptionSet, Hashable, Sendable {
        /// Read keys as they are typed, with no echo: standard input leaves canonical mode.
        public static let readsKeys = Modes(rawValue: 1 << 0)
        /// Draw on the alternate screen, and give the shell its screen back at the end.
        public static let alternateScreen = Modes(rawValue: 1 << 1)

        /// The modes in `rawValue`'s bits.
        public let rawValue: Int

        /// The modes in `rawValue`'s bits.
        ///
        /// - Parameter rawValue: A bit for each mode.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }
    }

    /// What this session changes.
    public let modes: Modes
    /// Where the session writes: the terminal on a non-blocking descriptor of its own, so that a write
    /// to a terminal that stopped reading can be given up for a signal, whatever its size; standard
    /// output itself where the terminal cannot be opened again.
    fileprivate let terminal: StandardStream
    private var terminalModes = TerminalModes()
    private var hasEnded = false
    /// Set when a write was given up because the terminal stopped reading.
    fileprivate var abandonedWrite = false
    /// What the events have not delivered yet: keys being decoded, whether standard input is done,
    /// whether the first size went out, and a stop that waits for the program to ask for events.
    fileprivate var keys = KeyReader(clock: MonotonicClock())
    /// Where a chunk of standard input is read to: empty until input comes faster than it is typed.
    private var readBuffer: [UInt8] = []
    fileprivate var inputIsClosed: Bool
    fileprivate var hasToldSize = false
    fileprivate var stopsOnNextWait = false

    /// Enters the session's state: the cursor hidden, the signals routed to the session, and `modes`.
    ///
    /// Prefer ``run(_:isolation:_:)``, which ends the session for you; a session made here must be
    /// ended with ``end()``.
    ///
    /// - Parameter modes: What to change beyond the cursor and the signals.
    public init(_ modes: Modes = []) {
        self.modes = modes
        terminal = StandardStream.reopenedTerminal() ?? .output
        inputIsClosed = !modes.contains(.readsKeys) || isatty(STDIN_FILENO) != 1
        // Text a program printed with `print` waits in the C library's buffer; it belongs before the
        // session's own writes.
        fflush(nil)
        TerminalSignals.catchAll()
        enter()
    }

    /// Runs `body` in a session with `modes`, and ends the session however `body` leaves: returning,
    /// throwing, or playback interrupted.
    ///
    /// - Parameters:
    ///   - modes: What to change beyond the cursor and the signals.
    ///   - isolation: The actor to run on: the caller's, which Swift passes by default.
    ///   - body: What to do with the terminal.
    public static func run<Result, Failure: Error>(
        _ modes: Modes = [],
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TerminalSession) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let session = TerminalSession(modes)
        defer { session.end() }
        return try await body(session)
    }

    deinit {
        end()
    }

    /// The clock to play on.
    public var clock: MonotonicClock { MonotonicClock() }

    /// Standard output, written one update at a time; a write is given up once the session is
    /// interrupted while the terminal is not reading, so that Ctrl-C and SIGTERM always end it.
    public var output: Output { Output(session: self) }

    /// What happens at the terminal: keys, resizes, Ctrl-Z and `fg`, signals. The first event is the
    /// window's size.
    public var events: Events { Events(session: self) }

    /// The window's size now: as the terminal tells it, else `COLUMNS` by `LINES`, else 80 by 24.
    public var size: Size { Terminal.currentSize ?? Terminal.environmentSize ?? .standard }

    /// The interrupting signal that arrived, if any.
    public var interruption: Interruption? { TerminalSignals.interruption }

    /// Puts the terminal in the session's state.
    private func enter() {
        if modes.contains(.readsKeys) { terminalModes.enterKeyReading() }
        let screen = modes.contains(.alternateScreen) ? ControlCode.enterAlternateScreen : ""
        // A terminal that does not read even now does not hold a signal here either.
        try? terminal.write(
            Array((screen + ControlCode.hideCursor + ControlCode.disableAutowrap).utf8),
            abandoningWhen: { TerminalSignals.interruption != nil })
    }

    /// Restores the terminal for the shell, stops the process, and enters the session's state again
    /// once it is continued.
    fileprivate func suspend() {
        restore()
        TerminalSignals.stopUntilContinued()
        enter()
    }

    /// Puts the terminal back as it was found: any synchronized update ended, the cursor shown, the
    /// signals given back. Ending twice does nothing.
    public func end() {
        guard !hasEnded else { return }
        hasEnded = true
        if abandonedWrite {
            // The terminal stopped reading and a signal came: drop the updates it never took, so that
            // the closing bytes fit and the cursor is back whenever it reads again.
            tcflush(STDOUT_FILENO, TCOFLUSH)
        }
        restore()
        TerminalSignals.releaseAll()
        if terminal.descriptor != StandardStream.output.descriptor { close(terminal.descriptor) }
    }

    /// Undoes ``enter()``, last change first.
    private func restore() {
        // The alternate screen homed, reset and cleared before it is left: a terminal that does not keep
        // the two screens apart after a resize (tmux, some emulators) otherwise shows what was drawn last
        // above the shell's prompt.
        let alternate = modes.contains(.alternateScreen)
        let clearing = alternate ? ControlCode.resetStyle + ControlCode.cursorHome + ControlCode.eraseScreen : ""
        let screen = alternate ? ControlCode.leaveAlternateScreen : ""
        // Output stopped by Ctrl-S (flow control stays on where standard input is not the terminal)
        // would hold the restoring bytes until Ctrl-Q, after the program is gone.
        TerminalModes.resumeOutput(terminal.descriptor)
        // A terminal busy drawing the last update takes these bytes a moment later; one that has
        // stopped reading gets a moment, then the program goes on without it.
        terminal.write(
            ControlCode.endSynchronizedUpdate + ControlCode.enableAutowrap + clearing + ControlCode.showCursor + screen,
            waitingAtMost: abandonedWrite ? 100 : 1000)
        terminalModes.restore()
    }
}

extension TerminalSession {
    /// Standard output during a session: each update one write, given up if the session is
    /// interrupted while the terminal is not reading.
    public struct Output: FrameOutput {
        fileprivate let session: TerminalSession

        /// Writes one update's bytes.
        ///
        /// - Parameter bytes: The update's bytes.
        public func write(_ bytes: [UInt8]) throws(StandardStream.WriteError) {
            do {
                try session.terminal.write(bytes, abandoningWhen: { TerminalSignals.interruption != nil })
            } catch {
                if error.isAbandoned { session.abandonedWrite = true }
                throw error
            }
        }
    }

    /// The session's events: keys decoded from standard input, the window's size, Ctrl-Z and `fg`, and
    /// the interrupting signals. Waiting for them is one system call that returns at the deadline, for
    /// a key, or for a signal, whichever comes first.
    public struct Events: TerminalEventSource {
        fileprivate let session: TerminalSession

        /// The monotonic clock.
        public var clock: MonotonicClock { MonotonicClock() }

        /// The events that have arrived, waiting until `deadline` for one if none has. After a
        /// `TerminalEvent.suspend`, the next call stops the process, and returns once it is
        /// continued.
        ///
        /// - Parameters:
        ///   - deadline: When to return empty-handed; `nil` to wait for an event however long.
        ///   - isolation: The actor the player plays on.
        public mutating func events(
            until deadline: MonotonicClock.Instant?, isolation: isolated (any Actor)?
        ) async throws -> [TerminalEvent] {
            if session.stopsOnNextWait {
                session.stopsOnNextWait = false
                session.suspend()
                return [.resume, .resize(session.size)] + session.collect()
            }
            var events = session.collect()
            guard events.isEmpty else { return events }
            let wakeAt = [deadline, session.keys.pendingDeadline].compactMap { $0 }.min()
            let input = session.inputIsClosed ? -1 : STDIN_FILENO
            // A deadline before the clock's start is past, not "no deadline" (which the C side reads
            // from a negative number).
            _ = nature_wait(input, TerminalSignals.waitDescriptor, wakeAt.map { max(0, $0.nanoseconds) } ?? -1)
            try Task.checkCancellation()
            events = session.collect()
            return events
        }
    }

    /// Takes what has arrived without waiting: an interruption alone, or the first size, a resize, the
    /// keys of a chunk read (or the next key, of the last few typed) and a Ctrl-Z, in that order.
    fileprivate func collect() -> [TerminalEvent] {
        TerminalSignals.drainWakes()
        if let interruption { return [.interrupt(interruption)] }
        var events: [TerminalEvent] = []
        if !hasToldSize {
            hasToldSize = true
            events.append(.resize(size))
            _ = TerminalSignals.takeResize()
        }
        if TerminalSignals.takeResize() { events.append(.resize(size)) }
        events += readKeys().map(TerminalEvent.key)
        if TerminalSignals.takeSuspend() {
            events.append(.suspend)
            stopsOnNextWait = true
        }
        return events
    }

    /// The keys typed, without waiting, or a lone Esc whose time has come.
    ///
    /// What waits is read in chunks (`KeyReader.readLength(waiting:)`), every key in a chunk decoded at
    /// once, but the last bytes waiting are read one at a time and reading stops at the first whole key:
    /// a key that ends the program leaves what was typed after it unread, in the terminal, for the shell.
    private func readKeys() -> [Key] {
        while !inputIsClosed, hasInput() {
            let length = KeyReader<MonotonicClock>.readLength(waiting: bytesWaiting())
            if readBuffer.count < length { readBuffer = [UInt8](repeating: 0, count: length) }
            let count = readBuffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, length) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                // Standard input ended or failed: nothing more will come.
                inputIsClosed = true
                break
            }
            let found = keys.keys(from: readBuffer[0..<count])
            if !found.isEmpty { return found }
        }
        return keys.keys(from: [])
    }

    /// How many bytes standard input holds unread; 1 where the system cannot say.
    private func bytesWaiting() -> Int {
        var count: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0 ? Int(max(1, count)) : 1
    }

    /// Whether standard input has a byte to read now. One that hung up or failed with nothing to read
    /// is closed from then on, so that waiting on it does not spin.
    private func hasInput() -> Bool {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return false }
        if request.revents & Int16(POLLIN) == 0 { inputIsClosed = true }
        return !inputIsClosed
    }
}
