extension Scene {
    /// The land, seen from the side: landmarks stand on the horizon line, far, rising into the sky before
    /// the hills, or in a large window the tallest out in the meadow; walkers walk along paths below it,
    /// near, open at the window's edge and walled at the coast, so that they pass in front of the
    /// landmarks' feet and never over them: one path, or where walkers are short enough for the
    /// meadow's strip to hold more, two or three, a walker's height apart, the nearest level with the
    /// sea's surface.
    /// Below it lies the earth (``EarthLayout``).
    struct LandLayout: HabitatLayout {
        static let habitat = Habitat.land
        private let frame: World.Frame
        let lanes: [Lane]
        private let grass: [Tuft]
        /// The far hills along the horizon, at most a fifth of the sky high and four rows, coming down to
        /// the horizon by the coast: so that the horizon reads as a skyline, not a ruled line, and the land
        /// meets the sea level.
        private let hills: Ridge
        /// How often a gust of the breeze crosses the land, and when in that time the first starts: the
        /// seed's, so that two worlds' grass does not stir in step.
        private let breezePeriod: Int
        private let breezeOffset: Int
        /// A walker's height and a row: a still taller than this hides a walker that passes behind it.
        private let spacing: Int
        /// The rows of the meadow, between the paths, where a landmark taller than a walker may stand
        /// nearer than the horizon: never on a path or the row above one, where a walker's feet would
        /// touch its foot, nor on the row above the tallest walker's head on a nearer path, where the
        /// walker would stand under it as on a shelf (a deer under a cactus, a column of three pictures).
        private let meadowBaselines: [Int]
        /// The paths' rows.
        private let paths: Set<Int>

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            // A walker's height and a row apart, from the nearest path back, as far as the horizon leaves
            // room for.
            let spacing = max(tallest.values.max() ?? 2, 1) + 1
            self.spacing = spacing
            let behind = max(0, frame.ground - frame.horizon - spacing) / spacing
            lanes = Self.baselines(from: frame.ground - behind * spacing, to: frame.ground, spacing: spacing)
                .enumerated().map { index, baseline in
                    Lane(
                        habitat: .land, index: index, baseline: baseline, columns: frame.land,
                        leftIsOpen: frame.seaIsRight, rightIsOpen: !frame.seaIsRight, depth: Double(baseline))
                }
            let paths = Set(lanes.map(\.baseline))
            self.paths = paths
            grass = Self.grass(in: frame, paths: paths)
            meadowBaselines =
                frame.isSmall
                ? []
                : ((frame.horizon + 2)..<frame.ground).filter { row in
                    !paths.contains(row) && !paths.contains(row + 1) && !paths.contains(row + spacing - 1)
                }
            var hills = Ridge(
                count: frame.land.count, highest: Double(min(4, frame.horizon / 5)), seed: frame.variety ^ 0x4111)
            hills.taper(towardsEnd: frame.seaIsRight, slope: 4)
            self.hills = hills
            breezePeriod = 12_000 + Int(frame.variety % 7) * 1000
            breezeOffset = Int((frame.variety >> 12) % 8) * 1000
        }

        /// A walker for every 30 columns of ground, and one a path at least: as many as come and go along a
        /// path walled at the coast without crowding, each walking in from the window's edge, to the coast
        /// and back. Counted a path for every 60 columns, a meadow of one path left a 200x60 land one snail
        /// in a minute.
        var moverShare: Int { max(lanes.count, frame.land.count / 30) }

        /// Walkers pass in front of the landmarks, below their feet, and turn at the coast's, short of the
        /// lighthouse's rock.
        var walls: Set<Habitat> { [.coast] }

