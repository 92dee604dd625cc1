/// Where playback hands each picture as it is, a ``Canvas``, instead of terminal bytes.
///
/// A ``Player`` made with a canvas output gives it every frame it shows, one call each, and nothing
/// else: no escape codes to strip, no cursor movement, no lines redrawn in place. Use it to draw
/// frames yourself, to collect them as plain text with ``Canvas/lines``, or to check them in a test.
///
/// ```swift
/// struct FrameCollector: CanvasOutput {
///     var frames: [[String]] = []
///
///     mutating func show(_ canvas: Canvas) {
///         frames.append(canvas.lines)
///     }
/// }
/// ```
///
/// ## Implementing
///
/// Take the picture before returning; the player does not keep it. Throw to stop playback: the error
/// reaches the caller of ``Player/play(_:length:isolation:)``. The output lives on the caller's actor
/// while it plays, so it need not be `Sendable`.
public protocol CanvasOutput {
    /// Shows one frame.
    ///
    /// - Parameter canvas: The whole picture, every cell with its character and colour.
    mutating func show(_ canvas: Canvas) throws
}
