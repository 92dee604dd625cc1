/// One figure the benchmark measured: a row of the table and an element of the JSON.
struct BenchResult: Codable, Sendable {
    /// A stable name for scripts: `catalog.shipped.ms`.
    var id: String
    /// What was measured, as a person reads it.
    var label: String
    /// The median, in `unit`.
    var value: Double
    var unit: String
    /// The 10th and 90th percentiles of the samples, in `unit`: how noisy the figure is.
    var p10: Double?
    var p90: Double?
    /// How many samples the median is taken over.
    var samples: Int?
    /// The design's target for this figure, as written in DESIGN.md, if it has one.
    var target: String?
    /// Whether the target is met; `nil` when there is none.
    var met: Bool?
    /// Anything else a reader needs to judge the figure.
    var note: String?

    init(
        id: String,
        label: String,
        value: Double,
        unit: String,
        spread: Summary? = nil,
        scale: Double = 1,
        target: String? = nil,
        met: Bool? = nil,
        note: String? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.unit = unit
        self.p10 = spread.map { $0.p10 * scale }
        self.p90 = spread.map { $0.p90 * scale }
        self.samples = spread?.count
        self.target = target
        self.met = met
        self.note = note
    }
}
