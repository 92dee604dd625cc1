extension Gait {
    /// Low over the ground and the water, in the sky's lowest lanes, bobbing quickly and unevenly: a
    /// butterfly or a dragonfly, which keep near the flowers and the water, not up with the birds.
    public static let flutter = Gait(name: "flutter")
}

struct Fluttering: GaitMotion {
    /// Of the fliers' lanes, the lowest across the window, just above the land, and the lowest over the sea
    /// alone, just above the waves; in a sky with no lanes over the sea alone, its two lowest. The wind's,
    /// at the top, is never one of them.
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] {
        let flying = Flying().lanes(among: lanes)
        let widest = flying.map(\.columns.count).max() ?? 0
        guard let overLand = flying.last(where: { $0.columns.count == widest }),
            let overWater = flying.last(where: { $0.columns.count < widest })
        else { return Array(flying.suffix(2)) }
        return [overLand, overWater]
    }

    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        cycle([0, -1, 0, 0, -1, -1], step: 250, after: elapsed, phase: phase)
    }
}
