/// Where playback writes its bytes: a terminal, a file, or a recorder in a test.
///
/// ## Implementing
///
/// Write all of `bytes` before returning, as one unit where the destination allows it (one
/// `write(2)` on a terminal), so that a frame is never split. Throw to stop playback; the error
/// reaches the caller of ``Player/play(_:interval:length:)``.
public protocol FrameOutput {
    /// Writes one frame's bytes.
    mutating func write(_ bytes: [UInt8]) throws
}

/// A ``FrameOutput`` that keeps every write, for tests and for rendering off screen.
public struct RecordingOutput: FrameOutput, Sendable {
    /// Each write, in order.
    public private(set) var writes: [[UInt8]] = []

    /// Creates an output that has recorded nothing.
    public init() {}

    /// Keeps `bytes` as one more write.
    public mutating func write(_ bytes: [UInt8]) throws {
        writes.append(bytes)
    }

    /// Everything written, as text.
    public var text: String { String(decoding: writes.joined(), as: UTF8.self) }
}