        /// On the horizon, before the hills, clear of every path: viewers read a walker passing behind a
        /// bush or a fire on its own path as walking through it. In a large window a landmark taller than a
        /// walker may also stand out in the meadow, between the paths, far to near as its Y says: drawn
        /// large and on the horizon, a tree stood nine rows above the nearest path, and viewers saw it
        /// floating. A walker on a farther path passes wholly behind it, one on a nearer path in front.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = frame.land
            guard columns.count >= picture.columns + 2, picture.rows <= frame.horizon + 1 else { return nil }
            // Nor with its top right under a path, where a walker on it would stand on its crown.
            let meadow = picture.rows > spacing ? meadowBaselines.filter { !paths.contains($0 - picture.rows) } : []
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), [frame.horizon] + meadow)
        }

        func depth(baseline: Int) -> Double { Double(baseline) }

        /// Six columns beside a landmark out in the meadow, whose crown stands as high as the horizon's
        /// things: a fire two columns from a tree's crown read as burning in it.
        func stillMargin(baseline: Int) -> Int { baseline == frame.horizon ? Scene.leastStillMargin : 6 }

        /// Walkers and landmarks both stand in the grass, and the far hills ran into a landmark's outline
        /// (`_.---.'.'.'`, a willow's crown).
        var moversClearScenery: Bool { true }
        var stillsClearScenery: Bool { true }

        private static let ground = Canvas.Style(color: .green)
        private static let far = Canvas.Style(color: .green, dim: true)
        private static let farGlyphs = [".", ",", "."]
        private static let tuftGlyphs = [",", "\"", "'", ","]
        private static let nearGlyphs = [",", "\"", "w", "\\|/", "\"", "\\|/"]
        /// On the nearest path's line, only tufts that stand up out of it: a mark that hangs from the top
        /// of a cell (`__"__`, `__'__`) or sits low (`__,__`) read there as a stray mark on the line.
        private static let lineGlyphs = ["w", "\\|/", "vw", "\\|/"]

        /// The far hills along the horizon, faint; the nearest path's line, and the tracks of those behind
        /// it; and the grass (``grass``).
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let land = frame.land
            hills.draw(on: &canvas, column: land.lowerBound, row: frame.horizon, style: Self.far)
            canvas.draw(
                String(repeating: "_", count: land.count), column: land.lowerBound, row: frame.ground,
                style: Self.ground)
            drawTracks(on: &canvas)
            for tuft in grass {
                canvas.draw(tuft.glyphs, column: tuft.column, row: tuft.row, style: tuft.isFar ? Self.far : Self.ground)
            }
        }

        /// A run of worn ground either side of a landmark's foot, ``footingReach`` columns long, on the
        /// land: standing on the far hills' faint line, or out in the meadow's grass, a tree or a tower
        /// with nothing beside its foot read to viewers as floating above the ground.
        func drawFooting(of pose: Scene.Pose, on canvas: inout Canvas) {
            let last = pose.sprite.height - 1
            guard let span = pose.sprite.drawnSpan(ofRow: last) else { return }
            let foot = (pose.column + span.lowerBound)...(pose.column + span.upperBound)
            let run = (foot.lowerBound - Self.footingReach)...(foot.upperBound + Self.footingReach)
            let worn = wornGround
            for column in run where !foot.contains(column) && worn.contains(column) {
                canvas.draw(ascii: UInt8(ascii: "_"), column: column, row: pose.row + last, style: Self.ground)
            }
        }

        private static let footingReach = 3

        /// The land's columns that tracks and footings wear, two columns short of the headland
        /// (``World/Frame/headland``): a track run up to the lighthouse read as a ground line cutting it
        /// below its lamp, and a fire's footing as a ledge running into its tower.
        private var wornGround: Range<Int> {
            let kept = min(frame.land.count, frame.headland + 2)
            return frame.seaIsRight
                ? frame.land.lowerBound..<(frame.land.upperBound - kept)
                : (frame.land.lowerBound + kept)..<frame.land.upperBound
        }

        /// Each path behind the nearest worn into the meadow: faint runs of three to eight columns with
        /// gaps between, so that a walker on it stands on ground. With grass alone there, viewers saw a
        /// tortoise on a far path hovering rows above the ground line; a whole line read as a second floor.
        /// They stop short of the headland (``wornGround``).
        private func drawTracks(on canvas: inout Canvas) {
            var random = SeededGenerator(seed: frame.variety ^ 0x7AC5)
            let worn = wornGround
            for row in paths.subtracting([frame.ground]).sorted() {
                var column = worn.lowerBound + (random.index(below: 4) ?? 0)
                while column < worn.upperBound - 2 {
                    let end = min(column + 3 + (random.index(below: 6) ?? 0), worn.upperBound - 2)
                    canvas.draw(String(repeating: "_", count: end - column), column: column, row: row, style: Self.far)
                    column = end + 2 + (random.index(below: 5) ?? 0)
                }
            }
        }

        /// Grass on the meadow between the horizon and the nearest path, thin and short far off and thicker
        /// near, so that the land reads as one field running towards the viewer, not as two floors; and
        /// thick along each path's row, one cell in four, so that a walker on a path behind stands in the
        /// grass: on a meadow as thin there as anywhere, viewers saw the walkers behind floating rows
        /// above the ground.
        private static func grass(in frame: World.Frame, paths: Set<Int>) -> [Tuft] {
            var random = SeededGenerator(seed: frame.variety ^ 0x1A4D)
            var grass: [Tuft] = []
            let depth = max(1, frame.ground - frame.horizon)
            for row in (frame.horizon + 1)...frame.ground {
                // 0 at the horizon, 1 at the nearest path.
                let nearness = Double(row - frame.horizon) / Double(depth)
                // A small window's meadow, a strip of a few rows, is grassed thickly all over: thin, it
                // left the landmarks on a line floating over rows of black.
                let odds =
                    row == frame.ground ? 12 : paths.contains(row) ? 4 : frame.isSmall ? 6 : Int(50 - 36 * nearness)
                let glyphs =
                    row == frame.ground
                    ? lineGlyphs : nearness < 0.4 ? farGlyphs : nearness < 0.75 ? tuftGlyphs : nearGlyphs
                for column in frame.land.dropLast(2) where random.index(below: odds) == 0 {
                    let blade = glyphs[random.index(below: glyphs.count) ?? 0]
                    grass.append(Tuft(column: column, row: row, glyphs: blade, isFar: nearness < 0.5))
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
