extension Scene {
    /// A shooting star across the night sky, trailing sparks.
    struct ShootingStar: Happening {
        static let parts: Parts = .sky
        private static let step = 40

        let start: Int
        let end: Int
        private let column: Int
        private let row: Int
        private let direction: Int

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> ShootingStar? {
            let world = stage.world
            guard let night = stage.running.first(where: { $0.lighting == .night }), world.horizon >= 5,
                night.end > time + 40 * step
            else { return nil }
            let direction = random.index(below: 2) == 0 ? 1 : -1
            let column = random.index(below: world.size.columns) ?? 0
            let row = random.index(below: max(1, world.horizon / 3)) ?? 0
            return ShootingStar(start: time, end: time + 40 * step, column: column, row: row, direction: direction)
        }

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.step) }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let steps = (time - start) / Self.step
            let style = Canvas.Style(color: .brightWhite, bold: true)
            // Two columns and half a row a step, the trail fading behind.
            let trail = ["*", "-", "-", "=", ".", " ", "."]
            for (back, glyph) in trail.enumerated() where glyph != " " && steps - back >= 0 {
                let moment = steps - back
                let row = row + moment / 4
                guard row < world.horizon - 1 else { continue }
                canvas.draw(glyph, column: column + direction * 2 * moment, row: row, style: style)
            }
        }
    }
}
