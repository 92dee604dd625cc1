import NatureKit

/// A ``FrameOutput`` that drops what it is given, counting the bytes, so that scheduling is measured
/// without a terminal's speed in the way.
struct DiscardingOutput: FrameOutput {
    private(set) var bytesWritten = 0
    private(set) var writes = 0

    mutating func write(_ bytes: [UInt8]) throws {
        blackHole(bytes)
        bytesWritten += bytes.count
        writes += 1
    }
}
