extension Gait {
    /// Low over the ground and the water, in the sky's two lowest lanes, bobbing quickly and unevenly: a
    /// butterfly or a dragonfly, which keep near the flowers and the water, not up with the birds.
    public static let flutter = Gait(name: "flutter")
}

struct Fluttering: GaitMotion {
    /// The two lowest of the fliers' lanes; the wind's, at the top, is never one of them.
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] {
        Array(Flying().lanes(among: lanes).suffix(2))
    }

    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        cycle([0, -1, 0, 0, -1, -1], step: 250, after: elapsed, phase: phase)
    }
}
