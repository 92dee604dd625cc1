/// Frames played in a loop, each for the same interval: the simplest ``PlaybackSource``.
public struct FrameLoop: PlaybackSource, Sendable {
    /// The frames, in the order they play; never empty.
    public let frames: [Canvas]
    /// How long each frame stays on screen at normal speed; always positive.
    public let interval: Duration

    /// A loop of `frames`, each shown for `interval`.
    ///
    /// - Parameters:
    ///   - frames: The frames to play in order; must not be empty.
    ///   - interval: How long each frame stays on screen at normal speed; must be positive.
    public init(frames: [Canvas], interval: Duration) {
        precondition(!frames.isEmpty, "a frame loop needs at least one frame")
        precondition(interval > .zero, "frames need a positive interval")
        self.frames = frames
        self.interval = interval
    }

    /// The frames' count times their interval.
    public var loopDuration: Duration? { interval.saturated(times: frames.count) }

    /// The frame on screen at `time`.
    ///
    /// - Parameter time: The time since the start of playback, at normal speed.
    public func canvas(at time: Duration) -> Canvas {
        frames[frameIndex(at: time) % frames.count]
    }

    /// The start of the frame after the one on screen at `time`; `nil` for a single frame, which never
    /// changes.
    ///
    /// - Parameter time: The time since the start of playback, at normal speed.
    public func nextChange(after time: Duration) -> Duration? {
        frames.count > 1 ? interval.saturated(times: frameIndex(at: time) + 1) : nil
    }

    /// How many whole intervals have passed at `time`, counting from zero.
    func frameIndex(at time: Duration) -> Int {
        time.wholeMultiples(of: interval)
    }
}
