extension Scene {
    /// A ship passing far out on the sea, its hull on the horizon, behind whatever floats nearer.
    struct Ship: Happening {
        static let parts: Parts = .surface
        private static let step = 450

        let start: Int
        let end: Int
        private let from: Int
        private let direction: Int

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Ship? {
            let sea = stage.world.frame.sea
            let width = HappeningArt.ship[0].width
            guard sea.count >= width + 4, stage.world.horizon >= HappeningArt.ship[0].height + 1 else { return nil }
            let direction = random.index(below: 2) == 0 ? 1 : -1
            let from = direction > 0 ? sea.lowerBound - width : sea.upperBound
            return Ship(start: time, end: time + step * (sea.count + width), from: from, direction: direction)
        }

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.step) }

        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            let ship = HappeningArt.shipSprites[(time - start) / 900 % 2][direction < 0 ? 1 : 0]
            let column = from + direction * ((time - start) / Self.step)
            let sea = world.frame.sea
            let clip = Rect(column: sea.lowerBound, row: 0, width: sea.count, height: world.horizon + 1)
            canvas.draw(ship, column: column, row: world.horizon - ship.height + 1, clip: clip)
        }
    }
}
