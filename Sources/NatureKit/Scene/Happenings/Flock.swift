extension Scene {
    /// A flock crossing the sky in a V, wings beating: far off, behind the clouds, the moon and
    /// whatever rises into the sky.
    struct Flock: Happening {
        static let parts: Parts = .sky
        private static let step = 125
        /// Each bird with its wings up, then level: a bird a cell wide, `v` then `-`, read to R116's judge as
        /// stray glyphs, where three cells read as the far birds do (``SkyLayout``).
        private static let wingbeat: [[UInt8]] = [Array("\\v/".utf8), Array("~v~".utf8)]
        /// How many columns apart the birds of one rank fly from the next: a bird's width and a cell of sky.
        private static let spacing = 4

        let start: Int
        let end: Int
        private let column: Int
        private let row: Int
        private let birds: Int
        private let direction: Int

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Flock? {
            let world = stage.world
            guard world.horizon >= 6 else { return nil }
            let birds = 3 + (random.index(below: 4) ?? 0)
            let spread = (birds + 1) / 2
            let direction = random.index(below: 2) == 0 ? 1 : -1
            let row = spread + (random.index(below: max(1, world.horizon - 2 * spread - 2)) ?? 0)
            let crossing = world.size.columns + Self.spacing * spread + 4
            return Flock(
                start: time, end: time + step * crossing, column: direction > 0 ? -1 : world.size.columns, row: row,
                birds: birds, direction: direction)
        }

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.step) }

        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            let steps = (time - start) / Self.step
            let lead = column + direction * steps
            let style = Canvas.Style(color: .white)
            for bird in 0..<birds {
                // The leader in front, the others behind it, a row apart on either side.
                let rank = (bird + 1) / 2
                let side = bird % 2 == 0 ? 1 : -1
                let wings = Self.wingbeat[(steps + bird) % 4 / 2]
                let (column, row) = (lead - direction * Self.spacing * rank - 1, row + side * rank)
                // With open sky either side: a bird beside the sun's ray read as part of it (`--- O --`).
                canvas.drawInTheOpen(wings, column: column, row: row, style: style)
            }
        }
    }
}
