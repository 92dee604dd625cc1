extension Scene {
    /// Under the water: the sea's columns from below the ripples down to the seabed. Swimmers' lanes lie
    /// a swimmer's height apart, and the nearest lane is the bed's, where crawlers go; each lane is walled
    /// where the shore reaches out under the water and open at the window's edge. Weed sways on the bed.
    struct DepthsLayout: HabitatLayout {
        private let frame: World.Frame
        let lanes: [Lane]
        /// Each clump of weed: its column, its height and its kind.
        private let weed: [(column: Int, height: Int, kind: Int)]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let swimmer = max(tallest.filter { $0.key != .crawl }.values.max() ?? 2, 1)
            let bed = frame.bottom - 1
            var baselines = Self.baselines(
                from: frame.horizon + 1 + swimmer, to: bed - max(tallest[.crawl] ?? 2, 2) - 1, spacing: swimmer + 1)
            baselines.append(bed)
            lanes = baselines.enumerated().map { index, baseline in
                let rows = max(frame.horizon + 1, baseline - swimmer)...baseline
                return Lane(
                    habitat: .underwater, index: index, baseline: baseline, columns: frame.openSea(at: rows),
                    leftIsOpen: !frame.seaIsRight, rightIsOpen: frame.seaIsRight,
                    depth: Double(frame.horizon + 1 + baseline))
            }
            // Weed rooted on the bed, clear of the shore's reach; its place is the world's, not a
            // generator's, so that a resize keeps it where it was relative to the sea.
            let open = frame.openSea(at: bed...bed)
            let clumps = max(2, open.count / 6)
            weed = (0..<clumps).compactMap { index in
                let column = open.lowerBound + 2 + (index * open.count + (index * 7) % 5) / clumps
                guard column < open.upperBound - 1 else { return nil }
                return (column, 2 + (index * 5 + 1) % 3, index % 2)
            }
        }

        var moverShare: Int {
            let swimming = max(1, (lanes.count - 1) * frame.sea.count / 22)
            return swimming + max(1, frame.sea.count / 50)
        }

        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let bed = frame.bottom - 1
            let columns = frame.openSea(at: (bed - picture.rows + 1)...bed)
            guard columns.count >= picture.columns + 2, bed - picture.rows >= frame.horizon else { return nil }
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), [bed])
        }

        func depth(baseline: Int) -> Double { Double(frame.horizon + 1 + baseline) }

        private static let sand = Canvas.Style(color: .yellow)
        private static let pebbles = Canvas.Style(color: .gray)

        /// The seabed: sand along the last row, pebbles and shells here and there.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let open = frame.openSea(at: frame.bottom...frame.bottom)
            let sand = Array("_.__,_.-__._,__.__-._")
            var text = ""
            for column in open { text.append(sand[(column * 7 + column / 3) % sand.count]) }
            canvas.draw(text, column: open.lowerBound, row: frame.bottom, style: Self.sand)
            for column in Self.scatter(max(1, open.count / 12), over: open, generator: &generator) {
                let stone = ["o", "@", "0", "c"][generator.index(below: 4) ?? 0]
                canvas.draw(stone, column: column, row: frame.bottom, style: Self.pebbles)
            }
        }

        private static let swayStep = 800
        private static let kinds: [[String]] = [["(", ")"], ["{", "}"]]

        /// Weed swaying from side to side, each row a beat behind the one below.
        func drawAmbient(on canvas: inout Canvas, at time: Int) {
            let beat = time / Self.swayStep
            let bed = frame.bottom - 1
            for clump in weed {
                let glyphs = Self.kinds[clump.kind]
                for level in 0..<clump.height {
                    let glyph = glyphs[(beat + level + clump.column) % 2]
                    let style = Canvas.Style(color: level == clump.height - 1 ? .brightGreen : .green)
                    canvas.draw(glyph, column: clump.column, row: bed - level, style: style)
                }
            }
        }

        func nextAmbientChange(after time: Int) -> Int? { (time / Self.swayStep + 1) * Self.swayStep }
    }
}
