extension Scene {
    /// Fireflies over the land on a night: they come out only once night has fallen, and blink as they
    /// wander, each on a loop of its own.
    struct Fireflies: Happening {
        static let parts: Parts = []
        private static let step = 300
        private static let fly = Array(".".utf8)

        let start: Int
        let end: Int
        private let flies: [(column: Int, row: Int, phase: Int)]

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Fireflies? {
            guard stage.isNight, let night = stage.running.first(where: { $0.lighting == .night }) else { return nil }
            let land = stage.world.frame.land
            // In the air over the meadow, between the hills and the nearest path.
            let top = stage.world.horizon + 1
            let rows = max(1, stage.world.frame.ground - top)
            let flies = (0..<(4 + (random.index(below: 6) ?? 0))).map { _ in
                (
                    land.lowerBound + (random.index(below: max(1, land.count)) ?? 0),
                    top + (random.index(below: rows) ?? 0),
                    random.index(below: 16) ?? 0
                )
            }
            return Fireflies(start: time, end: max(time + 1, night.end), flies: flies)
        }

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.step) }

        /// Each wanders round a small loop and glows for part of it, only in the open with open cells
        /// either side: a firefly behind a tree or a fox is hidden by it, never lights up a creature's eye,
        /// and never glows against its outline, where it read as part of the picture (`.\` at a cat's ear).
        /// Not clear above and below as a star is: its meadow is two rows between the hills' line and the
        /// path's, and it would never glow.
        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let beat = (time - start) / Self.step
            let loop = [(0, 0), (1, 0), (2, -1), (3, -1), (2, 0), (1, 1), (0, 1), (-1, 0)]
            // Dots that brighten and fade: a firefly drawn as a `*` read as a star come down onto the land.
            // Faded, plain yellow, not faint: by moonlight nothing is faint, so that a terminal that draws
            // faint text as plain shows the night as every other does.
            let (bright, faded) = (Canvas.Style(color: .brightYellow, bold: true), Canvas.Style(color: .yellow))
            for fly in flies {
                let position = loop[(beat + fly.phase) / 2 % loop.count]
                let glow = (beat + fly.phase) % 5
                let (column, row) = (fly.column + position.0, fly.row + position.1)
                guard glow < 3 else { continue }
                canvas.drawInTheOpen(Self.fly, column: column, row: row, style: glow == 1 ? bright : faded)
            }
        }
    }
}
