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

    /// Whether bytes wait, and when they will be decided on their own.
    package var pendingDeadline: ReadingClock.Instant? {
        pendingSince?.advanced(by: KeyDecoder.escapeTimeout)
    }
}
