extension Scene {
    /// A shark hunting: it comes in at the sea's open edge along a swimmers' lane, fast, and takes every
    /// swimmer it meets there; they come back later, as anyone who leaves does.
    struct Shark: Happening {
        static let parts: Parts = .depths
        private static let rate = 9

        let start: Int
        let end: Int
        private let lane: Lane
        private let origin: Int
        private let direction: Int

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Shark? {
            let width = HappeningArt.shark[0].width
            let height = HappeningArt.shark[0].height
            // A lane where a swimmer is.
            let hunted = stage.figures.compactMap { figure -> Lane? in
                guard let path = figure.path, path.gait == .swim, path.lane.baseline - height + 1 > stage.world.horizon
                else { return nil }
                return path.lane
            }
            guard let pick = random.index(below: hunted.count) else { return nil }
            let lane = hunted[pick]
            let direction = lane.leftIsOpen ? 1 : -1
            let origin = direction > 0 ? lane.columns.lowerBound - width : lane.columns.upperBound
            let crossing = lane.columns.count + width
            return Shark(
                start: time, end: time + crossing * 1000 / rate, lane: lane, origin: origin, direction: direction)
        }

        private func column(at time: Int) -> Int { origin + direction * ((time - start) * Self.rate / 1000) }

        func nextChange(after time: Int) -> Int? {
            start + ((time - start) * Self.rate / 1000 + 1) * 1000 / Self.rate
        }

        func nextMeeting(after time: Int) -> Int? { nextChange(after: time) }

        /// Takes every swimmer of its lane that its picture touches.
        mutating func meet(at time: Int, on stage: Stage) -> [Int] {
            let shark = rect(at: time)
            return stage.figures.compactMap { figure in
                guard let path = figure.path, path.gait == .swim, figure.rect(at: time).intersects(shark) else { return nil }
                return figure.object
            }
        }

        private func rect(at time: Int) -> Rect {
            let sprite = HappeningArt.shark[0]
            return Rect(
                column: column(at: time), row: lane.baseline - sprite.height + 1, width: sprite.width, height: sprite.height)
        }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let place = rect(at: time)
            let image = HappeningArt.shark[(time - start) / 400 % 2]
            let sprite = Sprite(image, color: .gray, mirrored: direction < 0)
            let clip = Rect(column: 0, row: world.horizon + 1, width: world.size.columns, height: world.size.rows)
            canvas.draw(sprite, column: place.column, row: place.row, clip: clip)
        }
    }
}
