extension Gait {
    /// Through the earth in its tunnels, digging in spurts of two cells with a pause between, one frame
    /// a cell, as a mole or a worm goes.
    public static let burrow = Gait(name: "burrow")
}

/// Two cells dug in the last 700 milliseconds of each spurt: slow, steady work, unlike a hop.
struct Burrowing: SpurtingMotion {
    static let spurts = Spurts(length: 2, dash: 700)
}
