/// Where keys come from: the terminal's keyboard, or a script in a test. The twin of ``FrameOutput``.
///
/// ```swift
/// var keys = ScriptedKeys(clock: clock, [(.milliseconds(300), .character("q"))])
/// player.signal = { PlaybackSignal(keys: keys.readKeys()) }
/// ```
///
/// ## Implementing
///
/// Return at once with the keys that arrived since the last call, oldest first, or none; never wait
/// for a key. A player or a browser asks between frames, so a source that blocked would stop the
/// animation.
public protocol KeyInput {
    /// The keys pressed since the last call, without waiting for more.
    mutating func readKeys() -> [Key]
}

/// Keys typed at set times, for playing and browsing in tests without a terminal.
///
/// Each key is read once the clock reaches its time, counted from when the script was made:
///
/// ```swift
/// let clock = ManualClock()
/// var keys = ScriptedKeys(clock: clock, [(.milliseconds(300), .space), (.milliseconds(900), .space)])
/// ```
public struct ScriptedKeys<ScriptClock: Clock>: KeyInput where ScriptClock.Duration == Duration {
    private let clock: ScriptClock
    private let start: ScriptClock.Instant
    private var script: [(time: Duration, key: Key)]

    /// A script of `keys`, each typed at its time from now on `clock`.
    ///
    /// - Parameters:
    ///   - clock: The clock the script's times are read on: the one playback runs on.
    ///   - keys: Each key with its time from now, in order.
    public init(clock: ScriptClock, _ keys: [(time: Duration, key: Key)]) {
        self.clock = clock
        start = clock.now
        script = keys
    }

    /// The keys whose time has come.
    public mutating func readKeys() -> [Key] {
        let elapsed = start.duration(to: clock.now)
        let due = script.prefix { $0.time <= elapsed }
        script.removeFirst(due.count)
        return due.map(\.key)
    }

    /// Whether every key has been read.
    public var isFinished: Bool { script.isEmpty }
}

/// Decodes bytes into keys on a clock, so that a lone Esc becomes the Esc key once nothing has
/// followed it for ``KeyDecoder/escapeTimeout``: the pure ``KeyDecoder`` with the one thing it cannot
/// know, the time.
public struct KeyReader<ReadingClock: Clock>: Sendable where ReadingClock.Duration == Duration, ReadingClock: Sendable {
    private let clock: ReadingClock
    private var decoder = KeyDecoder()
    private var pendingSince: ReadingClock.Instant?

    /// A reader whose Esc timeout runs on `clock`.
    ///
    /// - Parameter clock: The clock to time a pending Esc on.
    public init(clock: ReadingClock) {
        self.clock = clock
    }

    /// The keys `bytes` complete, and a pending Esc whose time is up.
    ///
    /// - Parameter bytes: The bytes just read; empty to ask only whether a pending Esc is due.
    public mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
        var keys = decoder.decode(bytes)
        guard decoder.hasPending else {
            pendingSince = nil
            return keys
        }
        let now = clock.now
        let since = pendingSince ?? now
        pendingSince = since
        if since.duration(to: now) >= KeyDecoder.escapeTimeout {
            keys += decoder.flush()
            pendingSince = nil
        }
        return keys
    }

    /// Whether bytes wait, and when they will be decided on their own.
    public var pendingDeadline: ReadingClock.Instant? {
        pendingSince?.advanced(by: KeyDecoder.escapeTimeout)
    }
}
