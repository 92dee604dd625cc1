/// An object whose picture is a loop of frames.
///
/// The frames are image names, looked up in the catalog's `images` when the object is shown, as an
/// app looks up `UIImage(named:)` in its asset catalog.
///
/// ```swift
/// struct Moth: ObjectProtocol, AnimationProtocol, Decodable {
///     var title: String
///     var type: String
///     var coordinateX: Int
///     var coordinateY: Int
///     var animationImages: [String]
///     var animationDuration: Double
/// }
/// ```
///
/// ## Implementing
///
/// - `animationImages` is non-empty; every name is defined in the catalog, and all frames of one
///   animation share one size so that they can be redrawn in place.
/// - `animationDuration` is the time, in seconds, of one full cycle of all frames: finite, greater
///   than zero and at most 60. Each frame is shown for `animationDuration / animationImages.count`.
public protocol AnimationProtocol {
    /// The names of the frames, in the order they are played.
    var animationImages: [String] { get }
    /// Seconds for one full cycle of all frames.
    var animationDuration: Double { get }
    /// Seconds each frame stays on screen at normal speed.
    var frameInterval: Double { get }
}

// MARK: - Default implementations

extension AnimationProtocol {
    /// ``frameInterval`` as playback times it: a type that overrides it plays at its pace. An interval
    /// that is not a positive number (possible only for objects made in code) gives one second, and
    /// one outside a millisecond to an hour is held to that range, so playback neither stops nor spins,
    /// and no `Duration` overflows.
    package var playbackInterval: Duration {
        let seconds = frameInterval
        guard seconds.isFinite, seconds > 0 else { return .seconds(1) }
        return max(.seconds(min(seconds, 3600)), .milliseconds(1))
    }

    /// By default, `animationDuration` divided by the number of frames.
    public var frameInterval: Double {
        animationImages.isEmpty ? animationDuration : animationDuration / Double(animationImages.count)
    }
}
