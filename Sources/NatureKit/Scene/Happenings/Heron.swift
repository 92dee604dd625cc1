extension Scene {
    /// A heron at the water's edge: it wades in by the shore, waits, and stabs at the first swimmer that
    /// comes within reach; with a fish or without, it is gone after a while.
    struct Heron: Happening {
        static let parts: Parts = .shore
        private static let watch = 250
        private static let stay = 9000

        let start: Int
        private(set) var end: Int
        private let column: Int
        private let row: Int
        private let facesLeft: Bool
        /// When it caught a fish.
        private var caught: Int?

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Heron? {
            let frame = stage.world.frame
            let heron = HappeningArt.heron[0]
            // Only in the shallows, where the shore shelves out under the water as a beach's does: off a
            // cliff's sheer face it stood in the open sea, and viewers saw a heron wading in deep water.
            guard let shallows = frame.shallows, shallows.count >= heron.width + 2 else { return nil }
            let column = frame.seaIsRight ? shallows.lowerBound : shallows.upperBound - heron.width
            let row = frame.surface + 1 - heron.height
            // It wades in only where nothing floats or stands while it is there, with a row of open air
            // over its head: wading in under a campfire's smoke at 80x24, it read to R102's viewers as
            // one tangle with the fire.
            let place = Rect(column: column - 1, row: row - 1, width: heron.width + 2, height: heron.height + 1)
            guard stage.isClear(place, from: time, to: time + stay) else { return nil }
            return Heron(
                start: time, end: time + stay, column: column, row: row,
                facesLeft: !frame.seaIsRight, caught: nil)
        }

        func nextChange(after time: Int) -> Int? { Self.next(after: time, from: start, every: Self.watch) }

        func nextMeeting(after time: Int) -> Int? {
            caught == nil ? Self.next(after: time, from: start, every: Self.watch) : nil
        }

        /// Its reach: a few columns out to sea from its feet, the rows just under the surface.
        private var reach: Rect {
            let width = HappeningArt.heron[0].width
            return Rect(
                column: facesLeft ? column - 6 : column + width, row: row + HappeningArt.heron[0].height,
                width: 6, height: 4)
        }

        mutating func meet(at time: Int, on stage: Stage) -> [Int] {
            guard caught == nil, time - start > 1500,
                let fish = stage.figures.first(where: { $0.path?.gait == .swim && $0.rect(at: time).intersects(reach) })
            else { return [] }
            caught = time
            end = min(end, time + 2500)
            return [fish.object]
        }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let pose: Int =
                if let caught { time - caught < 400 ? 1 : 2 } else { ((time - start) / 2000) % 4 == 3 ? 1 : 0 }
            let sprite = HappeningArt.heronSprites[pose][facesLeft ? 1 : 0]
            canvas.draw(sprite, column: column, row: row, clip: canvas.bounds)
        }
    }
}
