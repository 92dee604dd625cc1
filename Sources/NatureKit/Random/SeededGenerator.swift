/// A random number generator that gives the same sequence for the same seed on every platform.
///
/// The system generator cannot be seeded, so `nature-cli --seed` and the tests use this one. It is
/// SplitMix64: tiny, fast, and good enough to pick objects and pictures; not for cryptography.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: Any number; the same seed gives the same sequence.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number in the seed's sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
