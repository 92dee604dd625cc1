extension Scene {
    /// A ship passing far out on the sea: it sails in from the open sea, its hull on the waterline, turns
    /// short of the first thing that stands there (an island, the lighthouse's headland) and sails out
    /// again. It sets sail only when it would meet nothing afloat on its way, so that a duck or a whale
    /// is never drawn into its hull.
    struct Ship: TravellingHappening {
        static let parts: Parts = .surface
        private static let rate = 2.2

        let path: Path

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Ship? {
            let frame = stage.world.frame
            let picture = HappeningArt.ship[0]
            guard frame.surface >= picture.height + 1 else { return nil }
            // From the open edge of the sea to the first still that stands on the waterline's rows.
            let rows = Rect(
                column: frame.sea.lowerBound, row: frame.surface - picture.height + 1, width: frame.sea.count,
                height: picture.height)
            let blocks = stage.figures.filter { $0.path == nil }.map { $0.rect(at: time) }.filter {
                $0.intersects(rows)
            }
            let columns: Range<Int>
            if frame.seaIsRight {
                let wall = blocks.filter { $0.right <= frame.sea.upperBound }.map(\.right).max() ?? frame.sea.lowerBound
                columns = min(frame.sea.upperBound, max(frame.sea.lowerBound, wall + 2))..<frame.sea.upperBound
            } else {
                let wall =
                    blocks.filter { $0.column >= frame.sea.lowerBound }.map(\.column).min() ?? frame.sea.upperBound
                columns = frame.sea.lowerBound..<max(frame.sea.lowerBound, min(frame.sea.upperBound, wall - 2))
            }
            let direction = frame.seaIsRight ? -1 : 1
            // The whole way if it meets no one afloat; failing that, it turns back sooner, before it would
            // meet a duck or a whale: at three quarters of the way, at half, at a third.
            for share in [12, 9, 6, 4] {
                let length = columns.count * share / 12
                guard length >= picture.width + 6 else { return nil }
                let way =
                    frame.seaIsRight
                    ? (columns.upperBound - length)..<columns.upperBound
                    : columns.lowerBound..<(columns.lowerBound + length)
                let lane = Lane(
                    habitat: .water, index: -1, baseline: frame.surface, columns: way, leftIsOpen: !frame.seaIsRight,
                    rightIsOpen: frame.seaIsRight, depth: 0)
                let path = Path(
                    lane: lane, gait: .float, rate: rate, setOut: time,
                    origin: direction > 0 ? way.lowerBound - picture.width : way.upperBound, direction: direction,
                    width: picture.width, phase: 0, height: picture.height)
                if stage.isClear(of: path, from: time, to: path.exit, in: .water) {
                    return Ship(path: path)
                }
            }
            return nil
        }

        func nextChange(after time: Int) -> Int? {
            min(path.nextStep(after: time), Self.next(after: time, from: start, every: 900))
        }

        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            let place = path.place(at: time)
            let ship = HappeningArt.shipSprites[(time - start) / 900 % 2][place.facesLeft ? 1 : 0]
            let sea = world.frame.sea
            let clip = Rect(column: sea.lowerBound, row: 0, width: sea.count, height: world.frame.surface + 1)
            canvas.draw(ship, column: place.column, row: path.row(at: time), clip: clip)
        }
    }
}
