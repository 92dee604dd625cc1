extension Gait {
    /// In hops: a rest, then a jump of three cells, a row up in the air, as a frog or a rabbit goes.
    public static let hop = Gait(name: "hop")
}

/// A hop every `3 ÷ rate` seconds; the jump itself takes the last 300 milliseconds of each hop.
struct Hopping: SpurtingMotion {
    static let spurts = Spurts(length: 3, dash: 300)

    /// A row up while in the air.
    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        let jump = Self.spurts.isDashing(after: elapsed, rate: rate)
        return (jump.dashing ? -1 : 0, jump.next)
    }
}
