extension Scene {
    /// One object on stage: its pictures, where it stands, how it moves, and when it next changes.
    struct Actor: Sendable {
        /// Its place in ``Scene/objects``.
        let object: Int
        let habitat: Habitat
        let frames: [Sprite]
        /// The frames facing left, for a mover; empty otherwise.
        let mirroredFrames: [Sprite]
        /// How long each frame stays, at normal speed; `nil` for a single picture, or a walker, whose
        /// frames follow its steps.
        let interval: Duration?
        /// When it came on stage.
        let start: Duration
        /// Back to front: the order it is drawn in, fixed when it came on stage.
        let depth: Double
        var column: Int
        /// The row of its top line, before any drift.
        var row: Int
        var frame = 0
        var motion: Motion?
        /// Rows up (negative) or down it has drifted from ``row``.
        var drift = 0
        var facesLeft = false
        /// Set once it has walked, swum or flown off an open edge.
        var hasLeft = false
        /// When it next changes: a frame, a step, a drift; `nil` if never.
        var nextChange: Duration?

        var width: Int { frames.first?.width ?? 0 }
        var height: Int { frames.first?.height ?? 0 }
        var size: Size { Size(columns: width, rows: height) }
        var sprite: Sprite { (facesLeft && !mirroredFrames.isEmpty ? mirroredFrames : frames)[frame] }
        var rect: Rect { Rect(column: column, row: row + drift, width: width, height: height) }
    }

    /// How a mover goes across: one cell at a time at a steady rate, along its lane, turning round once
    /// at a wall and leaving at an open end; and, if it flies or swims, drifting a row up and down.
    ///
    /// Its position is worked out from the time, not added up step by step, so after `t` seconds it has
    /// gone exactly `rate × t` cells however the updates fell.
    struct Motion: Sendable {
        let lane: Lane
        /// Cells per second; always positive.
        let rate: Double
        /// When it set out from ``origin``.
        let setOut: Duration
        /// Its column when it set out.
        let origin: Int
        /// +1 towards higher columns, −1 towards lower.
        let direction: Int
        /// How long each of the four drift positions lasts; `nil` for a mover that keeps to its row.
        let driftStep: Duration?
        /// The rows it may drift to, from its row: `-1...1`, or less where its band is narrow.
        let driftRange: ClosedRange<Int>
        /// For a mover with a vertical speed of its own: rows crossed each second, the rows below its band's
        /// top it goes between (`0...span`), turning round at each end, and where on that folded walk it
        /// set out.
        let vertical: (rate: Double, span: Int, startStep: Int)?

        /// Steps taken by `time`.
        func steps(at time: Duration) -> Int {
            guard time > setOut else { return 0 }
            let covered = rate * (time - setOut).inSeconds + 1e-9
            return covered < Double(1 << 40) ? Int(covered.rounded(.down)) : 1 << 40
        }

        /// Where it is after `steps`: its column and whether it faces left, and whether it has left.
        func position(after steps: Int) -> (column: Int, facesLeft: Bool, hasLeft: Bool) {
            let towardWall = direction > 0 ? !lane.rightIsOpen : !lane.leftIsOpen
            let wall = direction > 0 ? lane.right : lane.left
            let toWall = abs(wall - origin)
            if towardWall, steps > toWall {
                // Turned round at the wall, and now heads for the open end behind it.
                let back = steps - toWall
                let column = wall - direction * back
                let openEnd = direction > 0 ? lane.left : lane.right
                return (column, direction > 0, direction > 0 ? column <= openEnd : column >= openEnd)
            }
            let column = origin + direction * steps
            let end = direction > 0 ? lane.right : lane.left
            return (column, direction < 0, direction > 0 ? column >= end : column <= end)
        }

        /// When the next step after `time` falls.
        func nextStep(after time: Duration) -> Duration {
            let next = setOut + .clampedSeconds(Double(steps(at: time) + 1) / rate)
            // Rounding can land a hair early; the step is then due just after `time`.
            return max(next, time + .nanoseconds(1))
        }

        /// Its drift at `time`: the rows it is off its own, and when that next changes.
        func drift(at time: Duration, since start: Duration) -> (rows: Int, next: Duration?) {
            if let vertical {
                let covered = vertical.rate * (time - start).inSeconds + 1e-9
                guard vertical.span > 0, covered.isFinite else { return (0, nil) }
                let step = Int(min(covered, Double(1 << 40)).rounded(.down))
                let period = 2 * vertical.span
                let place = (vertical.startStep + step) % period
                let next = start + .clampedSeconds(Double(step + 1) / vertical.rate)
                return (place <= vertical.span ? place : period - place, max(next, time + .nanoseconds(1)))
            }
            guard let driftStep else { return (0, nil) }
            // Up a row, back, down a row, back: within the band.
            let pattern = [0, -1, 0, 1]
            let quarter = (time - start).wholeMultiples(of: driftStep)
            let rows = min(max(pattern[quarter % 4], driftRange.lowerBound), driftRange.upperBound)
            return (rows, start + driftStep * (quarter + 1))
        }
    }
}
