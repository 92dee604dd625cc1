import NatureKit

/// A ``FrameOutput`` that passes every write on to two outputs, `first` and then `second`: a terminal
/// and an ``AsciicastRecorder``, so that what is shown is recorded as it is shown.
package struct TeeOutput<First: FrameOutput, Second: FrameOutput>: FrameOutput {
    /// The output written to first.
    package private(set) var first: First
    /// The output written to second, once `first` has taken the bytes.
    package private(set) var second: Second

    /// Creates an output that writes to `first`, then to `second`.
    ///
    /// - Parameters:
    ///   - first: The output written to first, such as the terminal.
    ///   - second: The output written to next, such as a recording.
    package init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Writes `bytes` to ``first``, then to ``second``; an error from either ends the write.
    ///
    /// - Parameter bytes: One frame's bytes.
    package mutating func write(_ bytes: [UInt8]) throws {
        try first.write(bytes)
        try second.write(bytes)
    }

    /// Tells ``first``, then ``second``, of the window's new size.
    ///
    /// - Parameter size: The window's new size.
    package mutating func resize(to size: Size) throws {
        try first.resize(to: size)
        try second.resize(to: size)
    }
}
