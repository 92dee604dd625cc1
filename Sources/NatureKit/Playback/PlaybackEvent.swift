/// Something that happened while a ``Player`` played, as its observers hear of it: the one set of
/// lifecycle events for cards, browse and scenes alike.
public enum PlaybackEvent: Hashable, Sendable {
    /// A picture reached the output.
    ///
    /// - `frame`: how many pictures the loop showed before it (a card's frame index); `loop`: the loop
    ///   it belongs to, from 0 (always 0 for a source that does not loop, such as a scene);
    /// - `time`: the source time it shows, counted from the start at normal speed;
    /// - `lateness`: how long after its deadline on the clock it reached the output.
    case frameShown(frame: Int, loop: Int, time: Duration, lateness: Duration)
    /// The last picture of loop `loop` has been on screen for its full interval.
    case loopFinished(loop: Int)
    /// Playback paused (the space bar): nothing changes until it resumes.
    case paused
    /// Playback resumed after a pause, its schedule starting again from then.
    case resumed
    /// Playback ran to its end, a key ended it, or it could no longer be shown.
    case finished
    /// A signal or a cancelled task interrupted playback before its end.
    case interrupted
}
