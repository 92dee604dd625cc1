extension Scene {
    /// How catalog coordinates along one axis map to the places a picture can stand in its habitat: the
    /// span from the smallest coordinate of the habitat's objects to the largest is stretched over those
    /// places, so X orders the habitat's objects from left to right and Y from far to near.
    struct Mapping: Sendable {
        let lowest: Double
        let highest: Double

        /// The span `coordinates` cover, at least one unit wide; 0 to 1 when there are none.
        init(_ coordinates: some Sequence<Int>) {
            var lowest = Double.infinity
            var highest = -Double.infinity
            for coordinate in coordinates {
                lowest = min(lowest, Double(coordinate))
                highest = max(highest, Double(coordinate))
            }
            if lowest > highest { (lowest, highest) = (0, 1) }
            self.lowest = lowest
            self.highest = max(highest, lowest + 1)
        }

        /// The place, of `positions`, for `coordinate`; coordinates outside the span are held to it.
        func place(for coordinate: Int, positions: Int) -> Int {
            guard positions > 1 else { return 0 }
            // Past 2^53 a Double cannot tell neighbours apart, so a span can round to nothing; such a
            // share is not a number, and counts as the start of the span.
            let share = (Double(coordinate) - lowest) / (highest - lowest)
            guard share.isFinite else { return 0 }
            return Int((min(max(share, 0), 1) * Double(positions - 1)).rounded())
        }

        /// The coordinate of `place`, of `positions`; places past either end are held to the span.
        func coordinate(for place: Int, positions: Int) -> Int {
            let share = positions > 1 ? min(max(Double(place) / Double(positions - 1), 0), 1) : 0
            let coordinate = (lowest + share * (highest - lowest)).rounded()
            guard coordinate.isFinite else { return 0 }
            // Int(exactly:) would trap past Int's range, which a span reaching Int.max touches.
            if coordinate >= 9.223_372_036_854_775_807e18 { return .max }
            if coordinate <= -9.223_372_036_854_775_808e18 { return .min }
            return Int(coordinate)
        }
    }
}
