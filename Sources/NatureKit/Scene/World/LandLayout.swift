extension Scene {
    /// The land, seen from the side: landmarks stand on the horizon line, far, rising into the sky; walkers
    /// walk along paths a little below it, near, open at the window's edge and walled at the coast, so
    /// that they pass in front of the landmarks' feet and never over them: one path, or in a taller
    /// window two or three, a walker's height apart. Below the last lies the earth (``EarthLayout``).
    struct LandLayout: HabitatLayout {
        static let habitat = Habitat.land
        private let frame: World.Frame
        let lanes: [Lane]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let walker = max(tallest.values.max() ?? 2, 1)
            lanes = Self.baselines(from: frame.horizon + walker + 1, to: frame.ground, spacing: walker + 1)
                .enumerated().map { index, baseline in
                    Lane(
                        habitat: .land, index: index, baseline: baseline, columns: frame.land,
                        leftIsOpen: frame.seaIsRight, rightIsOpen: !frame.seaIsRight, depth: Double(baseline))
                }
        }

        /// A walker a path for every 60 columns of ground: as many as come and go along a path walled at
        /// the coast without meeting, each walking in from the window's edge, to the coast and back.
        var moverShare: Int { max(1, lanes.count * frame.land.count / 60) }

        /// Walkers pass in front of the landmarks, below their feet, and turn at the coast's, short of the
        /// lighthouse's rock.
        var walls: Set<Habitat> { [.coast] }

        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = frame.land
            guard columns.count >= picture.columns + 2, picture.rows <= frame.horizon + 1 else { return nil }
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), [frame.horizon])
        }

        func depth(baseline: Int) -> Double { Double(baseline) }

        private static let ground = Canvas.Style(color: .green)
        private static let far = Canvas.Style(color: .green, dim: true)
        private static let tufts = [",", "\"", "w", ",,", "\""]

        /// The horizon's line, faint and far; the nearest path's line, with grass standing on it here and
        /// there; a path nearer the horizon only as tufts, so that the land does not read as ruled; and a
        /// tuft now and then between.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let land = frame.land
            canvas.draw(
                String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.horizon, style: Self.far)
            canvas.draw(
                String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.ground,
                style: Self.ground)
            var random = SeededGenerator(seed: frame.variety ^ 0x1A4D)
            for lane in lanes {
                for column in land.dropLast(2) where random.index(below: lane.baseline == frame.ground ? 9 : 5) == 0 {
                    let tuft = Self.tufts[random.index(below: Self.tufts.count) ?? 0]
                    canvas.draw(tuft, column: column, row: lane.baseline, style: Self.ground)
                }
            }
            let paths = Set(lanes.map(\.baseline))
            for row in (frame.horizon + 1)..<frame.ground where !paths.contains(row) {
                for column in land.dropLast(2) where random.index(below: 40) == 0 {
                    canvas.draw(",", column: column, row: row, style: Self.far)
                }
            }
        }
    }
}
