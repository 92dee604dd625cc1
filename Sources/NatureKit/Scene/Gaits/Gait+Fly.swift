extension Gait {
    /// Across the sky below its highest lane, bobbing a row up and back with each few wingbeats.
    public static let fly = Gait(name: "fly")
}

struct Flying: GaitMotion {
    /// The highest lane is the wind's, where clouds drift.
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] { lanes.count > 1 ? Array(lanes.dropFirst()) : lanes }

    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        cycle([0, -1, -1, 0], step: 450, after: elapsed, phase: phase)
    }
}
