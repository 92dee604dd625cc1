extension Scene {
    /// One object's motion along one axis of the window: one cell at a time at a steady rate, turning
    /// round at each edge.
    ///
    /// The position is worked out from the time, not added up step by step, so after `t` seconds an
    /// object has moved exactly `speed × t` cells, however the updates fell. Counting steps along an
    /// unfolded line and folding it at the edges turns the object round: with 4 places the cells
    /// run 0, 1, 2, 3, 2, 1, 0, 1, …
    struct Track: Sendable {
        /// How many cells the object can stand in along this axis; 1 when it fills the window.
        private(set) var positions: Int
        /// Steps taken along the unfolded line at `origin`.
        private var step: Int
        /// +1 or −1: which way the unfolded line is walked, from the sign of the speed.
        private let direction: Int
        /// Cells per second, never negative.
        let rate: Double
        /// When the walk was last set up, in scene time.
        private var origin: Duration
        /// How much of the next step had been covered at `origin`, from 0 up to 1.
        private var phase = 0.0

        /// A walk from `cell` of `positions`, starting at `start`, at `speed` cells per second
        /// (negative towards lower cells), at most ``Scene/maximumSpeed``.
        init(cell: Int, positions: Int, speed: Double, start: Duration) {
            self.positions = max(1, positions)
            step = min(max(0, cell), self.positions - 1)
            direction = speed < 0 ? -1 : 1
            rate = speed.isFinite ? min(abs(speed), Scene.maximumSpeed) : 0
            origin = start
        }

        /// Whether the object ever moves along this axis.
        var moves: Bool { rate > 0 && positions > 1 }

        /// The cell the object is in at `time`.
        func cell(at time: Duration) -> Int { fold(step + direction * steps(at: time)) }

        /// Whether the object's next step at `time` takes it towards lower cells (left, or up).
        func headsBack(at time: Duration) -> Bool {
            guard positions > 1 else { return direction < 0 }
            let here = step + direction * steps(at: time)
            return fold(here + direction) < fold(here)
        }

        /// When the object next enters another cell after `time`; `nil` if it never moves.
        func nextStep(after time: Duration) -> Duration? {
            guard moves else { return nil }
            let next = origin + .seconds((Double(steps(at: time) + 1) - phase) / rate)
            // Rounding can land a hair early; the step is then due just after `time`.
            return max(next, time + .nanoseconds(1))
        }

        /// Lays the walk out again at `time` for `positions` places: the object keeps its share of the
        /// way across, the way it faces, and the part of a step it had covered.
        mutating func relayout(at time: Duration, positions newPositions: Int) {
            let newPositions = max(1, newPositions)
            let covered = phase + rate * (time - origin).inSeconds
            let cell = self.cell(at: time)
            let headsBack = self.headsBack(at: time)
            let scaled =
                positions > 1 && newPositions > 1
                ? Int((Double(cell) * Double(newPositions - 1) / Double(positions - 1)).rounded()) : 0
            let newCell = min(max(0, scaled), newPositions - 1)
            let forward = (direction > 0) != headsBack
            positions = newPositions
            step = forward ? newCell : 2 * (newPositions - 1) - newCell
            phase = covered.isFinite ? covered - covered.rounded(.down) : 0
            origin = time
        }

        /// Whole steps taken from `origin` to `time`.
        private func steps(at time: Duration) -> Int {
            guard moves, time > origin else { return 0 }
            let covered = phase + rate * (time - origin).inSeconds + 1e-9
            return covered < Double(Int.max / 4) ? Int(covered.rounded(.down)) : Int.max / 4
        }

        /// The cell `step` steps along the unfolded line stands for.
        private func fold(_ step: Int) -> Int {
            guard positions > 1 else { return 0 }
            let period = 2 * (positions - 1)
            let place = ((step % period) + period) % period
            return place < positions ? place : period - place
        }
    }

    /// How catalog coordinates along one axis map to cells: the span from the smallest coordinate
    /// (or 0) to the largest is stretched over the places a picture can stand, so the smallest
    /// coordinate touches one edge of the window and the largest the other.
    struct Mapping: Sendable {
        let lowest: Double
        let highest: Double

        /// The span `coordinates` cover, with 0 in it, and at least one unit wide.
        init(_ coordinates: some Sequence<Int>) {
            var lowest = 0.0
            var highest = 1.0
            for coordinate in coordinates {
                lowest = min(lowest, Double(coordinate))
                highest = max(highest, Double(coordinate))
            }
            self.lowest = lowest
            self.highest = max(highest, lowest + 1)
        }

        /// The cell, of `positions`, for `coordinate`; coordinates outside the span are clamped to it.
        func cell(for coordinate: Int, positions: Int) -> Int {
            guard positions > 1 else { return 0 }
            let share = (Double(coordinate) - lowest) / (highest - lowest)
            return Int((min(max(share, 0), 1) * Double(positions - 1)).rounded())
        }

        /// The coordinate of `cell`, of `positions`.
        func coordinate(for cell: Int, positions: Int) -> Int {
            let share = positions > 1 ? Double(cell) / Double(positions - 1) : 0
            let coordinate = (lowest + share * (highest - lowest)).rounded()
            // Int(exactly:) would trap past Int's range, which a span reaching Int.max touches.
            if coordinate >= 9.223_372_036_854_775_807e18 { return .max }
            if coordinate <= -9.223_372_036_854_775_808e18 { return .min }
            return Int(coordinate)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// The duration rounded up to a whole millisecond.
    var roundedUpToMillisecond: Duration {
        let (seconds, attoseconds) = components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        let (milliseconds, remainder) = attoseconds.quotientAndRemainder(dividingBy: perMillisecond)
        let rounded = remainder > 0 ? milliseconds + 1 : milliseconds
        return .seconds(seconds) + .milliseconds(rounded)
    }
}
