import NatureKit

/// A NatureKit `FrameOutput` that keeps every write, for tests and for rendering off screen.
///
/// Read it back through the screen that wrote to it:
///
/// ```swift
/// let bytes = player.output.output.writes.reduce(0) { $0 + $1.count }
/// ```
public struct RecordingOutput: FrameOutput, Sendable {
    /// Each write, in order.
    public private(set) var writes: [[UInt8]] = []

    /// Creates an output that has recorded nothing.
    public init() {}

    /// Keeps `bytes` as one more write.
    ///
    /// - Parameter bytes: The bytes to keep.
    public mutating func write(_ bytes: [UInt8]) throws {
        writes.append(bytes)
    }

    /// Everything written, as text.
    public var text: String { String(decoding: writes.joined(), as: UTF8.self) }
}
