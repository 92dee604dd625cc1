extension Gait {
    /// Through the water between the surface and the bed, swaying a row up and back as it goes.
    public static let swim = Gait(name: "swim")
}

struct Swimming: GaitMotion {
    /// Every lane but the nearest, which is the bed's.
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] { lanes.count > 1 ? Array(lanes.dropLast()) : lanes }

    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        cycle([0, 0, -1, -1], step: 900, after: elapsed, phase: phase)
    }
}
