extension Scene {
    /// Night: the world's palette dims all but its lights, and stars come out in the sky, twinkling.
    struct Night: Happening {
        static let parts: Parts = .light
        private static let twinkle = 800

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

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.twinkle) }

        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            let beat = (time - start) / Self.twinkle
            let style = Canvas.Style(color: .brightWhite, bold: true)
            let twinkles = Array("+.*.".utf8)
            for star in stars {
                canvas.draw(ascii: twinkles[(beat + star.phase) % 4], column: star.column, row: star.row, style: style)
            }
        }
    }
}
