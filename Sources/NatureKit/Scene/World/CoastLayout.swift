extension Scene {
    /// The shore, where land meets sea: a headland at the land's edge, on which a lighthouse stands or
    /// from which a waterfall falls into the sea; and the shore itself, a beach, a cliff or rocks, drawn
    /// down to the seabed. It has no lanes: what lives at the coast stays there.
    struct CoastLayout: HabitatLayout {
        static let habitat = Habitat.coast
        /// First: the coast stands at the edge of the land, which the land's stills would otherwise take.
        static var stillsPlacingRank: Int { 0 }

        /// As the land's landmarks are.
        static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool {
            LandLayout.drawsAtCardSize(card, small: small, gait: gait, in: size)
        }
        private let frame: World.Frame
        let lanes: [Lane] = []

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
        }

        var moverShare: Int { 0 }

        /// On the waterline at the land's edge: a strip a quarter of the land wide, or as wide as the picture
        /// if that is no more than half the land, or two thirds in a large window (half left a land of a
        /// fifth of 120 columns no room for the waterfall).
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let most = frame.isSmall ? frame.land.count / 2 : frame.land.count * 2 / 3
            let reach = min(most, max(picture.columns + 1, frame.land.count / 4))
            guard picture.rows <= frame.surface + 1, reach >= picture.columns else { return nil }
            let columns =
                frame.seaIsRight
                ? (frame.land.upperBound - reach)...(frame.land.upperBound - picture.columns + 1)
                : (frame.land.lowerBound - 1)...(frame.land.lowerBound + reach - picture.columns)
            return (columns, [frame.surface])
        }

        /// As near the water as it can stand, whatever its coordinates.
        func idealColumn(for place: Int, among columns: ClosedRange<Int>) -> Int {
            frame.seaIsRight ? columns.upperBound : columns.lowerBound
        }

        func depth(baseline: Int) -> Double { Double(baseline) + 0.3 }

        /// Above its foot as a landmark on the land does: the far hills' line ran through a lighthouse's
        /// tower at 80x24. Its foot stands on the waterline, where the waves run on up to it.
        var stillsClearance: Clearance { Clearance(aboveFoot: 3, atFoot: 0) }

        /// Its landmarks are drawn facing right, out to sea, and turn where the sea is on the left.
        var stillsFaceTheSea: Bool { true }

        /// All but one, picked by the seed: the headland has room for one.
        func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int> {
            guard let kept = random.index(below: stills.count) else { return [] }
            return Set(stills.filter { $0 != stills[kept] })
        }

        private static let sand = Canvas.Style(color: .yellow)
        private static let rock = Canvas.Style(color: .gray)

        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let right = frame.seaIsRight
            // The sea's first column and the way out to sea.
            let edge = right ? frame.sea.lowerBound : frame.sea.upperBound - 1
            let out = right ? 1 : -1
            var random = SeededGenerator(seed: frame.variety ^ 0xC0A57)
            for row in (frame.surface + 1)...frame.bottom {
                let reach = frame.shoreReach(at: row)
                let face = edge + out * reach
                // The shore's body behind its face is the earth's solid rock (``EarthLayout``). Its face goes down
                // sheer (`|`), out a column (`\`), or out along a ledge to the next row's face (`\___`).
                let run = frame.shoreReach(at: row + 1) - reach
                let down = right ? "\\" : "/"
                if row < frame.bottom, run < 0 {
                    // The roof of a sea cave: its face comes down to here, and its underside runs back in
                    // under the land to the cave's back wall
                    // (``World/Frame/seaCave(under:land:roof:isLarge:variety:)``).
                    let underside = String(repeating: "_", count: -run - 1)
                    canvas.draw(
                        right ? underside + "/" : "\\" + underside, column: right ? face + run + 1 : face, row: row,
                        style: Self.rock)
                    continue
                }
                switch reach < 0 ? .cliff : frame.shore {
                case .beach:
                    // A gentle slope drawn as one line, `-. from each row's face to the next's; the
                    // earth's grain fills the body behind it.
                    let dashes = String(repeating: "-", count: max(0, run - 2))
                    let line = run == 0 ? "|" : run == 1 ? down : right ? "`" + dashes + "." : "." + dashes + "'"
                    canvas.draw(line, column: right || run < 2 ? face : face - run + 1, row: row, style: Self.sand)
                case .cliff, .rocks:
                    let ledge = String(repeating: "_", count: max(0, run - 1))
                    let line = run == 0 ? "|" : right ? down + ledge : ledge + down
                    canvas.draw(line, column: right ? face : face - max(run, 1) + 1, row: row, style: Self.rock)
                    if frame.shore == .cliff, reach > 2, random.index(below: 3) == 0 {
                        // A crack in the rock here and there.
                        let crack = 1 + (random.index(below: reach - 1) ?? 0)
                        canvas.draw(right ? "/" : "\\", column: face - out * crack, row: row, style: Self.rock)
                    } else if frame.shore == .rocks, run >= 5 || row == frame.bottom - 1, random.index(below: 2) == 0 {
                        // A boulder come to rest on a wide ledge, or one at the foot of the slope: one in
                        // each of the three rows above the bed stacked up as a column (`(_)|:` thrice),
                        // which a viewer could not read.
                        let middle = run >= 5 ? face + out * (run / 2) - 1 : right ? face + 1 : face - 3
                        canvas.draw("(_)", column: middle, row: row, style: Self.rock)
                    }
                }
            }
        }
    }
}
