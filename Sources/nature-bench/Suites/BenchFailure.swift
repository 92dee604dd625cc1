import NatureKit

/// The benchmark could not measure what it set out to: a setup step failed.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
