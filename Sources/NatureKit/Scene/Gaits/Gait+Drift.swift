extension Gait {
    /// With the wind, in the highest lane of the sky: clouds, and what the wind carries.
    public static let drift = Gait(name: "drift")
}

struct Drifting: GaitMotion {
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] { lanes.prefix(1).map { $0 } }
}
