/// The spread of a set of timings or sizes; with no values, every statistic but ``count`` is NaN.
struct Summary: Sendable {
    /// The values, smallest first; each statistic is read from them where it is declared, so that a
    /// statistic is one line rather than a stored property and an assignment.
    private let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    /// The 50th percentile: half the values are at most this.
    var median: Double { percentile(50) }
    /// The 10th percentile: about a tenth of the values are at most this.
    var p10: Double { percentile(10) }
    /// The 90th percentile: about a tenth of the values are above this.
    var p90: Double { percentile(90) }
    /// The 99th percentile: about one value in a hundred is above this.
    var p99: Double { percentile(99) }
    /// The smallest value.
    var minimum: Double { sorted.first ?? .nan }
    /// The largest value.
    var maximum: Double { sorted.last ?? .nan }
    /// The arithmetic mean.
    var mean: Double { sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count) }
    /// How many values there were.
    var count: Int { sorted.count }

    /// Linear interpolation between the closest ranks, as ptybench.py computes it, so that the two
    /// tools' percentiles compare.
    func percentile(_ percent: Double) -> Double {
        guard let first = sorted.first else { return .nan }
        guard sorted.count > 1 else { return first }
        let rank = Double(sorted.count - 1) * percent / 100
        let lower = Int(rank)
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (rank - Double(lower))
    }
}
