/// Where a ``Player`` hands each picture, as a ``Canvas``.
///
/// A ``Screen`` is one: it turns each canvas into the bytes that redraw a terminal. An output of your
/// own takes the pictures themselves, with no escape codes to strip and no cursor movement: to draw
/// them yourself, to collect them as plain text with ``Canvas/lines``, or to check them in a test.
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
/// reaches the caller of ``Player/play(_:length:isolation:)-(PlaybackSource,_,_)``. The output lives on the caller's actor
/// while it plays, so it need not be `Sendable`.
public protocol CanvasOutput {
    /// Shows one picture.
    ///
    /// - Parameter canvas: The whole picture, every cell with its character and colour.
    mutating func show(_ canvas: Canvas) throws

    /// Learns that the window is now `size`, before the picture drawn for it.
    ///
    /// - Parameter size: The window's new size.
    mutating func resize(to size: Size) throws

    /// Learns that the shell had the terminal while the program was stopped (Ctrl-Z, then `fg`), so
    /// that the next picture must be drawn in full.
    mutating func restart() throws
}

// MARK: - Default implementations

extension CanvasOutput {
    /// Does nothing by default.
    ///
    /// - Parameter size: The window's new size.
    public mutating func resize(to size: Size) throws {}

    /// Does nothing by default.
    public mutating func restart() throws {}
}
