/// Pictures that change with time: what a ``Player`` plays.
///
/// The player asks a source for the picture at a time and for the time of its next change, and
/// waits until then: a card that changes frame every 87.5 ms and a scene whose objects each change
/// at their own pace are played by the same loop, with no common tick.
///
/// ```swift
/// /// A clock face that changes every second and never repeats.
/// struct Seconds: PlaybackSource {
///     var loopDuration: Duration? { nil }
///
///     func canvas(at time: Duration) -> Canvas {
///         var canvas = Canvas(width: 12, height: 1)
///         canvas.draw("\(time.components.seconds) s", column: 0, row: 0)
///         return canvas
///     }
///
///     func nextChange(after time: Duration) -> Duration? {
///         .seconds(time.components.seconds + 1)
///     }
/// }
/// ```
///
/// ## Implementing
///
/// - Times are counted from the start of playback, at normal speed; the player scales them by its
///   ``Player/speed``.
/// - ``canvas(at:)`` gives the same picture for every time between two changes.
/// - ``nextChange(after:)`` is strictly later than the time it is given, or `nil` once the picture
///   never changes again.
/// - A source that repeats gives the length of one repetition as ``loopDuration``, so that a player
///   can play it for a number of loops; a source that never repeats gives `nil`.
public protocol PlaybackSource {
    /// The length of one loop, after which the pictures repeat; `nil` for a source that never repeats.
    var loopDuration: Duration? { get }

    /// The picture at `time`, counted from the start of playback at normal speed.
    ///
    /// - Parameter time: The time since the start of playback, at normal speed; never negative.
    mutating func canvas(at time: Duration) -> Canvas

    /// The first time after `time` at which the picture changes, or `nil` if it never changes again.
    ///
    /// - Parameter time: The time since the start of playback, at normal speed.
    mutating func nextChange(after time: Duration) -> Duration?
}

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

extension Duration {
    /// How many whole `unit`s fit in this duration: the floor of the quotient, exact at every multiple
    /// even where the floating-point quotient is not.
    /// A count past ``largestCount`` is held there instead of trapping, whatever the two durations.
    func wholeMultiples(of unit: Duration) -> Int {
        guard self > .zero, unit > .zero else { return 0 }
        let quotient = (self / unit).rounded(.down)
        guard quotient < Double(Self.largestCount) else { return Self.largestCount }
        var count = Int(quotient)
        // The quotient can be one off at an exact multiple; the products settle it exactly, where they
        // fit in a Duration (whose range ends near 1.7e20 seconds).
        if (unit / .seconds(1)) * Double(count + 1) < 1e20 {
            if unit * (count + 1) <= self { count += 1 }
            if count > 0, unit * count > self { count -= 1 }
        }
        return count
    }

    /// The most whole multiples ``wholeMultiples(of:)`` counts: 2^40, a frame every millisecond for
    /// 35 years.
    private static let largestCount = 1 << 40
}

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
