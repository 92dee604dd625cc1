extension Gait {
    /// Low over the land, in the sky's lowest lanes, bobbing quickly and unevenly: a butterfly or a
    /// dragonfly, which keep near the flowers and the ponds, not up with the birds nor out at sea.
    public static let flutter = Gait(name: "flutter")
}

struct Fluttering: GaitMotion {
    /// Of the fliers' lanes across the window, the two lowest, just above the land, each as far as the
    /// shore, where a flutterer turns back: butterflies out over the open sea read as lost. In a sky with
    /// no lane over the sea alone, which tells where the sea is, the two lowest as they are. The wind's,
    /// at the top, is never one of them.
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] {
        let flying = Flying().lanes(among: lanes)
        let widest = flying.map(\.columns.count).max() ?? 0
        let across = flying.filter { $0.columns.count == widest }.suffix(2)
        guard let sea = flying.first(where: { $0.columns.count < widest })?.columns else { return Array(across) }
        return across.map { lane in
            let landIsLeft = sea.lowerBound > lane.columns.lowerBound
            return Scene.Lane(
                habitat: lane.habitat, index: lane.index, baseline: lane.baseline,
                columns: landIsLeft
                    ? lane.columns.lowerBound..<sea.lowerBound : sea.upperBound..<lane.columns.upperBound,
                leftIsOpen: landIsLeft && lane.leftIsOpen, rightIsOpen: !landIsLeft && lane.rightIsOpen,
                depth: lane.depth)
        }
    }

    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        cycle([0, -1, 0, 0, -1, -1], step: 250, after: elapsed, phase: phase)
    }
}
