/// Everything one run of the benchmark found.
struct BenchReport: Codable, Sendable {
    var tool = "nature-bench"
    /// Whether the run was shortened with `--quick`.
    var quick: Bool
    var results: [BenchResult]
}
