/// How long playback runs.
public enum PlaybackLength: Hashable, Sendable {
    /// This many full loops of the source; one picture for a source that does not loop.
    case loops(Int)
    /// Until a key or a signal ends it.
    case forever
    /// Until this much time has passed on the player's clock, whatever the speed.
    case duration(Duration)

    /// The fewest whole loops that fill `target`, and at least one: the default, so that a plain run
    /// ends on its own after a few seconds whatever the animation's duration.
    ///
    /// - Parameters:
    ///   - target: About how long playback should last.
    ///   - cycle: The length of one loop.
    public static func filling(_ target: Duration, cycle: Duration) -> PlaybackLength {
        guard cycle > .zero else { return .loops(1) }
        let loops = (target / cycle).rounded(.up)
        // A cycle of attoseconds against a target of ages gives more loops than an Int holds.
        guard loops > 1 else { return .loops(1) }
        return .loops(loops < Double(Int.max) ? Int(loops) : .max)
    }
}
