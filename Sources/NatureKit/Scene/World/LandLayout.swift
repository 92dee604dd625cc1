extension Scene {
    /// The land, seen from the side: its ground is the horizon line across the land's columns. Landmarks
    /// stand on it, rising into the sky, and walkers walk along it, open at the window's edge and walled
    /// at the shore, in front of the landmarks. Below the line lies the earth (``EarthLayout``).
    struct LandLayout: HabitatLayout {
        static let habitat = Habitat.land
        private let frame: World.Frame
        let lanes: [Lane]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            lanes = [
                Lane(
                    habitat: .land, index: 0, baseline: frame.horizon, columns: frame.land,
                    leftIsOpen: frame.seaIsRight, rightIsOpen: !frame.seaIsRight, depth: Double(frame.horizon) + 0.5)
            ]
        }

        /// A walker for every 28 columns of ground: as many as come and go along one line without meeting.
        var moverShare: Int { max(1, frame.land.count / 28) }

        /// Walkers pass in front of landmarks, as a fox passes a tree (on one ground line, a landmark that
        /// turned them round would leave them nowhere to walk), but turn at the coast's, short of the
        /// lighthouse's door.
        var walls: Set<Habitat> { [.coast] }

        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = frame.land
            guard columns.count >= picture.columns + 2, picture.rows <= frame.horizon + 1 else { return nil }
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), [frame.horizon])
        }

        func depth(baseline: Int) -> Double { Double(baseline) }

        private static let ground = Canvas.Style(color: .green)
        private static let tufts = [",", "\"", "w", ",,", "\""]

        /// The ground line, with grass standing on it here and there.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let land = frame.land
            canvas.draw(
                String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.horizon,
                style: Self.ground)
            var random = SeededGenerator(seed: frame.variety ^ 0x1A4D)
            for column in land.dropLast(2) where random.index(below: 9) == 0 {
                let tuft = Self.tufts[random.index(below: Self.tufts.count) ?? 0]
                canvas.draw(tuft, column: column, row: frame.horizon, style: Self.ground)
            }
        }
    }
}
