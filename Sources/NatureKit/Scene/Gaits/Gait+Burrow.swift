extension Gait {
    /// Through the earth in its tunnels, digging in spurts of two cells with a pause between, one frame
    /// a cell, as a mole or a worm goes.
    public static let burrow = Gait(name: "burrow")
}

/// Two cells dug in the last 700 milliseconds of each spurt: slow, steady work, unlike a hop.
struct Burrowing: GaitMotion {
    private static let digging = Spurts(length: 2, dash: 700)

    func distance(after elapsed: Int, rate: Double) -> Int { Self.digging.distance(after: elapsed, rate: rate) }

    func time(toCover cells: Int, rate: Double) -> Int { Self.digging.time(toCover: cells, rate: rate) }

    var framesFollowSteps: Bool { true }

    func fastest(at rate: Double) -> Double { Self.digging.dashSpeed(at: rate) }
}
