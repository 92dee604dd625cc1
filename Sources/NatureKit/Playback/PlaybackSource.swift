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
