/// Where a ``Screen`` writes the bytes that redraw a terminal: a terminal, a file, or a recorder in a
/// test.
///
/// ```swift
/// struct StandardOutput: FrameOutput {
///     mutating func write(_ bytes: [UInt8]) throws {
///         print(String(decoding: bytes, as: UTF8.self), terminator: "")
///     }
/// }
/// ```
///
/// ## Implementing
///
/// `write(_:)` is `mutating`, so a value type can keep what it is given, as NatureKitTesting's `RecordingOutput` does.
/// Write all of `bytes` before returning, as one unit where the destination allows it (one
/// `write(2)` on a terminal), so that a frame is never split. Throw to stop playback; the error
/// reaches the caller of ``Player/play(_:length:isolation:)-(PlaybackSource,_,_)``.
public protocol FrameOutput {
    /// Writes one update's bytes.
    ///
    /// - Parameter bytes: Everything that brings the screen to the next picture; never empty.
    mutating func write(_ bytes: [UInt8]) throws

    /// Learns that the window is now `size`, before the bytes drawn for that size; a recording keeps
    /// it so that a player resizes its screen with the program's.
    ///
    /// - Parameter size: The window's new size.
    mutating func resize(to size: Size) throws
}

// MARK: - Default implementations

extension FrameOutput {
    /// Does nothing by default: a terminal has resized itself already.
    ///
    /// - Parameter size: The window's new size.
    public mutating func resize(to size: Size) throws {}
}
