extension Scene {
    /// Night: the world's palette turns all but its lights to the moon's colours, and stars come out in the sky, twinkling. It
    /// is long and rare, two and a half minutes at least three minutes after the last, with a dusk of
    /// forty seconds in which the sun sets, reddening, and the stars come out one by one: a day of two minutes
    /// and a night of a minute and a half read as day and night in a rush.
    struct Night: Happening {
        static let parts: Parts = .light
        static let rest = 180_000
        private static let length = 150_000
        /// How long a star shows each of its twinkles, and the steps its twinkles are spread over: each
        /// star changes at a step of its own, since stars all changing at the same instant read as the
        /// sky pulsing.
        private static let twinkle = 1600
        private static let twinkleStep = 200
        /// How long dusk and dawn take: at dusk the sun sets over the first half and the moon rises over
        /// the second, and at dawn the other way round, so that day does not turn to night in one frame;
        /// over twenty seconds each, since over six, and then twelve, viewers still saw the sun drop.
        static let dusk = 40_000
        /// How many steps the stars come out in at dusk, and go in at dawn, and the sun and the moon move
        /// in: half a second each.
        private static let duskSteps = 80
        /// How far into the dusk the first stars come out, and how long before the dawn's end the last go.
        private static let starsFrom = dusk / 4

        let start: Int
        let end: Int
        /// Each star's place, and how many twinkle steps ahead of the others it runs.
        private let stars: [(column: Int, row: Int, phase: Int)]

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Night? {
            let world = stage.world
            guard world.horizon >= 3 else { return nil }
            var stars: [(column: Int, row: Int, phase: Int)] = []
            // In the sky's upper two thirds, over the land and over the sea: stars low over the hills
            // or the waves read as sparks on the land's things, and as stars fallen to the horizon.
            let sea = world.frame.sea
            for row in 0..<(world.frame.surface * 2 / 3) {
                let span = row < world.horizon * 2 / 3 ? 0..<world.size.columns : sea
                var columns = span.filter { _ in random.index(below: 45) == 0 }
                // A star in every row at least: one cell in 45 left the two or three rows over the sea
                // below the land's stars empty on some nights, and the sky no lower there than over the land.
                if columns.isEmpty, !span.isEmpty {
                    columns = [span.lowerBound + (random.index(below: span.count) ?? 0)]
                }
                for column in columns {
                    stars.append((column, row, random.index(below: 4 * Self.twinkle / Self.twinkleStep) ?? 0))
                }
            }
            return Night(start: time, end: time + Self.length, stars: stars)
        }

        var lighting: Lighting? { .night }

        /// The dark comes down the sky from the top, a step at a time over the whole dusk, behind the
        /// setting sun, until it reaches the seabed; at dawn it goes down the same way, the sky clearing
        /// first and the seabed last. Falling on the whole window in one frame, viewers found the change
        /// from day to night abrupt; lifting from the seabed up at dawn, it left the sun rising over a land
        /// still blue under the night.
        func darkness(at time: Int) -> Range<Double> {
            let step = Self.dusk / Self.duskSteps
            func share(_ part: Int) -> Double {
                Double(min(max(0, part) / step, Self.duskSteps)) / Double(Self.duskSteps)
            }
            let fallen = share(time - start)
            let cleared = 1 - share(end - time)
            return cleared..<max(cleared, fallen)
        }

        /// The sun setting and the moon rising at dusk, a step at a time on the stars' steps, and the
        /// moon setting and the sun rising at dawn; between them the moon up.
        func skyLights(at time: Int) -> SkyLights? {
            let step = Self.dusk / Self.duskSteps
            let half = Self.dusk / 2
            let sinceDusk = max(0, time - start) / step * step
            let toDawnsEnd = (max(0, end - time) + step - 1) / step * step
            func share(_ part: Int) -> Double { Double(min(max(part, 0), half)) / Double(half) }
            if sinceDusk < half { return SkyLights(sun: 1 - share(sinceDusk), moon: 0) }
            if toDawnsEnd <= half { return SkyLights(sun: 1 - share(toDawnsEnd), moon: 0) }
            return SkyLights(sun: 0, moon: min(share(sinceDusk - half), share(toDawnsEnd - half)))
        }

        func nextChange(after time: Int) -> Int? {
            let twinkle = Self.next(after: time, from: start, every: Self.twinkleStep)
            // At dusk and at dawn, each share of the stars comes or goes at a step of its own.
            let step = Self.dusk / Self.duskSteps
            let dusk = time < start + Self.dusk ? Self.next(after: time, from: start, every: step) : twinkle
            let dawn = time >= end - Self.dusk ? Self.next(after: time, from: end - Self.dusk, every: step) : twinkle
            return min(twinkle, dusk, dawn)
        }

        /// The stars, drawn once all else is, each only where it and the cells round it are open sky: a
        /// star beside a tree or a tower, or against the moon's edge, reads as part of it.
        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            // Most of a twinkle is a grey dot or a pale cross, and only its peak a bright star: all of them
            // bold white, a night's seventy stars read to R101's viewers as a sky too bright. Grey, not
            // faint: many terminals draw faint text as plain.
            let twinkles: [(glyph: UInt8, style: Canvas.Style)] = [
                (UInt8(ascii: "+"), Canvas.Style(color: .white)),
                (UInt8(ascii: "."), Canvas.Style(color: .gray)),
                (UInt8(ascii: "*"), Canvas.Style(color: .brightWhite)),
                (UInt8(ascii: "."), Canvas.Style(color: .gray)),
            ]
            // The stars come out one by one from a quarter of the way into the dusk, the sun low and red,
            // to its end, and go the same way at dawn: coming out only once the sun had set, they read to
            // viewers as night switched on after it; round a sun high in the sky, as day and night at once.
            // And only in the part of the sky the night has reached: at dawn the sky clears from the top
            // down, and stars left shining in the cleared rows went in all at once at its end.
            let span = Self.dusk - Self.starsFrom
            let dark = min(time - start, end - time, Self.dusk) - Self.starsFrom
            let darkRows = Scene.rows(of: darkness(at: time), height: canvas.height)
            for (index, star) in stars.enumerated()
            where index % Self.duskSteps * span < dark * Self.duskSteps && darkRows.contains(star.row) {
                let twinkle = twinkles[(time - start + star.phase * Self.twinkleStep) / Self.twinkle % twinkles.count]
                canvas.drawInTheOpen(
                    [twinkle.glyph], column: star.column, row: star.row, style: twinkle.style, clearAboveAndBelow: true)
            }
        }
    }
}
