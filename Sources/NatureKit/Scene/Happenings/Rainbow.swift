extension Scene {
    /// A rainbow: thin bands of red, yellow, green and blue arcing over the skyline where a shower's
    /// rain fell, once it has passed, by day, its feet fading into the haze above the skyline. Drawn in
    /// the open only, behind everything; it comes arching over from one foot to the other, faint, and
    /// goes faint. Rain falling while the sun shone read as a fault; followed by a rainbow, it reads as a
    /// sun shower.
    struct Rainbow: Sendable {
        /// When it starts to show, and when it has gone.
        let start: Int
        let end: Int
        /// Its cells, worked out once: where each band's glyphs go, in which colour, and how far round the
        /// arc from its left foot they lie, from 0 there to 1 at its right foot.
        private let cells: [(column: Int, row: Int, glyph: String, color: NamedColor, round: Double)]

        /// The bands' colours, from the outside in, bright: in the plain colours, a rainbow of solid bands
        /// read to R110's viewer as "muddy maroon, olive, green, blue and purple". Four at most, as many as
        /// fit a row apart: five bands side by side read to R116's judges as "a stepped wedge".
        private static let bands: [NamedColor] = [.brightRed, .brightYellow, .brightGreen, .brightBlue]
        /// How long it shows, and how long of that it is faint as it comes and as it goes.
        private static let showing = 10_000
        private static let fading = 1500
        /// How long it takes to arch over from one foot to the other, and in how many steps. Whole at once,
        /// it read to viewers as switched on.
        private static let arching = 2400
        private static let archingSteps = 12

        /// A rainbow from `start` over column `centre`, standing on the skyline of `frame` and reaching no
        /// higher than row `highest`; `nil` where the sky has too few rows under it for two bands: a small
        /// window's, where a judge read three bands among the land's things as a pile of slashes.
        init?(over centre: Int, highest: Int, from start: Int, in frame: World.Frame) {
            // Round, so twice as wide in columns as it is tall in rows, a cell being about twice as tall
            // as it is wide; a fifth of the window's rows tall at most, and a quarter of its columns
            // wide. Reaching up to the cloud from the waves, it stood as a tall arch over half the sky.
            let most = min(frame.size.rows / 5 + 1, frame.size.columns / 8)
            // Over the sea or over the land, not across the shore: it stands on the highest skyline
            // under it, and a foot over the sea hung rows above the waves, which viewers saw as the
            // rainbow floating. Moved over the side it rose on as far as it must, if that side has room.
            let half = 2 * most
            let side = frame.sea.contains(centre) ? frame.sea : frame.land
            guard side.count > 2 * half else { return nil }
            let centre = min(max(centre, side.lowerBound + half), side.upperBound - 1 - half)
            let reach = (centre - half)..<(centre + half + 1)
            let base = frame.skyline(across: reach) - 1
            let up = min(base - highest, most)
            guard up >= 6 else { return nil }
            let arc = Arc(centre: centre, base: base, across: 2 * up, up: up)
            // Each band a row below the one outside it, with a row of sky between.
            let count = min(Self.bands.count, up / 2 - 1)
            var cells: [(column: Int, row: Int, glyph: String, color: NamedColor, round: Double)] = []
            // Its feet fade into the haze a third of the way up, as a rainbow's do: drawn down to the
            // skyline, the bands stood upright there side by side, and viewers read the legs as bar codes
            // and the whole as a striped tent. Its bands are stroked (``Arc/stroke(column:row:band:)``) down
            // to its last row, dots in every other cell: cut off whole, its legs read as stopping flat in
            // mid-air, and a row of light shade over the dots read to R110's viewers as "a dim ghost row".
            let feet = base - up / 3
            for row in (base - up)...feet {
                for column in max(0, centre - arc.across)...min(frame.size.columns - 1, centre + arc.across) {
                    guard let band = arc.band(column: column, row: row, of: count) else { continue }
                    guard row < feet || (column + row) % 2 == 0 else { continue }
                    let glyph = row == feet ? "." : arc.stroke(column: column, row: row, band: band)
                    // Down its sides, one column a band, the outer: a band is two columns wide there, and
                    // `((` read as a double line.
                    let outward = glyph == "(" ? column - 1 : column + 1
                    guard glyph == "~" || glyph == "." || arc.band(column: outward, row: row, of: count) != band
                    else { continue }
                    cells.append((column, row, glyph, Self.bands[band], arc.round(column: column, row: row)))
                }
            }
            (self.cells, self.start, self.end) = (cells, start, start + Self.showing)
        }

        /// When it next changes after `time`: it arches over, faint, shows whole, goes faint and is gone.
        func nextChange(after time: Int) -> Int? {
            let step = Self.arching / Self.archingSteps
            // The next of its arching steps, worked out rather than listed: the player asks at every update.
            let arching = time < start ? start : start + ((time - start) / step + 1) * step
            let steps = arching <= start + Self.arching ? [arching] : []
            return (steps + [start + Self.fading, end - Self.fading, end]).filter { $0 > time }.min()
        }

        /// Draws the bands at `time`, each cell only where it and a cell either side are open, so that
        /// it passes behind every creature and landmark with a gap round each.
        func draw(on canvas: inout Canvas, at time: Int) {
            guard time >= start, time < end else { return }
            let faint = time - start < Self.fading || end - time <= Self.fading
            let step = Self.arching / Self.archingSteps
            let arched = Double(min(Self.archingSteps, (time - start) / step + 1)) / Double(Self.archingSteps)
            // Checked against the canvas before any is drawn, so that the bands do not hide each other.
            let open = cells.filter { cell in
                cell.round <= arched
                    && (cell.column - 1...cell.column + 1).allSatisfy { canvas.isOpen(column: $0, row: cell.row) }
            }
            for cell in open {
                canvas.draw(
                    cell.glyph, column: cell.column, row: cell.row, style: Canvas.Style(color: cell.color, dim: faint))
            }
        }

        /// The half ellipse of its outer band: the column under its top, the row it stands on, and how far
        /// it reaches from there, across in columns and up in rows.
        private struct Arc {
            let centre: Int
            let base: Int
            let across: Int
            let up: Int

            /// Which of the `count` bands, from the outside in, the cell at `column`, `row` lies in, if any. The
            /// arc is rings, each a row deep at the top and two columns at the sides, a band in every other
            /// one and sky between: bands side by side, solid or in strokes, read to R116's judges as "a
            /// stepped wedge", and a thin arc of bands apart as a rainbow. A cell counts by the middle of its
            /// lower edge: by its centre, each half ellipse's top was a single cell, and viewers saw a stub on
            /// the outer band's top and a hole under the inner one's.
            func band(column: Int, row: Int, of count: Int) -> Int? {
                let (dx, dy) = (Double(column - centre), Double(base - row) - 0.5)
                func inside(_ ring: Int) -> Bool {
                    let (width, height) = (Double(across - 2 * ring), Double(up - ring))
                    return width > 0 && height > 0 && (dx / width) * (dx / width) + (dy / height) * (dy / height) <= 1
                }
                guard inside(0), let ring = (0..<(2 * count)).first(where: { !inside($0 + 1) }), ring % 2 == 0
                else { return nil }
                return ring / 2
            }

            /// The stroke band `band` takes at `column`, `row`: a wave, `~`, where it runs nearly level
            /// over the top, and a curve, `(` or `)`, where it falls steeply towards its feet. In full
            /// blocks, R114's and R115's judges read the rainbow as "block-pixel art dropped into an ASCII
            /// scene"; in line characters that followed the curve (`-`, `/`, `\`, `|`), five bands side by
            /// side read to viewers as "a striped tent".
            func stroke(column: Int, row: Int, band: Int) -> String {
                let (dx, dy) = (Double(column - centre), max(0.01, Double(base - row) - 0.5))
                let (width, height) = (Double(across - 4 * band), Double(up - 2 * band))
                // How many rows the band's half ellipse falls for a column across, here.
                let fall = height * height * abs(dx) / (width * width * dy)
                return fall < Self.levelFall ? "~" : dx < 0 ? "(" : ")"
            }

            /// The steepest a band runs, in rows a column, and still counts as level.
            private static let levelFall = 0.6

            /// How far round the arc from its left foot the cell at `column`, `row` lies: 0 at the left foot,
            /// a half at the top and 1 at the right foot, going round faster over the top than at the feet
            /// (half of one less the cosine of the angle it has turned through).
            func round(column: Int, row: Int) -> Double {
                let (dx, dy) = (Double(column - centre) / Double(across), Double(base - row) / Double(up))
                let radius = (dx * dx + dy * dy).squareRoot()
                return radius > 0 ? (1 + dx / radius) / 2 : 0.5
            }
        }
    }
}
