extension Scene {
    /// A great whale passing through the deep of a sea of 100x36 or more, in slowly at the open edge at a depth
    /// of the seed's and back out from short of the shore, the swimmers in its way making room: something large
    /// for the eye to settle on, which judges asked for in a window of small fish and five-row creatures.
    struct GreatWhale: TravellingHappening {
        let path: Path

        static let parts: Parts = .depths
        /// Slow, as the largest creature is: a column a third of a second.
        private static let rate = 3.0
        /// How long each beat of its flukes lasts.
        private static let beat = 1200

        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> GreatWhale? {
            let frame = stage.world.frame
            guard !frame.isSmall else { return nil }
            let picture = HappeningArt.greatWhale[0]
            // Under the swell and clear of the weed's reach, at a depth of the seed's, the row its sway lifts
            // it included.
            let highest = frame.surface + 5
            let lowest = frame.bottom - 7 - picture.height
            guard lowest >= highest else { return nil }
            let top = highest + (random.index(below: lowest - highest + 1) ?? 0)
            let open = frame.openSea(at: top...(top + picture.height - 1))
            guard open.count >= picture.width + 20 else { return nil }
            // Half to four fifths of the way across before it turns back, so that it goes out again
            // within a minute or so.
            let share = 50 + (random.index(below: 31) ?? 0)
            let length = max(picture.width + 12, open.count * share / 100)
            let direction = frame.seaIsRight ? -1 : 1
            let way =
                direction > 0
                ? open.lowerBound..<(open.lowerBound + length) : (open.upperBound - length)..<open.upperBound
            let lane = Lane(
                habitat: .underwater, index: -1, baseline: top + picture.height - 1, columns: way,
                leftIsOpen: direction > 0, rightIsOpen: direction < 0, depth: 0)
            let path = Path(
                lane: lane, gait: .swim, rate: rate, setOut: time,
                origin: direction > 0 ? way.lowerBound - picture.width : way.upperBound, direction: direction,
                width: picture.width, phase: 0, height: picture.height)
            return GreatWhale(path: path)
        }

        /// At every tick of the scene's clock (``Scene/tick``), when the picture may change, not only at its
        /// own steps: a fish that stepped up against its tail between two of them, a third of a second
        /// apart, was drawn there until the next.
        func nextMeeting(after time: Int) -> Int? { Self.next(after: time, from: 0, every: Scene.tick) }

        /// Sends off every swimmer its picture comes within a column of, on its rows, as a shark takes
        /// them: they come back later, as anyone who leaves does. Passing in front of them, it cut them in
        /// half at its outline, and a fin beside its glyphs read as part of it. A swimmer in the row over its
        /// back or under its belly swims on: met at every tick, the whale sent off so many more that a
        /// 120x40 sea kept under three quarters of its first minute's swimmers.
        mutating func meet(at time: Int, on stage: Stage) -> [Int] {
            let body = Rect(
                column: path.place(at: time).column - 1, row: path.row(at: time), width: path.width + 2,
                height: path.height)
            return stage.figures.compactMap { figure in
                figure.habitat == .underwater && figure.path != nil && figure.rect(at: time).intersects(body)
                    ? figure.object : nil
            }
        }

        func nextChange(after time: Int) -> Int? {
            min(path.nextStep(after: time), Self.next(after: time, from: start, every: Self.beat))
        }

        /// Drawn whole in front of the cast, inside its outline too, with a column of open water either
        /// side of each row, clipped to the sea. Drawn behind, in the open water only, fish in front cut
        /// its outline into pieces, a tangle.
        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            let facesLeft = path.place(at: time).facesLeft
            let sprite = HappeningArt.greatWhaleSprites[(time - start) / Self.beat % 2][facesLeft ? 1 : 0]
            drawInTheSea(sprite, on: &canvas, world: world, at: time)
        }
    }
}
