/// Decodes bytes into keys on a clock, so that a lone Esc becomes the Esc key once nothing has
/// followed it for ``KeyDecoder/escapeTimeout``: the pure ``KeyDecoder`` with the one thing it cannot
/// know, the time.
package struct KeyReader<ReadingClock: Clock>: Sendable
where ReadingClock.Duration == Duration, ReadingClock: Sendable {
    private let clock: ReadingClock
    private var decoder = KeyDecoder()
    private var pendingSince: ReadingClock.Instant?

    /// A reader whose Esc timeout runs on `clock`.
    ///
    /// - Parameter clock: The clock to time a pending Esc on.
    package init(clock: ReadingClock) {
        self.clock = clock
    }

    /// The keys `bytes` complete, and a pending Esc whose time is up.
    ///
    /// - Parameter bytes: The bytes just read; empty to ask only whether a pending Esc is due.
    package mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
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

    /// The most bytes one read takes: a pasted megabyte is read and decoded in some sixteen reads, not a
    /// million.
    package static var chunkLength: Int { 64 * 1024 }

    /// The bytes at the end of what waits that are read one at a time, each read stopping at the first
    /// whole key, so that what is typed straight after a key that ends the program (`q` then a command,
    /// even pasted at once) stays in the terminal for the shell. Fewer than the 128 bytes below which
    /// Linux lets a paste that filled the terminal's buffer flow on, so that the next chunk comes while
    /// these are read.
    package static var typedAheadLength: Int { 64 }

    /// How many bytes to read when `waiting` bytes wait: all but the last ``typedAheadLength`` at once,
    /// up to ``chunkLength``; one at a time within the last ``typedAheadLength``.
    ///
    /// - Parameter waiting: The bytes the terminal holds unread.
    package static func readLength(waiting: Int) -> Int {
        waiting > typedAheadLength ? min(waiting - typedAheadLength, chunkLength) : 1
    }

    /// Whether bytes wait, and when they will be decided on their own.
    package var pendingDeadline: ReadingClock.Instant? {
        pendingSince?.advanced(by: KeyDecoder.escapeTimeout)
    }
}
