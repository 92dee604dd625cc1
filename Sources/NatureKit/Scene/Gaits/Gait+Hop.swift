extension Gait {
    /// In hops: a rest, then a jump of three cells, a row up in the air, as a frog or a rabbit goes.
    public static let hop = Gait(name: "hop")
}

/// A hop every `length ÷ rate` seconds, so that a hopper covers its speed in cells each second on the
/// whole; the jump itself takes the last ``jump`` milliseconds of each hop.
struct Hopping: GaitMotion {
    private static let length = 3
    private static let jump = 300

    private func period(rate: Double) -> Int {
        max(Self.jump + 100, Int((Double(Self.length) * 1000 / rate).rounded()))
    }

    func distance(after elapsed: Int, rate: Double) -> Int {
        guard elapsed > 0 else { return 0 }
        let period = period(rate: rate)
        let (hops, into) = elapsed.quotientAndRemainder(dividingBy: period)
        let rest = period - Self.jump
        let inJump = into <= rest ? 0 : (into - rest) * Self.length / Self.jump
        return hops < 1 << 36 ? hops * Self.length + inJump : 1 << 40
    }

    func time(toCover cells: Int, rate: Double) -> Int {
        guard cells > 0 else { return 0 }
        let period = period(rate: rate)
        let (hops, part) = cells.quotientAndRemainder(dividingBy: Self.length)
        guard hops < 1 << 36 else { return 1 << 50 }
        if part == 0 { return hops * period }
        let rest = period - Self.jump
        // The first millisecond at which (into - rest) * length / jump reaches part.
        let into = rest + (part * Self.jump + Self.length - 1) / Self.length
        return hops * period + into
    }

    /// A row up while in the air.
    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) {
        let period = period(rate: rate)
        let (hops, into) = max(0, elapsed).quotientAndRemainder(dividingBy: period)
        let rest = period - Self.jump
        return into < rest ? (0, hops * period + rest) : (-1, (hops + 1) * period)
    }

    var framesFollowSteps: Bool { true }
}
