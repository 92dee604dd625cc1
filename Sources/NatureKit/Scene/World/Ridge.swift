extension Scene {
    /// A line that rises and falls across a stretch of columns, as far hills against the sky or the top of
    /// the bedrock do: through a crest or a dip every eight to twenty columns, the seed's, eased between
    /// them so that crests are round and no slope is a kink.
    struct Ridge: Sendable {
        /// Its height above its foot at each column, in rows.
        private(set) var heights: [Double]

        /// A ridge `count` columns long, at most `highest` rows high, its crests drawn from `seed`.
        init(count: Int, highest: Double, seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            func crest() -> Double { highest * Double(random.index(below: 9) ?? 0) / 8 }
            var heights: [Double] = []
            var from = crest()
            while heights.count < count {
                let to = crest()
                let span = 8 + (random.index(below: 13) ?? 0)
                for step in 0..<span {
                    let t = Double(step) / Double(span)
                    heights.append(from + (to - from) * t * t * (3 - 2 * t))
                }
                from = to
            }
            heights.removeLast(heights.count - max(0, count))
            self.heights = heights
        }

        /// Brings it down to its foot towards one end, a row every `slope` columns: towards the last
        /// column, or the first.
        mutating func taper(towardsEnd: Bool, slope: Double) {
            for offset in heights.indices {
                let fromEnd = towardsEnd ? heights.count - 1 - offset : offset
                heights[offset] = min(heights[offset], Double(fromEnd) / slope)
            }
        }

        /// Where its line lies at `offset` columns along, a quarter of a row at a time: how many whole rows
        /// above its foot, and the glyph in that row's cell: `_` lies at the foot of a cell, `.` a little
        /// above and `-` half way, so that a slope reads as one smooth line. Three quarters of the way up
        /// it is the foot of the cell above: a run of `'` at the top of cells, the bedrock's level stretch,
        /// read to viewers as a row of stray marks, not a line.
        func line(at offset: Int) -> (rows: Int, glyph: UInt8) {
            let quarters = Int(heights[offset] * 4)
            // Three quarters up is the next row's foot.
            let level = quarters % 4 == 3 ? quarters + 1 : quarters
            return (level / 4, Self.glyphs[level % 4])
        }

        /// Draws its line from `column` on, its foot on `row`.
        func draw(on canvas: inout Canvas, column: Int, row: Int, style: Canvas.Style) {
            for offset in heights.indices {
                let line = line(at: offset)
                canvas.draw(ascii: line.glyph, column: column + offset, row: row - line.rows, style: style)
            }
        }

        private static let glyphs = Array("_.-".utf8)
    }
}
