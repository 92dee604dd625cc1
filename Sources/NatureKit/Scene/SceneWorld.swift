extension Scene {
    /// The world laid out for one window: a sky above the horizon; land on the left, standing on the
    /// horizon line and reaching down to the bottom of the window; a cliff at the coast; and the sea on
    /// the right, its waves on the horizon's row and its bed on the last row.
    ///
    /// The horizon is two fifths of the way down, and the coast halfway across. The ground, the cliff and
    /// the seabed are drawn once for the window, into ``background``; the waves move, so each update
    /// draws them afresh. Nothing paints the terminal's background: the sky and the water are its own.
    struct World: Sendable {
        /// The smallest window the world is drawn in.
        static let smallest = Size(columns: 40, rows: 12)
        /// How long the waves keep one shape.
        static let waveStep = Duration.milliseconds(500)
        private static let waves = Array("~~-~^~~--~~^-~~~-^~~")

        let size: Size
        /// The row of the horizon: the far edge of the land, and the water's surface.
        let horizon: Int
        /// The first column of the sea; the cliff stands just left of it.
        let coast: Int
        /// The ground, the horizon line, the cliff and the seabed, drawn once.
        let background: Canvas

        /// The world for a window of `size`, its ground's tufts and the cliff's rocks picked with
        /// `generator`.
        init(size: Size, generator: inout SeededGenerator) {
            self.size = size
            horizon = min(max(Int((Double(size.rows) * 0.4).rounded()), 4), size.rows - 5)
            coast = size.columns / 2
            var background = Canvas(size: size)
            Self.drawLand(on: &background, horizon: horizon, coast: coast, generator: &generator)
            Self.drawSeabed(on: &background, coast: coast)
            self.background = background
        }

        private static let ground = Canvas.Style(color: .green)
        private static let rock = Canvas.Style(color: .gray)
        private static let sand = Canvas.Style(color: .yellow)

        private static func drawLand(
            on canvas: inout Canvas, horizon: Int, coast: Int, generator: inout SeededGenerator
        ) {
            canvas.draw(String(repeating: "_", count: max(0, coast - 1)), column: 0, row: horizon, style: ground)
            let tufts = [".", ",", "'", "`", "\""]
            for row in (horizon + 1)..<canvas.height {
                for column in 0..<max(0, coast - 2) where generator.index(below: 28) == 0 {
                    canvas.draw(
                        tufts[generator.index(below: tufts.count) ?? 0], column: column, row: row, style: ground)
                }
                // The cliff: rock that leans a little one way or the other on each row.
                let face = ["|", ")", "(", "|", "/", "\\"][generator.index(below: 6) ?? 0]
                canvas.draw(face, column: coast - 1, row: row, style: rock)
            }
            canvas.draw("\\", column: coast - 1, row: horizon, style: rock)
        }

        private static func drawSeabed(on canvas: inout Canvas, coast: Int) {
            let pattern = Array("_.-~-._.,_.-'-._")
            let row = canvas.height - 1
            for column in coast..<canvas.width {
                canvas.draw(String(pattern[column % pattern.count]), column: column, row: row, style: sand)
            }
        }

        /// Draws the waves on the water's surface as they are at `time`: the pattern moves one column
        /// every ``waveStep``.
        func drawWaves(on canvas: inout Canvas, at time: Duration) {
            let shift = time.wholeMultiples(of: Self.waveStep)
            let style = Canvas.Style(color: .cyan)
            var text = ""
            for column in coast..<size.columns {
                text.append(Self.waves[(column + shift) % Self.waves.count])
            }
            canvas.draw(text, column: coast, row: horizon, style: style)
        }

        /// When the waves next change after `time`.
        func nextWaves(after time: Duration) -> Duration {
            Self.waveStep * (time.wholeMultiples(of: Self.waveStep) + 1)
        }

        /// Where the top-left corner of a picture of `picture`'s size may stand in `habitat`, as a range
        /// of columns and one of rows; `nil` when the habitat cannot hold it.
        ///
        /// - sky: wholly above the horizon;
        /// - land: left of the cliff, its last row on the ground, from the horizon down to the bottom;
        /// - water: right of the cliff, its last row on the water's surface;
        /// - underwater: right of the cliff, below the surface, down to the seabed.
        func places(for habitat: Habitat, picture: Size) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
            let (width, height) = (picture.columns, picture.rows)
            let bounds: (columns: (Int, Int), rows: (Int, Int)) =
                switch habitat {
                case .sky: ((0, size.columns - width), (0, horizon - height))
                case .land: ((0, coast - 1 - width), (max(0, horizon - height + 1), size.rows - height))
                case .water: ((coast + 1, size.columns - width), (horizon - height + 1, horizon - height + 1))
                case .underwater: ((coast + 1, size.columns - width), (horizon + 1, size.rows - height))
                }
            guard bounds.columns.0 <= bounds.columns.1, bounds.rows.0 <= bounds.rows.1, bounds.rows.0 >= 0 else {
                return nil
            }
            return (bounds.columns.0...bounds.columns.1, bounds.rows.0...bounds.rows.1)
        }

        /// Where a mover of `width` in `habitat` may go across: its left column from one end to the
        /// other. An end past the window's edge is open, and the mover leaves there; an end at the coast
        /// is a wall, where it turns round.
        func lane(for habitat: Habitat, width: Int) -> Lane {
            switch habitat {
            case .sky: Lane(left: -width, right: size.columns, leftIsOpen: true, rightIsOpen: true)
            case .land: Lane(left: -width, right: coast - 1 - width, leftIsOpen: true, rightIsOpen: false)
            case .water, .underwater:
                Lane(left: coast + 1, right: size.columns, leftIsOpen: false, rightIsOpen: true)
            }
        }
    }

    /// The columns a mover's left edge goes between; an open end is off the window.
    struct Lane: Hashable, Sendable {
        var left: Int
        var right: Int
        var leftIsOpen: Bool
        var rightIsOpen: Bool
    }
}
