extension Scene {
    /// A shark hunting: it comes in fast at the sea's open edge along a swimmers' lane, turns at the
    /// shore, and goes out again, taking every swimmer it meets on the way; they come back later, as
    /// anyone who leaves does.
    struct Shark: TravellingHappening {
        static let parts: Parts = .depths
        private static let rate = 9.0

        let path: Path

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Shark? {
            let picture = HappeningArt.shark[0]
            // A lane where a swimmer is.
            let hunted = stage.figures.compactMap { figure -> Lane? in
                guard let path = figure.path, path.gait == .swim,
                    path.lane.baseline - picture.height > stage.world.frame.surface,
                    path.lane.columns.count > picture.width + 4
                else { return nil }
                return path.lane
            }
            guard let pick = random.index(below: hunted.count) else { return nil }
            let lane = hunted[pick]
            let direction = lane.leftIsOpen ? 1 : -1
            let path = Path(
                lane: lane, gait: .swim, rate: rate, setOut: time,
                origin: direction > 0 ? lane.columns.lowerBound - picture.width : lane.columns.upperBound,
                direction: direction, width: picture.width, phase: 0, height: picture.height)
            return Shark(path: path)
        }

        func nextChange(after time: Int) -> Int? { path.nextStep(after: time) }

        func nextMeeting(after time: Int) -> Int? { nextChange(after: time) }

        /// Takes every swimmer its picture touches, or comes within a column or a row of: one left
        /// swimming right behind its tail read as glued to it (`______.--'\><>`), one just over its fin as
        /// riding it (`/|))'>`).
        mutating func meet(at time: Int, on stage: Stage) -> [Int] {
            let body = rect(at: time)
            let shark = Rect(
                column: body.column - 1, row: body.row - 1, width: body.width + 2, height: body.height + 1)
            return stage.figures.compactMap { figure in
                guard let path = figure.path, path.gait == .swim, figure.rect(at: time).intersects(shark) else {
                    return nil
                }
                return figure.object
            }
        }

        private func rect(at time: Int) -> Rect {
            Rect(column: path.place(at: time).column, row: path.row(at: time), width: path.width, height: path.height)
        }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let place = path.place(at: time)
            let sprite = HappeningArt.sharkSprites[(time - start) / 400 % 2][place.facesLeft ? 1 : 0]
            drawInTheSea(sprite, on: &canvas, world: world, at: time)
        }
    }
}
