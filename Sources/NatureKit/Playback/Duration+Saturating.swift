extension Duration {
    /// The longest time NatureKit's timing arithmetic gives: 2^62 seconds, about 146 billion years.
    ///
    /// `Duration` itself reaches about 5 × 10^12 years, but `components` traps past `Int64.max` seconds
    /// and its `+`, `*` and `/` trap past their own range, and any clock's instant plus this much still
    /// fits in those 64 bits. A deadline this far off is never reached, so holding a time here changes
    /// nothing a person can see.
    package static let longest = Duration.seconds(Int64(1) << 62)

    /// This duration held to ±``longest``.
    package var saturated: Duration {
        min(max(self, .zero - .longest), .longest)
    }

    /// The sum, held to ±``longest`` instead of trapping.
    ///
    /// - Parameter other: The duration to add.
    package func saturated(plus other: Duration) -> Duration {
        // Each held to 2^62 s, the sum is far inside Duration's range.
        (saturated + other.saturated).saturated
    }

    /// The difference, held to ±``longest`` instead of trapping.
    ///
    /// - Parameter other: The duration to take away.
    package func saturated(minus other: Duration) -> Duration {
        (saturated - other.saturated).saturated
    }

    /// The product, held to ±``longest`` instead of trapping.
    ///
    /// - Parameter count: How many times this duration.
    package func saturated(times count: Int) -> Duration {
        let base = saturated
        guard abs((base / .seconds(1)) * Double(count)) < Self.longestSeconds else {
            return (base < .zero) == (count < 0) ? .longest : .zero - .longest
        }
        return (base * count).saturated
    }

    /// The product with a number, held to ±``longest`` instead of trapping; zero for a factor that is
    /// not a number.
    ///
    /// - Parameter factor: How many times this duration, such as a playback speed.
    package func saturated(times factor: Double) -> Duration {
        scaled(by: factor) { $0 * factor }
    }

    /// The quotient by a number, held to ±``longest`` instead of trapping; zero for a divisor that is
    /// not a number.
    ///
    /// - Parameter divisor: What to divide by, such as a playback speed; 0 gives ±``longest``.
    package func saturated(dividedBy divisor: Double) -> Duration {
        scaled(by: 1 / divisor) { $0 / divisor }
    }

    /// This duration scaled by `factor`: `exact`, the standard library's own arithmetic, where it cannot
    /// trap, and otherwise the nearest of ±``longest``.
    private func scaled(by factor: Double, exact: (Duration) -> Duration) -> Duration {
        let base = saturated
        let seconds = (base / .seconds(1)) * factor
        guard !seconds.isNaN, base != .zero else { return .zero }
        // Well inside the range where the standard library's conversion back from Double is exact enough
        // and cannot trap; beyond it, the time is held.
        guard abs(seconds) < Self.longestSeconds else { return seconds < 0 ? .zero - .longest : .longest }
        return exact(base).saturated
    }

    private static let longestSeconds = Double(Int64(1) << 62)
}
