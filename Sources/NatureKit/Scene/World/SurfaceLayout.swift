extension Scene {
    /// The water's surface: the sea's columns on the surface's row, level with the land's nearest ground,
    /// where floaters ride with their last row the waterline. One lane, walled at the shore and open at
    /// the window's edge; the waves and a row of ripples under them are its own.
    struct SurfaceLayout: HabitatLayout {
        static let habitat = Habitat.water
        static let moversGait = Gait.float
        /// Next after the coast: what floats by the shore takes its place before the land's stills.
        static var stillsPlacingRank: Int { 1 }

        /// What floats on it, as the sea's life under it is (``DepthsLayout/drawsAtCardSize(_:small:gait:in:)``),
        /// where no wider than a quarter of the window: the whale full size from 120 columns, larger than
        /// anything swimming under it. At a third of the narrowest sea, the depths' rule once, it missed that
        /// at 120x40 by a column, and was drawn smaller than the turtle.
        static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool {
            DepthsLayout.drawsAtCardSize(card, gait: gait, in: size, widest: size.columns / 4)
        }

        private let frame: World.Frame
        let lanes: [Lane]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            // Walled two columns out from the shore: turning at the shore itself, a duck's tail met the
            // lighthouse's foot, `(o> /   \` over `\_,_)/__[]_\`, and four viewers in two rounds saw the two
            // welded into one.
            let open = frame.openSea(at: frame.surface...frame.surface)
            let offShore = min(Self.offShore, max(0, open.count - 1))
            let columns =
                frame.seaIsRight
                ? (open.lowerBound + offShore)..<open.upperBound : open.lowerBound..<(open.upperBound - offShore)
            lanes = [
                Lane(
                    habitat: .water, index: 0, baseline: frame.surface, columns: columns,
                    leftIsOpen: !frame.seaIsRight, rightIsOpen: frame.seaIsRight, depth: Double(frame.surface) + 0.4)
            ]
        }

        /// How many columns of water a floater keeps between itself and the shore.
        private static let offShore = 2

        var moverShare: Int { 1 + frame.sea.count / 100 }

        /// On the waterline, in the half of the sea nearer the shore, so that floaters coming in from the
        /// open sea have room before they turn at it; off the shallows (``World/Frame/shallows``), which
        /// are kept for a wader.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            var columns = frame.shoreward(quarters: 2, of: frame.openSea(at: frame.surface...frame.surface))
            if let shallows = frame.shallows {
                columns =
                    frame.seaIsRight
                    ? min(max(columns.lowerBound, shallows.upperBound), columns.upperBound)..<columns.upperBound
                    : columns.lowerBound..<max(columns.lowerBound, min(columns.upperBound, shallows.lowerBound))
            }
            guard columns.count >= picture.columns + 4, picture.rows <= frame.surface + 1 else { return nil }
            return ((columns.lowerBound + 2)...(columns.upperBound - 2 - picture.columns), [frame.surface])
        }

        func depth(baseline: Int) -> Double { Double(frame.surface) + 0.4 }

        /// A ship passing takes the surface: a floater coming on then would sail into it.
        var arrivalsHeldBy: Parts { .surface }

        /// A floater rides with a cell of open water either side on the waterline: run up to its hull,
        /// the waves read to viewers as part of it (`~~~||\=~^`, a duck on the waves as one tangle).
        var moversClearScenery: Bool { true }

        /// Each one seed in two, one in four in a window smaller than 100x36: a small window's strip of sea
        /// holds its swimmers and a whale already, and with an island and a dock on it as well, viewers
        /// found 80x24 crammed.
        func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int> {
            let odds = frame.isSmall ? 4 : 2
            return Set(stills.filter { _ in random.index(below: odds) != 0 })
        }

        private static let waves = Array("~~-~^~~--~~^-~~~-^~~".utf8)
        /// The swell under the waves: what makes the sea read as water. Most of a row of ripples: a sparse
        /// one left the water's top no band to read as sea. A second row under it, sparser and fainter,
        /// read to R121's critic as "dirt rather than water", "scattered specks".
        private static let swell = Array("~ ~~ -~ ~ ~~- ~~ ~ -~~ ~ ~ ~~- ~ -~ ~~ ".utf8)
        private static let waveStep = 500
        private static let swellStep = 1300
        private static let waveStyle = Canvas.Style(color: .cyan)
        /// The swell in the waves' cyan, faint: in plain blue under them, two viewers in one round found the
        /// sea's surface too dark to read as the line between sky and water.
        private static let swellStyle = Canvas.Style(color: .cyan, dim: true)

        func drawAmbient(on canvas: inout Canvas, at time: Int) {
            let shift = time / Self.waveStep
            for column in frame.sea {
                canvas.draw(
                    ascii: Self.waves[(column + shift) % Self.waves.count], column: column, row: frame.surface,
                    style: Self.waveStyle)
            }
            let drift = time / Self.swellStep
            let row = frame.surface + 1
            guard row < frame.bottom - 2 else { return }
            for column in frame.openSea(at: row...row) {
                let ripple = Self.swell[(column - drift).wrapped(into: Self.swell.count)]
                if ripple != 0x20 { canvas.draw(ascii: ripple, column: column, row: row, style: Self.swellStyle) }
            }
        }

        func nextAmbientChange(after time: Int) -> Int? {
            min((time / Self.waveStep + 1) * Self.waveStep, (time / Self.swellStep + 1) * Self.swellStep)
        }
    }
}
