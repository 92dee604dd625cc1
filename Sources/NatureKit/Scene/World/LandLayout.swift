extension Scene {
    /// The land: its columns of the window, from the horizon (far) down to the bottom (near). Its lanes
    /// are ground lines a walker's height apart, open at the window's edge and walled at the shore; stills
    /// stand on the horizon or between the ground lines, so that walkers pass cleanly in front of them or
    /// behind.
    struct LandLayout: HabitatLayout {
        private let frame: World.Frame
        let lanes: [Lane]
        private let stillBaselines: [Int]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let height = max(tallest.values.max() ?? 2, 1)
            let baselines = Self.baselines(from: frame.horizon + height + 1, to: frame.bottom, spacing: height + 1)
            let seaIsRight = frame.seaIsRight
            lanes = baselines.enumerated().map { index, baseline in
                Lane(
                    habitat: .land, index: index, baseline: baseline, columns: frame.land, leftIsOpen: seaIsRight,
                    rightIsOpen: !seaIsRight, depth: Double(baseline))
            }
            let taken = Set(baselines)
            stillBaselines = (frame.horizon...frame.bottom).filter { !taken.contains($0) }
        }

        var moverShare: Int { max(1, lanes.count * frame.land.count / 45) }

        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = frame.land
            guard columns.count >= picture.columns + 2 else { return nil }
            let baselines = stillBaselines.filter { $0 - picture.rows + 1 >= 0 }
            guard !baselines.isEmpty else { return nil }
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), baselines)
        }

        func depth(baseline: Int) -> Double { Double(baseline) }

        private static let ground = Canvas.Style(color: .green)
        private static let tufts = [",", ".", "'", ",,", "\""]

        /// The horizon line, and a few tufts of grass, fewer far off: a texture, not noise.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let land = frame.land
            canvas.draw(String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.horizon, style: Self.ground)
            for row in (frame.horizon + 1)...frame.bottom {
                let nearness = row - frame.horizon
                let clumps = land.count * nearness / (50 * max(1, frame.bottom - frame.horizon))
                for column in Self.scatter(clumps, over: (land.lowerBound + 1)..<(land.upperBound - 3), generator: &generator) {
                    let tuft = Self.tufts[generator.index(below: Self.tufts.count) ?? 0]
                    canvas.draw(tuft, column: column, row: row, style: Self.ground)
                }
            }
        }
    }
}
