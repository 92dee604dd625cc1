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
/// Starting a session hides the cursor, turns off line wrapping at the margin, routes Ctrl-C, Ctrl-\, SIGTERM, SIGHUP, window changes and
/// Ctrl-Z to it, and with ``Modes-swift.struct`` asks for more: keys read one at a time with no echo,
/// the alternate screen. ``end()`` restores all of it, on every way out: the natural end, a quit
/// key, an interruption, a failed write. Ctrl-Z restores the terminal while the program is stopped and
/// enters the session's state again on `fg`. Play through ``output`` on ``clock`` and ask
/// ``playbackSignal(fits:)`` before each frame:
///
/// ```swift
/// let session = TerminalSession([.readsKeys])
/// defer { session.end() }
/// var player = Player(clock: session.clock, output: session.output, renderer: renderer)
/// player.signal = { session.playbackSignal { size in card.height < size.rows } }
/// let outcome = try await player.play(card, length: .loops(3))
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

    /// What interrupted a session.
    public enum Interruption: Hashable, Sendable {
        /// SIGINT, which Ctrl-C sends.
        case interrupt
        /// SIGTERM.
        case terminate
        /// SIGQUIT, which Ctrl-\ sends.
        case quit
        /// SIGHUP: the terminal went away.
        case hangup
    }

    /// What this session changes.
    public let modes: Modes
    /// The keyboard, read without waiting; it reads nothing unless the session ``Modes-swift.struct/readsKeys``.
    public let keyboard = TerminalKeyboard()
    private var terminalModes = TerminalModes()
    private var hasEnded = false
    /// Set when a write was given up because the terminal stopped reading.
    fileprivate var abandonedWrite = false

    /// Enters the session's state: the cursor hidden, the signals routed to the session, and `modes`.
    ///
    /// - Parameter modes: What to change beyond the cursor and the signals.
    public init(_ modes: Modes = []) {
        self.modes = modes
        // Text a program printed with `print` waits in the C library's buffer; it belongs before the
        // session's own writes.
        fflush(nil)
        TerminalSignals.catchAll()
        enter()
    }

    /// Puts the terminal in the session's state.
    private func enter() {
        if modes.contains(.readsKeys) { terminalModes.enterKeyReading() }
        let screen = modes.contains(.alternateScreen) ? ControlCode.enterAlternateScreen : ""
        try? StandardStream.output.write(screen + ControlCode.hideCursor + ControlCode.disableAutowrap)
    }

    deinit {
        end()
    }

    /// The clock to play on: the monotonic clock, whose sleeps end early when a signal arrives.
    public var clock: MonotonicClock {
        guard modes.contains(.readsKeys) else {
            // Sleeps are cut into 20 ms slices so that a signal is noticed within one.
            return MonotonicClock(checkingEvery: .milliseconds(20)) { TerminalSignals.hasPending }
        }
        // Reading keys, a sleep waits on the keyboard itself: it ends at once for a key or a signal,
        // and the program wakes only when there is something to do.
        let keyboard = keyboard
        return MonotonicClock(
            waitingWith: { keyboard.wait(until: $0) },
            wakingWhen: { TerminalSignals.hasPending || keyboard.hasInput })
    }

    /// Standard output, written one frame at a time; a write is given up once the session is
    /// interrupted while the terminal is not reading, so that Ctrl-C and SIGTERM always end it.
    public var output: Output { Output(session: self) }

    /// The interrupting signal that arrived, if any.
    public var interruption: Interruption? {
        switch TerminalSignals.interruption {
        case nil: nil
        case SIGTERM: .terminate
        case SIGQUIT: .quit
        case SIGHUP: .hangup
        default: .interrupt
        }
    }

    /// What a player should do now, from the signals and the keys that arrived since it last asked:
    /// ``terminalSignal(fits:)``, then the keys as ``PlaybackSignal/init(keys:)`` reads them.
    ///
    /// - Parameter fits: Whether what is shown fits a window of the given size.
    public func playbackSignal(fits: (Terminal.Size) -> Bool) -> PlaybackSignal {
        let signal = terminalSignal(fits: fits)
        guard signal == .proceed, modes.contains(.readsKeys) else { return signal }
        return PlaybackSignal(keys: keyboard.readKeys())
    }

    /// What a player should do now, from the signals that arrived since it last asked.
    ///
    /// Ctrl-Z is carried out here: the terminal is restored, the process stops, and on `fg` the
    /// session's state comes back and the player is told to resume. A window that changed size gives
    /// ``PlaybackSignal/resize(columns:)``, or ``PlaybackSignal/stop`` when what is shown no longer fits it.
    ///
    /// - Parameter fits: Whether what is shown fits a window of the given size.
    public func terminalSignal(fits: (Terminal.Size) -> Bool) -> PlaybackSignal {
        if interruption != nil { return .interrupt }
        if TerminalSignals.takeSuspend() {
            suspend()
            guard let size = Terminal.currentSize else { return .stop }
            return fits(size) ? .resume(columns: size.columns) : .stop
        }
        guard TerminalSignals.takeResize(), let size = Terminal.currentSize else { return .proceed }
        // What no longer fits would scroll and break in-place redraws.
        return fits(size) ? .resize(columns: size.columns) : .stop
    }

    /// Restores the terminal for the shell, stops the process, and enters the session's state again
    /// once it is continued.
    private func suspend() {
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
            // The terminal stopped reading and a signal came: drop the frames it never took, so that
            // the closing bytes fit and the cursor is back whenever it reads again.
            tcflush(STDOUT_FILENO, TCOFLUSH)
        }
        restore()
        TerminalSignals.releaseAll()
    }

    /// Undoes ``enter()``, last change first.
    private func restore() {
        let screen = modes.contains(.alternateScreen) ? ControlCode.leaveAlternateScreen : ""
        // A terminal that is busy drawing the last frame takes these bytes a moment later; one that has
        // stopped reading gets a second, then the program goes on without it.
        StandardStream.output.write(
            ControlCode.endSynchronizedUpdate + ControlCode.enableAutowrap + ControlCode.showCursor + screen,
            waitingAtMost: 1000)
        terminalModes.restore()
    }
}

extension TerminalSession {
    /// Standard output during a session: each frame one write, given up if the session is
    /// interrupted while the terminal is not reading.
    public struct Output: FrameOutput {
        fileprivate let session: TerminalSession

        /// Writes one frame's bytes.
        ///
        /// - Parameter bytes: The frame's bytes.
        public func write(_ bytes: [UInt8]) throws(StandardStream.WriteError) {
            do {
                try StandardStream.output.write(bytes, abandoningWhen: { TerminalSignals.interruption != nil })
            } catch {
                if error.isAbandoned { session.abandonedWrite = true }
                throw error
            }
        }
    }
}
