extension Scene {
    /// Night: the world's palette dims all but its lights, and stars come out in the sky, twinkling.
    struct Night: Happening {
        static let parts: Parts = .light
        private static let twinkle = 800
        /// How long dusk and dawn take.
        private static let dusk = 4000

        let start: Int
        let end: Int
        private let stars: [(column: Int, row: Int, phase: Int)]

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Night? {
            let world = stage.world
            guard world.horizon >= 3 else { return nil }
            var stars: [(column: Int, row: Int, phase: Int)] = []
            for row in 0..<(world.horizon - 1) {
                for column in 0..<world.size.columns where random.index(below: 45) == 0 {
                    stars.append((column, row, random.index(below: 4) ?? 0))
                }
            }
            return Night(start: time, end: time + 24_000, stars: stars)
        }

        var lighting: Lighting? { .night }

        func nextChange(after time: Int) -> Int? {
            let twinkle = Self.next(after: time, from: start, every: Self.twinkle)
            // At dusk and at dawn, each eighth of the stars comes or goes at a step of its own.
            let step = Self.dusk / 8
            let dusk = time < start + Self.dusk ? Self.next(after: time, from: start, every: step) : twinkle
            let dawn = time >= end - Self.dusk ? Self.next(after: time, from: end - Self.dusk, every: step) : twinkle
            return min(twinkle, dusk, dawn)
        }

        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            let beat = (time - start) / Self.twinkle
            let style = Canvas.Style(color: .brightWhite, bold: true)
            let twinkles = Array("+.*.".utf8)
            // The stars come out one by one over the first seconds, and go the same way at dawn.
            let light = min(time - start, end - time, Self.dusk)
            for (index, star) in stars.enumerated() where index % 8 * Self.dusk < light * 8 {
                // Only in the open sky: never on a hill, a mountain or a cloud.
                guard canvas[star.column, star.row].isEmpty else { continue }
                canvas.draw(ascii: twinkles[(beat + star.phase) % 4], column: star.column, row: star.row, style: style)
            }
        }
    }
}
