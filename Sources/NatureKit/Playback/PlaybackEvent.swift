/// Something that happened during playback, as observers hear of it.
public enum PlaybackEvent: Hashable, Sendable {
    /// A frame reached the output.
    ///
    /// - `frame`: its index in the animation; `loop`: the loop it belongs to, from 0;
    /// - `time`: when it was due, counted from the start of playback;
    /// - `lateness`: how long after that it was written; `bytes`: how many bytes it took.
    case frameShown(frame: Int, loop: Int, time: Duration, lateness: Duration, bytes: Int)
    /// The last frame of loop `loop` has been on screen for its full interval.
    case loopFinished(loop: Int)
    /// Playback paused (the space bar): nothing is written until it resumes.
    case paused
    /// Playback resumed after a pause, its schedule starting again from then.
    case resumed
    /// Playback ran to its end, or was stopped because it could no longer be shown.
    case finished
    /// Playback was interrupted (Ctrl-C, a signal, or a cancelled task) before its end.
    case interrupted
}
