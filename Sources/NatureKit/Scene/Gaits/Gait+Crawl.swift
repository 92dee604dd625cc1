extension Gait {
    /// Along the nearest lane of its habitat, the seabed for a crab, one frame a cell.
    public static let crawl = Gait(name: "crawl")
}

struct Crawling: GaitMotion {
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] { lanes.suffix(1) }

    var framesFollowSteps: Bool { true }
}
