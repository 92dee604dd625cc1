extension Scene {
    /// The earth under the land, cut away as the sea is beside it: the sea cave's roof under the ground
    /// line, across the land and the shore's body, and the cave's back wall down to the window's last row.
    /// A burrower digs in from the window's edge to a tunnel with a dead end; a buried thing (a
    /// fossil, a den) lies in the roof beside or under it.
    struct EarthLayout: HabitatLayout {
        static let habitat = Habitat.underground
        static let moversGait = Gait.burrow
        private let frame: World.Frame
        let lanes: [Lane]
        /// The rows a tunnel takes, its roof to its floor: dug out of the rock.
        private let tunnelRows: [ClosedRange<Int>]

        /// Rows of topsoil under the ground line, where no tunnel runs.
        private static let topsoil = 2

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let height = max(tallest.values.max() ?? 1, 1)
            var random = SeededGenerator(seed: frame.variety ^ 0x7E22E1)
            // A tunnel is its burrower's height and a row of headroom, and there is one: five down a deep
            // earth read as a stack of pipes, the same one repeated, and two, each with a burrower or two
            // and a file of ants, as "ruled lines with scribbles" where a viewer could not say what lived
            // there. Only a large window's earth is dug (``World/Frame/caveRoof``): a worm's trail in a
            // small one's few rows read as a smear.
            let baseline = frame.ground + Self.topsoil + height + 1 + (random.index(below: 3) ?? 0)
            // In the sea cave's roof, with a row of rock under its floor.
            let baselines = frame.isLarge && baseline < frame.surface + frame.caveRoof ? [baseline] : []
            lanes = baselines.map { baseline in
                let earth = frame.earth(at: baseline - height + 1)
                // Dug in from the window's edge to a dead end a quarter to a third of the way across the
                // land (``longestTunnel(in:)``), so that it reads as dug, not ruled, and leaves room for
                // the buried thing beside it in the sea cave's shallow roof.
                let reach = frame.land.count * (3 + (random.index(below: 2) ?? 0)) / 12
                let length = min(
                    earth.count - 1, Self.longestTunnel(in: frame.land.count), max(reach, Self.shortestTunnel))
                let columns =
                    frame.seaIsRight
                    ? earth.lowerBound..<(earth.lowerBound + length) : (earth.upperBound - length)..<earth.upperBound
                return Lane(
                    habitat: .underground, index: 0, baseline: baseline, columns: columns,
                    leftIsOpen: frame.seaIsRight, rightIsOpen: !frame.seaIsRight, depth: Double(baseline) + 0.5)
            }
            tunnelRows = lanes.map { ($0.baseline - height)...$0.baseline }
        }

        /// A burrower a tunnel: it comes in at the window's edge, digs to the dead end or short of it and
        /// back, and the next comes after it has gone. Two to a tunnel passed in and out of each other's
        /// way, and a viewer could not make out either.
        var moverShare: Int { lanes.count }

        /// The shortest a tunnel is dug, and the longest in a land `land` columns wide: a third of it, so
        /// that two thirds are left for the buried thing beside it.
        private static let shortestTunnel = 8
        private static func longestTunnel(in land: Int) -> Int { max(shortestTunnel, land / 3) }
        /// The columns a buried thing keeps from the window's edge, as a landmark does: against it, a den
        /// read to R129's critic as cut off by it.
        private static let windowEdgeMargin = 3
        /// The columns of rock kept between a tunnel's dead end and a buried thing beside it.
        private static let besideTunnel = 1

        /// Anywhere in the sea cave's roof under the topsoil, with a row of rock under it: beside the tunnel,
        /// past its dead end towards the shore with rock between, and a column in from the shore. The roof
        /// is too shallow for one above the other (``World/Frame/caveRoof``).
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let first = frame.ground + Self.topsoil + picture.rows
            let last = frame.surface + frame.caveRoof - 1
            guard first <= last else { return nil }
            var columns = frame.land
            if let tunnel = lanes.first?.columns {
                columns =
                    frame.seaIsRight
                    ? min(columns.upperBound, tunnel.upperBound + 1 + Self.besideTunnel)..<columns.upperBound
                    : columns.lowerBound..<max(columns.lowerBound, tunnel.lowerBound - 1 - Self.besideTunnel)
            }
            let left = columns.lowerBound + (columns.lowerBound == 0 ? Self.windowEdgeMargin : 1)
            let right =
                columns.upperBound - (columns.upperBound == frame.size.columns ? Self.windowEdgeMargin : 1)
            guard right - left >= picture.columns else { return nil }
            return (left...(right - picture.columns), Array(first...last))
        }

        func depth(baseline: Int) -> Double { Double(baseline) }

        /// A burrower goes through the earth's grain, which drawn up to its outline reads as part of it.
        var moversClearScenery: Bool { true }

        /// All but one of the things buried in it, picked by the seed: a fossil, a geode, a bone and a den in
        /// one cut-away read as clutter, not as earth, and two or three with the burrowers and stones as
        /// "eight faint still objects" where a viewer asked for one clear subject. A window smaller than
        /// 160x48 digs nothing: a fossil, a den and a worm's trail in a few rows of earth read as noise
        /// beside the sea, in a window already full, and at 120x40 as black pockets in a grey block.
        func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int> {
            let buried = random.shuffled(stills)
            return Set(frame.isLarge ? Array(buried.dropFirst()) : buried)
        }

        /// In a large world (``World/Frame/isLarge(_:)``), a buried thing at its card's size where it fits
        /// beside the longest tunnel in the narrowest land the window may have, with a column either side:
        /// the one subject of a large earth, a den whose fox sleeps or a fossil, read at a glance; in its
        /// small form, a viewer found it tiny and faint.
        static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool {
            let land = size.columns - World.seaWidth(in: size, tenths: 10)
            let beside = land - longestTunnel(in: land) - 1 - besideTunnel
            return gait == nil && World.Frame.isLarge(size) && card.columns + 2 <= beside
        }

        private static let stone = Canvas.Style(color: .gray)
        /// The rock's colour: grey and faint, so that the rock stays behind the line art drawn over and
        /// beside it. In plain grey, as bright as the shore's face and the stones, R111's viewers named it
        /// first, "a UI panel", "the only filled element in the line art".
        private static let rockStyle = Canvas.Style(color: .gray, dim: true)
        private static let tunnel = Canvas.Style(color: .yellow, dim: true)

        /// The earth as bedded rock: a wavering line of its bedding every other row (``stratum(at:row:)``),
        /// but in its tunnels, which are dug out of it and floored, and where the shore and the cave drew
        /// at its edges. Drawn in outline alone, the earth was as black as the water and the sky beside
        /// it, and viewer after viewer read its lines as "rendering junk" and its burrowers as floating in
        /// open water. Grained at random, at one cell in sixty to one in a hundred, judges read it as "dead
        /// grey speckle"; grained evenly, a dot in every fourth cell, as "a grey-dot fill" that "reads as
        /// noise, not rock"; lenses of clay (`-~-.__.`) read as water under the land; a tint behind it, a
        /// background colour, as a dead slab of colour; and a light shade (`░`) in every cell, its bedding
        /// every third row, as "a heavy grey dithered cliff", "static noise, not rock" (R128's critic), "heavy,
        /// it takes up too much space" (R128's viewer).
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            var random = SeededGenerator(seed: frame.variety ^ 0xEA27)
            drawBedrock(on: &canvas)
            for row in (frame.ground + 1)..<frame.bottom where isBedding(row) {
                // Each layer broken into runs with a gap of a few columns between, the seed's, so that the
                // rock reads as bedded stone rather than ruled: unbroken, R129's critic saw the layers as
                // "a grey wall of scribble".
                var runs = SeededGenerator(seed: frame.variety ^ UInt64(row) &* 0x9E37_79B9)
                var left = runs.index(below: Self.longestRun) ?? 0
                var isGap = false
                for column in frame.earth(at: row) {
                    if left == 0 {
                        isGap.toggle()
                        left =
                            isGap
                            ? Self.shortestGap + (runs.index(below: Self.longestGap - Self.shortestGap + 1) ?? 0)
                            : Self.shortestRun + (runs.index(below: Self.longestRun - Self.shortestRun + 1) ?? 0)
                    }
                    left -= 1
                    guard !isGap, canvas[column, row].isEmpty, !isDugOut(column: column, row: row) else { continue }
                    canvas.draw(ascii: stratum(at: column, row: row), column: column, row: row, style: Self.rockStyle)
                }
            }
            // Each tunnel's floor trodden, worn through here and there, its roof a line under the rock, and
            // both its ends rounded off.
            for lane in lanes {
                let dug = dugColumns(of: lane)
                for column in dug {
                    let worn = random.index(below: 7) == 0
                    canvas.draw(
                        ascii: UInt8(ascii: worn ? "." : "_"), column: column, row: lane.baseline, style: Self.tunnel)
                    canvas.draw(Self.roof, column: column, row: tunnelRows[lane.index].lowerBound, style: Self.tunnel)
                }
                for row in tunnelRows[lane.index].dropFirst() {
                    canvas.draw(ascii: UInt8(ascii: "("), column: dug.lowerBound - 1, row: row, style: Self.tunnel)
                    canvas.draw(ascii: UInt8(ascii: ")"), column: dug.upperBound, row: row, style: Self.tunnel)
                }
            }
        }

        /// Whether a layer of the rock's bedding runs along `row`: every other row from the second under
        /// the ground.
        private func isBedding(_ row: Int) -> Bool {
            let depth = row - frame.ground - 2
            return depth >= 0 && depth % Self.beddingSpacing == 0
        }

        /// The glyph of the layer of bedding along `row` (``isBedding(_:)``) at `column`: a wavering line,
        /// each layer at a phase of the seed's.
        private func stratum(at column: Int, row: Int) -> UInt8 {
            let depth = row - frame.ground - 2
            let phase = Int((frame.variety >> 40) % 97) + depth * 5
            return Self.bedding[(column + phase).wrapped(into: Self.bedding.count)]
        }

        /// A layer of bedding in the rock, repeated along it: level runs between its rises and dips, since
        /// a line that rose and fell every few columns (`-._.-'`), two rows apart, read as waves.
        private static let bedding = Array("-.__.-'`'-.____.--'`-._____.-'`".utf8)
        /// How long a layer of bedding runs before a gap, and how long a gap is, in columns.
        private static let shortestRun = 6
        private static let longestRun = 18
        private static let shortestGap = 2
        private static let longestGap = 5
        /// The rows from one layer of bedding to the next.
        private static let beddingSpacing = 2

        /// The tunnel's roof: a line along the top of its first row, under the rock.
        private static let roof = "\u{203E}"

        /// The columns of `lane` dug out of the rock: all but ``edgeRim`` at the window's edge, where its
        /// burrowers dig their way in.
        private func dugColumns(of lane: Lane) -> Range<Int> {
            frame.seaIsRight
                ? (lane.columns.lowerBound + Self.edgeRim)..<lane.columns.upperBound
                : lane.columns.lowerBound..<(lane.columns.upperBound - Self.edgeRim)
        }

        /// The columns of rock kept between a tunnel and the window's edge: dug out to the edge, R124's
        /// judges read it as "a black box" cut into the cliff by the screen's edge, "a drawing bug, not a
        /// cave".
        private static let edgeRim = 3

        /// Whether the cell at `column`, `row` is dug out of the rock: inside a tunnel, or either of its
        /// rounded ends.
        private func isDugOut(column: Int, row: Int) -> Bool {
            lanes.contains { lane in
                let dug = dugColumns(of: lane)
                let rows = tunnelRows[lane.index]
                return (rows.contains(row) && dug.contains(column))
                    || (rows.dropFirst().contains(row) && (column == dug.lowerBound - 1 || column == dug.upperBound))
            }
        }

        /// The bedrock along the window's last row, level with the seabed's sand beside it, so that one
        /// floor runs under land and sea.
        private func drawBedrock(on canvas: inout Canvas) {
            var random = SeededGenerator(seed: frame.variety ^ 0xBED)
            for column in frame.earth(at: frame.bottom) {
                let glyph = random.index(below: 7) == 0 ? UInt8(ascii: ".") : UInt8(ascii: "_")
                canvas.draw(ascii: glyph, column: column, row: frame.bottom, style: Self.stone)
            }
        }

        // MARK: - Ants

        /// How long an ant takes to cross a column, and how far apart the ants of a file walk.
        /// A whole number of 100 ms, so that the ants step on the beat of the scene's other changes: a
        /// step between them is one more update, and breaks the beat of a 100 ms animation.
        private static let antStep = 300
        private static let antSpacing = 3
        private static let antsInFile = 4

        /// A file of ants along each tunnel's floor, from its mouth to the dead end, then a while
        /// with none: the earth's own life between its burrowers, as weed is the sea's. No worms wriggle
        /// between the tunnels: three viewers in a row read a small worm (`.==,`) in the earth as junk.
        func drawAmbient(on canvas: inout Canvas, at time: Int) {
            for lane in lanes {
                let dug = dugColumns(of: lane)
                let length = dug.count
                let period = length * 2
                let phase = Int((frame.variety >> 24) % 97)
                let lead = (time / Self.antStep + phase).wrapped(into: period)
                for ant in 0..<Self.antsInFile {
                    let along = lead - ant * Self.antSpacing
                    guard along >= 0, along < length else { continue }
                    let column =
                        frame.seaIsRight ? dug.lowerBound + along : dug.upperBound - 1 - along
                    canvas.draw(ascii: UInt8(ascii: "."), column: column, row: lane.baseline - 1, style: Self.ant)
                }
            }
        }

        func nextAmbientChange(after time: Int) -> Int? {
            lanes.isEmpty ? nil : (time / Self.antStep + 1) * Self.antStep
        }

        private static let ant = Canvas.Style(color: .red)
    }
}
