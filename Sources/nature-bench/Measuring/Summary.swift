/// The spread of a set of timings or sizes; with no values, every statistic but ``count`` is NaN.
struct Summary: Sendable {
    /// The 50th percentile: half the values are at most this.
    let median: Double
    /// The 10th percentile: about a tenth of the values are at most this.
    let p10: Double
    /// The 90th percentile: about a tenth of the values are above this.
    let p90: Double
    /// The 99th percentile: about one value in a hundred is above this.
    let p99: Double
    /// The smallest value.
    let minimum: Double
    /// The largest value.
    let maximum: Double
    /// The arithmetic mean.
    let mean: Double
    /// How many values there were.
    let count: Int

    init(_ values: [Double]) {
        let sorted = values.sorted()
        median = Self.percentile(sorted, 50)
        p10 = Self.percentile(sorted, 10)
        p90 = Self.percentile(sorted, 90)
        p99 = Self.percentile(sorted, 99)
        minimum = sorted.first ?? .nan
        maximum = sorted.last ?? .nan
        mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
        count = sorted.count
    }

    /// Linear interpolation between the closest ranks, as ptybench.py computes it, so that the two
    /// tools' percentiles compare.
    static func percentile(_ sorted: [Double], _ percent: Double) -> Double {
        guard let first = sorted.first else { return .nan }
        guard sorted.count > 1 else { return first }
        let rank = Double(sorted.count - 1) * percent / 100
        let lower = Int(rank)
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (rank - Double(lower))
    }
}
