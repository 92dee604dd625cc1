extension RandomNumberGenerator {
    /// A uniformly chosen index in `0..<count`, or `nil` when `count` is not positive.
    ///
    /// Computed here rather than with `Int.random(in:using:)`, whose algorithm the standard library
    /// does not promise to keep: a seeded run must pick the same object on every platform and
    /// toolchain. Multiplying and keeping the high word (Lemire) is unbiased enough for catalog sizes.
    package mutating func index(below count: Int) -> Int? {
        guard count > 0 else { return nil }
        return Int(UInt64(count).multipliedFullWidth(by: next()).high)
    }
}
