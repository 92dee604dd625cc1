/// The speeds `+` and `-` step through, so that any number of presses one way and as many back return
/// to exactly where they started: twelve steps from 1 up to 100 and twelve down to 0.01.
package enum SpeedLadder {
    package static let steps: [Double] = [
        0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1,
        1.5, 2, 3, 4, 5, 7, 10, 15, 20, 30, 50, 100,
    ]

    /// The speeds `--speed` and the ladder keep to.
    package static var range: ClosedRange<Double> { 0.01...100 }

    /// The range in words, for help and errors: `from 0.01 to 100`.
    package static var rangeDescription: String { "from \(format(range.lowerBound)) to \(format(range.upperBound))" }

    /// `speed` as a player plays it: held to ``range``, infinities included, and 1 for a value that is
    /// not a number.
    package static func playable(_ speed: Double) -> Double {
        speed.isNaN ? 1 : min(max(speed, range.lowerBound), range.upperBound)
    }

    /// The next step above `speed`, or the top.
    package static func faster(than speed: Double) -> Double {
        steps.first { $0 > speed + 1e-9 } ?? steps[steps.count - 1]
    }

    /// The next step below `speed`, or the bottom.
    package static func slower(than speed: Double) -> Double {
        steps.last { $0 < speed - 1e-9 } ?? steps[0]
    }

    /// `speed` with at most two decimals and no trailing zeros: `1.5`, `0.07`, `2`.
    package static func format(_ speed: Double) -> String {
        let hundredths = Int((speed * 100).rounded())
        let (whole, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
        guard fraction != 0 else { return "\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(whole).\(digits)"
    }
}
