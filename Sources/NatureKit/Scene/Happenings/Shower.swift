extension Scene {
    /// A shower: a grey cloud comes over, and rain falls from it to the ground or the sea, behind every
    /// creature, for ten seconds.
    struct Shower: Happening {
        static let parts: Parts = .sky
        private static let step = 70

        let start: Int
        let end: Int
        private let column: Int

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Shower? {
            let world = stage.world
            let width = HappeningArt.cloud.width
            guard world.horizon >= 5, world.size.columns > width + 2 else { return nil }
            let column = random.index(below: world.size.columns - width) ?? 0
            return Shower(start: time, end: time + 10_000, column: column)
        }

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.step) }

        /// The drops: two start under the cloud every step, each in a column of its own, and fall a row a
        /// step down to the horizon: viewers read streaks reaching further, down past the landmarks to the
        /// waves, as a fault of the screen, not as rain.
        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            let cloud = HappeningArt.cloud
            let top = cloud.height
            let fall = max(1, world.horizon - top)
            let steps = (time - start) / Self.step
            let style = Canvas.Style(color: .blue)
            for started in max(0, steps - fall + 1)...max(0, steps) {
                for drop in [2 * started, 2 * started + 1] {
                    let offset = Self.scatter(drop) % max(1, cloud.width - 2) + 1
                    canvas.draw(
                        ascii: drop % 3 == 0 ? UInt8(ascii: "'") : UInt8(ascii: "|"), column: column + offset,
                        row: top + steps - started, style: style)
                }
            }
        }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            canvas.draw(HappeningArt.cloudSprite, column: column, row: 0, clip: canvas.bounds)
        }

        /// A column offset that looks random and is the same every time for the same drop.
        private static func scatter(_ drop: Int) -> Int {
            var value = UInt64(truncatingIfNeeded: drop) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
            return Int(truncatingIfNeeded: value & 0xFFFF)
        }
    }
}
