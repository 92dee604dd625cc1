extension Scene {
    /// The land: its columns of the window, from the horizon (far) down to the bottom (near). Its lanes
    /// are ground lines a walker's height apart, open at the window's edge and walled at the shore; stills
    /// stand on the horizon, on the ground lines nearer the shore (where walkers turn at them), and in a
    /// deep land also on its last row.
    struct LandLayout: HabitatLayout {
        private let frame: World.Frame
        let lanes: [Lane]
        private let stillBaselines: [Int]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let height = max(tallest.values.max() ?? 2, 1)
            // A deep land keeps its last few rows for near things, below the ground lines.
            let near = frame.bottom - frame.horizon >= 16 ? 4 : 0
            let baselines = Self.baselines(
                from: frame.horizon + height + 1, to: frame.bottom - near, spacing: height + 1)
            let seaIsRight = frame.seaIsRight
            lanes = baselines.enumerated().map { index, baseline in
                Lane(
                    habitat: .land, index: index, baseline: baseline, columns: frame.land, leftIsOpen: seaIsRight,
                    rightIsOpen: !seaIsRight, depth: Double(baseline))
            }
            // Stills stand on the horizon, far, where walkers never go; on the ground lines in the half of
            // the land by the shore, where a walker turns at them as at the shore; and in a deep land on
            // its last row, near.
            stillBaselines = [frame.horizon] + baselines + (near > 0 ? [frame.bottom] : [])
        }

        /// A walker a ground line, and one more for every 60 columns past the first: a lane walled at the
        /// shore holds about that many that come and go without meeting.
        var moverShare: Int { lanes.count * max(1, frame.land.count / 45) }

        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = frame.land
            guard columns.count >= picture.columns + 2 else { return nil }
            // On the horizon a still rises into the sky; below it, it stands wholly under the horizon, since
            // one whose top crossed the horizon line would read as sunk into the ground, a post on a pier.
            let baselines = stillBaselines.filter { baseline in
                baseline == frame.horizon
                    ? baseline - picture.rows + 1 >= 0 : baseline - picture.rows + 1 > frame.horizon
            }
            guard !baselines.isEmpty else { return nil }
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), baselines)
        }

        /// On a ground line only in the half of the land by the shore, so that a walker coming in from the
        /// open edge has room before it turns at the still.
        func columns(for picture: Size, standingOn baseline: Int, among columns: ClosedRange<Int>)
            -> ClosedRange<Int>?
        {
            guard lanes.contains(where: { $0.baseline == baseline }) else { return columns }
            let middle = frame.land.lowerBound + frame.land.count / 2
            let (low, high) =
                frame.seaIsRight
                ? (max(middle, columns.lowerBound), columns.upperBound)
                : (columns.lowerBound, min(middle - picture.columns, columns.upperBound))
            return low <= high ? low...high : nil
        }

        func depth(baseline: Int) -> Double { Double(baseline) }

        private static let ground = Canvas.Style(color: .green)
        private static let faint = Canvas.Style(color: .green, dim: true)
        private static let tufts = [",", "'", "\"", ",,"]
        private static let nearTufts = ["\\|/", ",|,", "\"'", "|/", "\\|"]
        private static let flowers: [(glyph: String, style: Canvas.Style)] = [
            ("*", Canvas.Style(color: .yellow)), ("@", Canvas.Style(color: .red)), ("*", Canvas.Style(color: .magenta)),
            ("o", Canvas.Style(color: .white)), ("*", Canvas.Style(color: .yellow)),
        ]

        /// The horizon line; each ground line drawn faintly, so that walkers stand on something; and near
        /// the viewer a few tufts and flowers. The rest of the field is left open: a denser grain, or far
        /// hills behind the landmarks, read as static and tangled outlines beside the creatures.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let land = frame.land
            canvas.draw(
                String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.horizon,
                style: Self.ground)
            var random = SeededGenerator(seed: frame.variety ^ 0x1A4D)
            for lane in lanes {
                // Grass underfoot along each ground line, in tufts, so that walkers stand on something
                // without the land looking ruled.
                for column in land where random.index(below: 16) == 0 {
                    let tuft = Self.tufts[random.index(below: Self.tufts.count) ?? 0]
                    canvas.draw(tuft, column: column, row: lane.baseline, style: Self.faint)
                }
            }
            let lines = Set(lanes.map(\.baseline))
            let depth = max(frame.bottom - frame.horizon, 1)
            let field = (land.lowerBound + 1)..<(land.upperBound - 3)
            for row in (frame.horizon + 1)...frame.bottom where !lines.contains(row) {
                // How near the row is, 0 at the horizon and 1 at the bottom.
                let nearness = Double(row - frame.horizon) / Double(depth)
                guard nearness > 0.6 else { continue }
                // Near: a tuft now and then, and here and there a flower.
                for column in Self.scatter(field.count / 30, over: field, generator: &generator) {
                    if generator.index(below: 3) == 0 {
                        let flower = Self.flowers[generator.index(below: Self.flowers.count) ?? 0]
                        canvas.draw(flower.glyph, column: column, row: row, style: flower.style)
                    } else {
                        let tufts = nearness > 0.7 ? Self.nearTufts : Self.tufts
                        let tuft = tufts[generator.index(below: tufts.count) ?? 0]
                        canvas.draw(tuft, column: column, row: row, style: Self.ground)
                    }
                }
            }
        }
    }
}
