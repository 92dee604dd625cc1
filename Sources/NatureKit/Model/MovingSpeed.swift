/// The rule every speed a scene plays keeps to, in cells per second: the one copy of it, which the
/// catalog's check and the scene both read.
package enum MovingSpeed {
    /// The slowest speed that moves: one cell an hour. Anything slower (1e-21, a subnormal) would wait
    /// past any schedule's horizon for its first step, so it counts as standing still.
    package static let slowest = 1.0 / 3600

    /// Whether a catalog refuses `speed` as too slow to move: not 0, and less than ``slowest`` either way.
    package static func isTooSlow(_ speed: Double) -> Bool {
        speed != 0 && abs(speed) < slowest
    }

    /// `speed` as a scene plays it: 0 for a value that is not a number or moves less than a cell an
    /// hour, held to `Scene.maximumSpeed` either way (an infinity included), and the value itself
    /// otherwise, its sign kept.
    package static func playable(_ speed: Double) -> Double {
        guard !speed.isNaN, abs(speed) >= slowest else { return 0 }
        return min(max(speed, -Scene.maximumSpeed), Scene.maximumSpeed)
    }
}
