extension Scene {
    /// The sky: every column above the horizon. The wind's lane is highest, where clouds drift; below it
    /// the fliers' lanes, down to two rows above the horizon. Still things hang in its upper part.
    struct SkyLayout: HabitatLayout {
        private let frame: World.Frame
        let lanes: [Lane]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let drift = max(tallest[.drift] ?? 2, 1)
            let fly = max(tallest.filter { $0.key != .drift }.values.max() ?? 2, 1)
            let wind = drift - 1
            var below = Self.baselines(from: wind + fly + 1, to: frame.horizon - 2, spacing: fly + 1)
            // A low sky still has one lane for fliers, just above the horizon, close under the wind's.
            if below.isEmpty, frame.horizon - 2 >= fly - 1 { below = [frame.horizon - 2] }
            lanes = ([wind] + below).enumerated().map { index, baseline in
                Lane(
                    habitat: .sky, index: index, baseline: baseline, columns: 0..<frame.size.columns,
                    leftIsOpen: true, rightIsOpen: true, depth: index == 0 ? 0.5 : Double(frame.horizon) + 0.5)
            }
        }

        var moverShare: Int { max(2, lanes.count * frame.size.columns / 60) }

        /// Below the wind's lane, so that no cloud drifts over a moon's face, in the upper half of the
        /// sky where there is room; at the top where there is not.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            guard frame.size.columns >= picture.columns, picture.rows <= frame.horizon - 1 else { return nil }
            let belowWind = (lanes.first?.baseline ?? -1) + picture.rows
            let first = belowWind + 2 <= frame.horizon - 1 ? belowWind + 1 : picture.rows - 1
            let last = max(first, min(frame.horizon - 2, first + frame.horizon / 3))
            return (0...(frame.size.columns - picture.columns), Array(first...last))
        }

        /// Still things in the sky are far: behind the wind's clouds and everything on the horizon.
        func depth(baseline: Int) -> Double { 0 }
    }
}
