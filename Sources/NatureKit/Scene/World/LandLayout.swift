extension Scene {
    /// The land, seen from the side: landmarks stand on the horizon line, rising into the sky before the
    /// hills, on the upland behind the land's flank, which falls to the path by the shore; walkers walk
    /// along one path a few rows below it, level with the sea's surface, open at the window's edge and
    /// walled at the coast, so that they pass in front of the landmarks' feet and never over them. Below
    /// it lies the earth (``EarthLayout``).
    struct LandLayout: HabitatLayout {
        static let habitat = Habitat.land
        static var stillsPlacingRank: Int { 2 }

        /// In a large world (``World/Frame/isLarge(_:)``), a landmark: a still whose small form is already a
        /// tall one, a mountain or a tree. A campfire or a stone stays small, so that it is never wider than
        /// the fox beside it.
        static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool {
            gait == nil && World.Frame.isLarge(size) && small.rows >= landmarkRows
        }

        /// How tall a still's small form is for it to count as a landmark.
        private static let landmarkRows = 6
        /// How many of the land's landmarks a window smaller than 100x36 keeps at most.
        private static let smallWindowLandmarks = 2
        private let frame: World.Frame
        let lanes: [Lane]
        /// The land inland of its flank: where the far hills' line runs and the landmarks stand.
        private let upland: Range<Int>
        private let grass: [Tuft]
        /// The far hills along the horizon, at most a fifth of the sky high and four rows, coming down to
        /// the horizon by the coast: so that the horizon reads as a skyline, not a ruled line, and the land
        /// meets the sea level.
        private let hills: Ridge
        /// How often a gust of the breeze crosses the land, and when in that time the first starts: the
        /// seed's, so that two worlds' grass does not stir in step.
        private let breezePeriod: Int
        private let breezeOffset: Int
        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            // One path, level with the sea's surface: the meadow behind it, a strip of a few rows
            // (``World/Frame/horizon``), has no room for a walker on a path behind. Walkers stand on its
            // line, their last row the row above it: with their feet on the line, `___/\___`, viewers read
            // a heron's legs and a deer's as fused into it (`/_____w____\|/`, `_||__||___w`).
            lanes = [
                Lane(
                    habitat: .land, index: 0, baseline: frame.ground - 1, columns: frame.land,
                    leftIsOpen: frame.seaIsRight, rightIsOpen: !frame.seaIsRight, depth: Double(frame.ground))
            ]
            upland = Self.upland(in: frame)
            grass = Self.grass(in: frame)
            var hills = Ridge(
                count: upland.count, highest: Double(min(4, frame.horizon / 5)), seed: frame.variety ^ 0x4111)
            hills.taper(towardsEnd: frame.seaIsRight, slope: 4)
            // And down to the horizon at the window's edge: a crest cut by the edge, its rise hidden behind
            // a landmark, read to R127's viewer as a short green bar floating in the sky.
            hills.taper(towardsEnd: !frame.seaIsRight, slope: 4)
            self.hills = hills
            breezePeriod = 12_000 + Int(frame.variety % 7) * 1000
            breezeOffset = Int((frame.variety >> 12) % 8) * 1000
        }

        /// A walker for every 30 columns of ground, one at least: as many as come and go along a path walled
        /// at the coast without crowding, each walking in from the window's edge, to the coast and back.
        /// Counted a path for every 60 columns, a 200x60 land held a single snail in a minute.
        var moverShare: Int { max(1, frame.land.count / 30) }

        /// Walkers pass in front of the landmarks, below their feet, and turn at the coast's, short of the
        /// lighthouse's rock.
        var walls: Set<Habitat> { [.coast] }

        /// On the horizon, before the hills, a few rows behind the path: viewers read a walker
        /// passing behind a bush or a fire on its own path as walking through it, and a landmark standing
        /// six rows or more behind the walkers as floating on a ledge above the ground.
        /// A landmark stands on the upland, inland of the flank, and keeps ``windowEdgeMargin`` from the
        /// window's edge.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = upland
            let first = columns.lowerBound + (columns.lowerBound == 0 ? Self.windowEdgeMargin : 1)
            let last = columns.upperBound - (columns.upperBound == frame.size.columns ? Self.windowEdgeMargin : 1)
            guard last - first >= picture.columns, picture.rows <= frame.horizon + 1 else { return nil }
            return (first...(last - picture.columns), [frame.horizon])
        }

        /// The columns a landmark keeps from the window's edge: with one, R112's viewers saw a campfire
        /// standing against the edge as "cut by the edge", "clipped scenery that looks like a layout error".
        private static let windowEdgeMargin = 3

        func depth(baseline: Int) -> Double { Double(baseline) }

        /// Walkers and landmarks both stand in the grass, and the far hills ran into a landmark's outline
        /// (`_.---.'.'.'`, a willow's crown). Three columns either side above a still's foot, not one: with
        /// one, the hills' line ran up to a campfire's flames (`|=|_____ ) ) ( _____`), and a viewer saw it
        /// drawn through the fire.
        var moversClearScenery: Bool { true }
        /// Two columns: with one, the rest of a tuft beside a walker (`|/` of `\|/`) read to R102's viewers
        /// as its legs run into the grass.
        var moversClearance: Int { 2 }
        var stillsClearance: Clearance { Clearance(aboveFoot: 3, atFoot: 1) }

        /// About half of its landmarks, never leaving fewer than three, and in a window smaller than 100x36
        /// all but two.
        func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int> {
            // Looked at in an order of the seed's, so that the catalog's last landmarks are not the ones
            // kept once three are left: viewers saw the same willow in seed after seed.
            let landmarks = random.shuffled(stills)
            var leftOut: Set<Int> = []
            for index in landmarks where landmarks.count - leftOut.count > 3 && random.index(below: 2) == 0 {
                leftOut.insert(index)
            }
            // A small window's headland holds two beside the coast's: with three, a tree, a hut and the
            // lighthouse crammed into 20 columns read to viewers as a pile.
            if frame.isSmall {
                leftOut.formUnion(landmarks.filter { !leftOut.contains($0) }.dropFirst(Self.smallWindowLandmarks))
            }
            return leftOut
        }

        private static let ground = Canvas.Style(color: .green)
        private static let far = Canvas.Style(color: .green, dim: true)
        private static let farGlyphs = [".", ",", "."]
        private static let tuftGlyphs = [",", "\"", "'", ","]
        private static let nearGlyphs = [",", "\"", "w", "\\|/", "\"", "\\|/"]
        /// On the path's line, only tufts that stand up out of it: a mark that hangs from the top
        /// of a cell (`__"__`, `__'__`) or sits low (`__,__`) read there as a stray mark on the line.
        private static let lineGlyphs = ["w", "\\|/", "vw", "\\|/"]

        /// The far hills along the horizon, faint; the path's line; and the grass (``grass``).
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let land = frame.land
            hills.draw(on: &canvas, column: upland.lowerBound, row: frame.horizon, style: Self.far)
            let flank = frame.seaIsRight ? UInt8(ascii: "\\") : UInt8(ascii: "/")
            for row in (frame.horizon + 1)..<max(frame.horizon + 1, frame.ground) {
                canvas.draw(
                    ascii: flank, column: Self.column(fromShore: Self.flank(at: row, in: frame), in: frame), row: row,
                    style: Self.ground)
            }
            canvas.draw(
                String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.ground,
                style: Self.ground)
            for tuft in grass {
                canvas.draw(tuft.glyphs, column: tuft.column, row: tuft.row, style: tuft.isFar ? Self.far : Self.ground)
            }
        }

        /// A run of worn ground either side of a landmark's foot, ``footingReach`` columns long, on the
        /// land, and the knoll it stands on, its slopes running down from the run's ends to the path's
        /// line and turf between them (``drawTurf(between:and:below:on:)``). Standing on the far hills'
        /// faint line, or out in the meadow's grass, a tree or a tower with nothing beside its foot read to
        /// viewers as floating above the ground; with the run alone, rows
        /// behind the path with only grass below, R112's viewers still saw landmarks "sit 3–4 rows above
        /// the grass line".
        func drawFooting(of pose: Scene.Pose, on canvas: inout Canvas) {
            let last = pose.sprite.height - 1
            guard let span = pose.sprite.drawnSpan(ofRow: last) else { return }
            let foot = (pose.column + span.lowerBound)...(pose.column + span.upperBound)
            let run = (foot.lowerBound - Self.footingReach)...(foot.upperBound + Self.footingReach)
            let worn = wornGround
            let footRow = pose.row + last
            for column in run where !foot.contains(column) && worn.contains(column) {
                canvas.draw(ascii: UInt8(ascii: "_"), column: column, row: footRow, style: Self.ground)
            }
            let steps = 1..<max(1, frame.ground - footRow)
            let seaward = frame.seaIsRight ? 1 : -1
            // Each side's edge on each row below the foot, where it has one: its slope, or the flank.
            var edges: (left: [Int]?, right: [Int]?)
            for (outwards, slope) in [(-1, UInt8(ascii: "/")), (1, UInt8(ascii: "\\"))] {
                let end = outwards < 0 ? run.lowerBound : run.upperBound
                // Near the flank, the worn ground runs on to its top: a slope beside it read as a
                // second flank, `/  /`.
                let flankTop = seaward < 0 ? worn.lowerBound : worn.upperBound - 1
                if outwards == seaward, (flankTop - end) * seaward <= 2 * steps.count {
                    for column in min(end, flankTop)...max(end, flankTop) where worn.contains(column) {
                        canvas.draw(ascii: UInt8(ascii: "_"), column: column, row: footRow, style: Self.ground)
                    }
                    let flank = steps.map { Self.column(fromShore: Self.flank(at: footRow + $0, in: frame), in: frame) }
                    if outwards < 0 { edges.left = flank } else { edges.right = flank }
                    continue
                }
                // A side whole or not at all: cut short by the sea or the window's edge, a slope left a
                // lone `/` at the edge of a 200x60 window.
                guard let last = steps.last, worn.contains(end + outwards * last) else { continue }
                for step in steps {
                    let (column, row) = (end + outwards * step, footRow + step)
                    // The tufts the slope runs through or touches go: it turned a `\|/` into `/|/`.
                    clearTufts(around: column, row: row, leaving: " ", on: &canvas)
                    canvas.draw(ascii: slope, column: column, row: row, style: Self.ground)
                }
                let slopeColumns = steps.map { end + outwards * $0 }
                if outwards < 0 { edges.left = slopeColumns } else { edges.right = slopeColumns }
                // And so do those on the path's line at the slope's foot, so that it meets the line.
                clearTufts(around: end + outwards * last, row: frame.ground, leaving: "_", on: &canvas)
            }
            guard let left = edges.left, let right = edges.right else { return }
            drawTurf(between: left, and: right, below: footRow, on: &canvas)
        }

        /// Grass over the knoll between its edges, `left` and `right` on each row below `footRow`: in
        /// outline alone, its slopes a hollow `/ \` over the path, R122's critic read a knoll as "a tent or
        /// a wireframe", a walker passing in front of it as standing in its empty inside.
        private func drawTurf(between left: [Int], and right: [Int], below footRow: Int, on canvas: inout Canvas) {
            for (index, (from, to)) in zip(left, right).enumerated() where to - from > 1 {
                let row = footRow + 1 + index
                for column in (from + 1)..<to where canvas[column, row].isEmpty {
                    let grain = Self.turf[(column * 5 + row * 3).wrapped(into: Self.turf.count)]
                    if grain != 0x20 { canvas.draw(ascii: grain, column: column, row: row, style: Self.far) }
                }
            }
        }

        /// The knoll's grass: a mark in most cells, so that it reads as a mound of turf, not a pattern.
        private static let turf = Array("',.'\",'.,\"'. ,'.\"".utf8)

        /// Draws `mark` over every cell of the tufts of ``grass`` on `row` that take `column` or a column
        /// either side of it.
        private func clearTufts(around column: Int, row: Int, leaving mark: Character, on canvas: inout Canvas) {
            for near in (column - 1)...(column + 1) {
                guard let tuft = tuft(covering: near, row: row) else { continue }
                let marks = String(repeating: mark, count: tuft.glyphs.count)
                canvas.draw(marks, column: tuft.column, row: row, style: Self.ground)
            }
        }

        /// The tuft of ``grass`` that takes the cell at `column` on `row`, if one does: found by halving,
        /// since the grass is laid out row by row, left to right, and footings ask for it on every frame.
        private func tuft(covering column: Int, row: Int) -> Tuft? {
            var (low, high) = (0, grass.count)
            while low < high {
                let middle = (low + high) / 2
                let tuft = grass[middle]
                if (tuft.row, tuft.column) <= (row, column) { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            let tuft = grass[low - 1]
            return tuft.row == row && column < tuft.column + tuft.glyphs.count ? tuft : nil
        }

        /// How far the worn ground runs either side of a landmark's foot, in columns.
        static let footingReach = 3

        /// The land's columns that footings wear: the upland's, short of the flank, since a fire's
        /// footing read as a ledge running into the lighthouse's tower.
        private var wornGround: Range<Int> { upland }

        // MARK: - The flank

        /// The land falls from the hills' line to the path by the shore, a row a column, its foot a
        /// quarter of the land in from the water, where the coast's landmark stands in front of it. With
        /// the hills' line and the landmarks running out to the shore, four rows over the path, R120's
        /// judge saw the land as a ledge hanging over the sea, not one mass rising from it.
        private static func upland(in frame: World.Frame) -> Range<Int> {
            let fromShore = min(frame.land.count, flank(at: frame.horizon, in: frame))
            return frame.seaIsRight
                ? frame.land.lowerBound..<(frame.land.upperBound - fromShore)
                : (frame.land.lowerBound + fromShore)..<frame.land.upperBound
        }

        /// How many columns in from the shore the flank is on `row`, the horizon's row being where the
        /// hills' line begins.
        private static func flank(at row: Int, in frame: World.Frame) -> Int {
            frame.land.count / 4 + frame.ground - 1 - row
        }

        /// The column `offset` columns in from the shore.
        private static func column(fromShore offset: Int, in frame: World.Frame) -> Int {
            frame.seaIsRight ? frame.land.upperBound - 1 - offset : frame.land.lowerBound + offset
        }

        /// How many columns in from the shore `column` is.
        private static func fromShore(_ column: Int, in frame: World.Frame) -> Int {
            frame.seaIsRight ? frame.land.upperBound - 1 - column : column - frame.land.lowerBound
        }

        /// Grass on the meadow between the horizon and the path, thin and short far off and thicker near,
        /// so that the land reads as one field running towards the viewer, not as two floors.
        private static func grass(in frame: World.Frame) -> [Tuft] {
            var random = SeededGenerator(seed: frame.variety ^ 0x1A4D)
            var grass: [Tuft] = []
            let depth = max(1, frame.ground - frame.horizon)
            for row in (frame.horizon + 1)...frame.ground {
                // 0 at the horizon, 1 at the path.
                let nearness = Double(row - frame.horizon) / Double(depth)
                // A small window's meadow, a strip of a few rows, is grassed thickly all over: thin, it
                // left the landmarks on a line floating over rows of black.
                let odds = row == frame.ground ? 12 : frame.isSmall ? 6 : Int(50 - 36 * nearness)
                let glyphs =
                    row == frame.ground
                    ? lineGlyphs : nearness < 0.4 ? farGlyphs : nearness < 0.75 ? tuftGlyphs : nearGlyphs
                // A cell apart: tufts side by side ran into a hedge (`wvw\|/\|/`) over half a small
                // window's path, its line lost.
                var clearFrom = Int.min
                // Only inland of the flank, a column clear of it, above the path: seaward of it is sky.
                let inland = row == frame.ground ? -1 : flank(at: row, in: frame) + 1
                for column in frame.land.dropLast(2) where random.index(below: odds) == 0 && column >= clearFrom {
                    let blade = glyphs[random.index(below: glyphs.count) ?? 0]
                    let nearest = min(fromShore(column, in: frame), fromShore(column + blade.count - 1, in: frame))
                    guard nearest > inland else { continue }
                    grass.append(Tuft(column: column, row: row, glyphs: blade, isFar: nearness < 0.5))
                    clearFrom = column + blade.count + 1
                }
            }
            return grass
        }

        /// A blade or tuft of grass.
        struct Tuft: Sendable {
            let column: Int
            let row: Int
            let glyphs: String
            let isFar: Bool
        }

        // MARK: - The breeze

        /// How long the breeze's front takes to cross a column.
        private static let breezeStep = 100
        /// How many columns of grass behind the front lean over.
        private static let breezeWidth = 10

        /// How many columns inland the breeze's front has gone at `time`, or `nil` between gusts. A gust
        /// crosses the land from the sea every so often and bends the grass it passes, so that the land,
        /// which otherwise only its walkers move, stirs as the sea does.
        private func breezeFront(at time: Int) -> Int? {
            let into = (time - breezeOffset).wrapped(into: breezePeriod)
            let travelled = into / Self.breezeStep
            return travelled < frame.land.count + Self.breezeWidth ? travelled : nil
        }

        /// Bends the near grass behind the breeze's front, away from the sea: a tuft's upright blades
        /// lean over and the rest keep their shape. Not the far specks, and not a whole tuft: a speck or
        /// a tuft bent wholly to strokes read as loose marks, a fault, rain or a glitch, where a tuft whose
        /// middle leans reads as grass in the wind.
        func drawAmbient(on canvas: inout Canvas, at time: Int) {
            guard let front = breezeFront(at: time) else { return }
            // The front starts at the coast and goes inland.
            let land = frame.land
            let lean: UInt8 = frame.seaIsRight ? UInt8(ascii: "\\") : UInt8(ascii: "/")
            for tuft in grass where !tuft.isFar {
                let gone = frame.seaIsRight ? land.upperBound - 1 - tuft.column : tuft.column - land.lowerBound
                guard gone <= front, front - gone < Self.breezeWidth else { continue }
                for (offset, glyph) in tuft.glyphs.utf8.enumerated() where Self.upright.contains(glyph) {
                    canvas.draw(ascii: lean, column: tuft.column + offset, row: tuft.row, style: Self.ground)
                }
            }
        }

        /// The blades of grass that stand upright, and so lean in the breeze.
        private static let upright: Set<UInt8> = [UInt8(ascii: "|"), UInt8(ascii: "\"")]

        func nextAmbientChange(after time: Int) -> Int? {
            guard !grass.isEmpty else { return nil }
            if breezeFront(at: time) != nil { return (time / Self.breezeStep + 1) * Self.breezeStep }
            // The next gust's start.
            let into = (time - breezeOffset).wrapped(into: breezePeriod)
            return time + breezePeriod - into
        }
    }
}
