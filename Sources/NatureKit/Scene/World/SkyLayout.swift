extension Scene {
    /// The sky: every column above the horizon, and over the sea down to its surface. The wind's lane is
    /// highest, where clouds drift; below it the fliers' lanes, down to a row above the horizon across
    /// the window, and on over the sea down to two rows above the waves, walled at the coast: gulls fly low
    /// over the water, never through the meadow. Still things hang in its upper part.
    struct SkyLayout: HabitatLayout {
        static let habitat = Habitat.sky
        private let frame: World.Frame
        let lanes: [Lane]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let drift = max(tallest[.drift] ?? 2, 1)
            let fly = max(tallest.filter { $0.key != .drift }.values.max() ?? 2, 1)
            let wind = drift - 1
            let below = Self.baselines(from: wind + fly + 1, to: frame.horizon - 1, spacing: fly + 1)
            let overSea = Self.baselines(
                from: (below.last ?? wind) + fly + 1, to: frame.surface - 2, spacing: fly + 1)
            let whole = ([wind] + below).enumerated().map { index, baseline in
                Lane(
                    habitat: .sky, index: index, baseline: baseline, columns: 0..<frame.size.columns,
                    leftIsOpen: true, rightIsOpen: true, depth: index == 0 ? 0.5 : Double(frame.horizon) + 0.5)
            }
            lanes =
                whole
                + overSea.enumerated().map { offset, baseline in
                    Lane(
                        habitat: .sky, index: whole.count + offset, baseline: baseline, columns: frame.sea,
                        leftIsOpen: !frame.seaIsRight, rightIsOpen: frame.seaIsRight,
                        depth: Double(frame.horizon) + 0.5)
                }
        }

        /// A mover a lane for every 90 columns across the window; over the sea, walled at the coast, where
        /// a flier comes in at the window's edge and turns at the coast, one for every 120: half what the
        /// lanes hold without meeting, since a sky of seven fliers, copies among them, was busier than the
        /// sea below it and drew the eye from it.
        var moverShare: Int {
            let acrossSea = lanes.count { $0.columns == frame.sea }
            return max(2, (lanes.count - acrossSea) * frame.size.columns / 90 + acrossSea * frame.sea.count / 120)
        }

        /// Whatever rises into the sky (a mountain, the lighthouse, the moon): a flier or a cloud turns short
        /// of it rather than crossing its face, since a cloud drawn behind a lamp or a moon reads as one
        /// tangled picture.
        var walls: Set<Habitat> { Set(Habitat.allCases) }

        /// High up, in the wind's lane, out of the fliers' way; clouds turn short of a still there, so no
        /// cloud ever crosses a moon's face.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            guard frame.size.columns >= picture.columns, picture.rows <= frame.horizon - 1 else { return nil }
            let first = picture.rows - 1
            let last = max(first, lanes.first?.baseline ?? first)
            return (0...(frame.size.columns - picture.columns), Array(first...last))
        }

        /// Across the sky from where its coordinates put it for one seed in two, so that the moon does
        /// not hang in the same corner of every world.
        func idealColumn(for place: Int, among columns: ClosedRange<Int>) -> Int {
            let across = (frame.variety >> 5) % 2 == 0 ? place : columns.count - 1 - place
            // And moved along by up to a third of the sky, so that it is not always in a corner.
            let shift = Int((frame.variety >> 9) % 100) * columns.count / 300
            return columns.lowerBound + (across + shift).wrapped(into: columns.count)
        }

        /// Still things in the sky are far, behind everything on the horizon, but in front of the clouds
        /// in the wind's lane.
        func depth(baseline: Int) -> Double { 0.75 }
    }
}
