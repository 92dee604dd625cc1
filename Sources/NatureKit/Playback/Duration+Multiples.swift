extension Duration {
    /// How many whole `unit`s fit in this duration: the floor of the quotient, exact at every multiple
    /// even where the floating-point quotient is not.
    /// A count past ``largestCount`` is held there instead of trapping, whatever the two durations.
    func wholeMultiples(of unit: Duration) -> Int {
        guard self > .zero, unit > .zero else { return 0 }
        let quotient = (self / unit).rounded(.down)
        guard quotient < Double(Self.largestCount) else { return Self.largestCount }
        var count = Int(quotient)
        // The quotient can be one off at an exact multiple; the products settle it exactly, where they
        // fit in a Duration (whose range ends near 1.7e20 seconds).
        if (unit / .seconds(1)) * Double(count + 1) < 1e20 {
            if unit * (count + 1) <= self { count += 1 }
            if count > 0, unit * count > self { count -= 1 }
        }
        return count
    }

    /// The most whole multiples ``wholeMultiples(of:)`` counts: 2^40, a frame every millisecond for
    /// 35 years.
    private static let largestCount = 1 << 40
}
