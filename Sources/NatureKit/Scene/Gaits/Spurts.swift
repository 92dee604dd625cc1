/// Going in spurts: a rest, then `length` cells in a dash at the end of each spurt, so that on the whole a
/// mover covers its speed in cells each second. The dash takes `dash` milliseconds, or three quarters of
/// the spurt for a mover too fast for that. A hopper's hops and a burrower's digging are spurts.
struct Spurts: Sendable {
    let length: Int
    let dash: Int

    /// How long one spurt takes at `rate` cells a second, and how long its dash takes.
    private func timing(rate: Double) -> (period: Int, dash: Int) {
        let exact = (Double(length) * 1000 / rate).rounded()
        let period = exact < Double(1 << 40) ? max(4, Int(exact)) : 1 << 40
        return (period, min(dash, period * 3 / 4))
    }

    func distance(after elapsed: Int, rate: Double) -> Int {
        guard elapsed > 0 else { return 0 }
        let (period, dash) = timing(rate: rate)
        let (spurts, into) = elapsed.quotientAndRemainder(dividingBy: period)
        let rest = period - dash
        let inDash = into <= rest ? 0 : (into - rest) * length / dash
        return spurts < 1 << 36 ? spurts * length + inDash : 1 << 40
    }

    func time(toCover cells: Int, rate: Double) -> Int {
        guard cells > 0 else { return 0 }
        let (period, dash) = timing(rate: rate)
        let (spurts, part) = cells.quotientAndRemainder(dividingBy: length)
        guard spurts < 1 << 36 else { return 1 << 50 }
        if part == 0 { return spurts * period }
        let rest = period - dash
        // The first millisecond at which (into - rest) * length / dash reaches part.
        let into = rest + (part * dash + length - 1) / length
        return spurts * period + into
    }

    /// The speed of a dash, in cells a second, at `rate`.
    func dashSpeed(at rate: Double) -> Double {
        let (_, dash) = timing(rate: rate)
        return max(rate, Double(length) * 1000 / Double(max(1, dash)))
    }

    /// Whether a mover is in its dash `elapsed` milliseconds in, and when that next changes.
    func isDashing(after elapsed: Int, rate: Double) -> (dashing: Bool, next: Int) {
        let (period, dash) = timing(rate: rate)
        let (spurts, into) = max(0, elapsed).quotientAndRemainder(dividingBy: period)
        let rest = period - dash
        return into < rest ? (false, spurts * period + rest) : (true, (spurts + 1) * period)
    }
}

/// A gait that goes in ``Spurts``: it covers ground, takes its time and reaches its top speed as its spurts
/// do, and its frames follow its steps.
protocol SpurtingMotion: GaitMotion {
    /// The spurts it goes in.
    static var spurts: Spurts { get }
}

extension SpurtingMotion {
    func distance(after elapsed: Int, rate: Double) -> Int { Self.spurts.distance(after: elapsed, rate: rate) }

    func time(toCover cells: Int, rate: Double) -> Int { Self.spurts.time(toCover: cells, rate: rate) }

    var framesFollowSteps: Bool { true }

    func fastest(at rate: Double) -> Double { Self.spurts.dashSpeed(at: rate) }
}
