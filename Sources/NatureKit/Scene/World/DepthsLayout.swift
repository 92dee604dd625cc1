extension Scene {
    /// Under the water: the sea's columns from below the ripples down to the seabed. Swimmers' lanes lie
    /// a swimmer's height apart, and the nearest lane is the bed's, where crawlers go; each lane is walled
    /// where the shore reaches out under the water and open at the window's edge. Weed sways on the bed,
    /// bubbles rise from vents in its sand, and in a deep sea small fish far off go to and fro behind
    /// everything.
    struct DepthsLayout: HabitatLayout {
        static let habitat = Habitat.underwater
        static let moversGait = Gait.swim
        static var stillsPlacingRank: Int { 4 }

        /// Whether the sea's life can be drawn at its card's size in a window of `size`: from 100 columns
        /// and 36 rows. The sea is what people watch longest, and its life reads at the card's size where a
        /// small form is a glyph or two: a 120x40 sea of three-column fish read to viewers as a few specks
        /// in a thousand cells of water.
        static func seaLifeFitsLarge(in size: Size) -> Bool { !World.Frame.isSmall(size) }

        /// In a sea large enough (``seaLifeFitsLarge(in:)``), what swims or crawls in it, no wider at its
        /// card's size than a fifth of the narrowest sea the window may have, and no taller than
        /// ``tallestLargeCrawler`` or ``tallestLargeSwimmer``. A squid 33 columns long in a sea of 80 read as
        /// a monster; what is wider keeps its small form. Once all of the sea's life kept its small form
        /// where one species was too wide, so a 120x40 sea held nothing larger than a few columns. At a
        /// third of the sea, a 120x40 sea drew the turtle 24 columns long under the whale in its small form,
        /// 15 long, and R116's judge found the turtle larger than the whale: at a fifth, what swims is drawn
        /// smaller than what floats over it (``SurfaceLayout/drawsAtCardSize(_:small:gait:in:)``).
        static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool {
            drawsAtCardSize(card, gait: gait, in: size, widest: World.seaWidth(in: size, tenths: 0) / 5)
        }

        /// Whether the sea's life is drawn at its card's size in a window of `size`, where no wider than
        /// `widest` columns: the surface's rule as well as the depths'.
        static func drawsAtCardSize(_ card: Size, gait: Gait?, in size: Size, widest: Int) -> Bool {
            guard let gait, seaLifeFitsLarge(in: size), card.columns <= widest else { return false }
            return card.rows <= (gait == .crawl ? tallestLargeCrawler : tallestLargeSwimmer)
        }

        /// The tallest a crawler on the seabed is drawn at its full size: a crab five rows high stood taller
        /// than the whale on the surface.
        private static let tallestLargeCrawler = 4
        /// The tallest a swimmer is drawn at its full size: the angelfish, nine rows high, stood as tall as
        /// the lighthouse, and a viewer asked for the sea's life to stay under the landmarks.
        private static let tallestLargeSwimmer = 7

        private let frame: World.Frame
        let lanes: [Lane]
        /// Each clump of weed: its column, its height and its kind.
        private let weed: [(column: Int, height: Int, kind: Int)]
        /// The fish far off in a deep sea.
        private let farFish: [(fish: FarThing, shape: FarFishShape)]
        /// Where bubbles rise from the bed: each vent's column, how far into its round it starts, in rises,
        /// how long its bubbles take to rise a row, and how many rises apart it lets them go, its own so
        /// that no two vents' bubbles rise in step.
        private let vents: [Vent]

        private struct Vent {
            let column: Int
            let phase: Int
            let pace: Int
            let apart: Int
        }

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            // A swimmer for every 200 cells of open water (every 140 in a small window, whose pictures are
            // a quarter the size: at every 100, its fish passed in knots), a crawler on the bed for every 60
            // columns: by the water's area, not its lanes, which lie closer than its fish are tall. The water
            // off the shore only: counted with the sea cave under the land's shallow roof, a 120x40 sea
            // filled its first minute with more swimmers than it then kept. Worked out once: the cast asks
            // at every arrival.
            let water = (frame.surface + 2...frame.bottom - 1).reduce(0) {
                $0 + frame.openSea(at: $1...$1).clamped(to: frame.sea).count
            }
            moverShare = max(1, water / (frame.isSmall ? 140 : 200)) + max(1, frame.sea.count / 60)
            let swimmer = max(tallest.filter { $0.key != .crawl }.values.max() ?? 2, 1)
            let bed = frame.bottom - 1
            // Lanes two rows apart at most, however tall the swimmers, so that a sea holds fish drawn at
            // their card's size at many depths, passing one in front of another (``letsMoversPass``)
            // rather than a lane or two of them. The first lies a lane below the waves: a swimmer too tall
            // for it keeps to deeper ones (``admits(rows:in:)``).
            let spacing = min(swimmer + 1, Self.widestSpacing)
            var baselines = Self.baselines(
                from: frame.surface + spacing, to: bed - max(tallest[.crawl] ?? 2, 2) - 1,
                spacing: spacing)
            baselines.append(bed)
            lanes = baselines.enumerated().map { index, baseline in
                let rows = max(frame.surface + 1, baseline - swimmer)...baseline
                return Lane(
                    habitat: .underwater, index: index, baseline: baseline, columns: frame.openSea(at: rows),
                    leftIsOpen: !frame.seaIsRight, rightIsOpen: frame.seaIsRight,
                    depth: Double(frame.surface + 1 + baseline))
            }
            // Weed rooted on the bed, clear of the shore's reach, in clumps of one to three stems with
            // open sand between them, at places and heights of the seed's: a fringe every few columns read
            // as a fence, and large crabs walking the bed read as tangled in it.
            let open = frame.openSea(at: bed...bed)
            var random = SeededGenerator(seed: frame.variety ^ 0x5EED_0F_5EA)
            var weed: [(column: Int, height: Int, kind: Int)] = []
            var column = open.lowerBound + 1 + (random.index(below: 4) ?? 0)
            let most = max(2, frame.bottom - frame.surface - 4) / 2
            // Up to five rows in a small window's shallow sea, up to eight in a larger one: at five, R112's
            // viewers found a 200x60 bed's weed "short stubs spread evenly", the sea floor thin.
            let tallestWeed = frame.isSmall ? 4 : 7
            while column < open.upperBound - 1 {
                let kind = random.index(below: 2) ?? 0
                let stems = 1 + (random.index(below: 2) ?? 0)
                for stem in 0..<stems where column + 2 * stem < open.upperBound - 1 {
                    let height = 2 + (random.index(below: max(1, min(tallestWeed, most))) ?? 0)
                    weed.append((column + 2 * stem, height, kind))
                }
                column += 2 * stems + 8 + (random.index(below: 17) ?? 0)
            }
            self.weed = weed
            farFish = Self.farFish(in: frame, random: &random)
            // A vent for every 60 columns of sand, where no weed grows beside it, letting a bubble go every
            // ten to twelve rises: one every 30 columns, every four to six, put more than 25 bubbles in a
            // 200x60 sea, which a viewer saw as noise flattening the picture; and at every six to eight,
            // with the sea's fish kept full, two viewers still saw its thirty or so bubbles as static.
            let weedColumns = Set(weed.flatMap { [$0.column - 1, $0.column, $0.column + 1] })
            let sand = open.filter { !weedColumns.contains($0) && !weedColumns.contains($0 + 1) }
            vents = Self.scatter(max(1, open.count / 60), over: open, generator: &random).compactMap { place in
                guard let column = sand.min(by: { abs($0 - place) < abs($1 - place) }) else { return nil }
                let apart = 10 + (random.index(below: 3) ?? 0)
                return Vent(
                    column: column, phase: random.index(below: apart) ?? 0,
                    pace: Self.bubbleRise * (3 + (random.index(below: 3) ?? 0)) / 4, apart: apart)
            }
        }

        private static let widestSpacing = 2

        /// How deep a sea is before it holds far fish: room for a row of them between the swell and the
        /// weed. A small window's sea, 8 to 10 rows deep, held none, and its few large fish left it empty
        /// beside a sea of fish at every depth.
        private static let farFishDepth = 8
        /// A far fish's picture, facing right and facing left.
        private struct FarFishShape: Sendable {
            let right: [UInt8]
            let left: [UInt8]

            init(_ right: String, _ left: String) { (self.right, self.left) = (Array(right.utf8), Array(left.utf8)) }
        }
        /// Two kinds, the smaller twice as many: one kind alone, a large sea's score of them read to viewers
        /// as one mark repeated.
        private static let farFishShapes = [
            FarFishShape("><>", "<><"), FarFishShape("><>", "<><"), FarFishShape(">))'>", "<'((<"),
        ]
        /// Their colours: plain, never faint nor blue. Faint, and by night in the moon's blue, R112's two
        /// viewers found the far fish "dark blue on black", fish that "almost vanish".
        private static let farFishStyles = [
            Canvas.Style(color: .cyan), Canvas.Style(color: .green), Canvas.Style(color: .yellow),
        ]

        /// A far fish for about every 240 cells of open water under the swell (every 80 in a small
        /// window's shallow sea, whose own fish are few), none in a sea too shallow, at rows, paces, places
        /// and of kinds of the seed's. One every 160 cells put 27 in a large window's sea.
        private static func farFish(
            in frame: World.Frame, random: inout SeededGenerator
        ) -> [(fish: FarThing, shape: FarFishShape)] {
            let top = frame.surface + 3
            let lowest = frame.bottom - 3
            guard frame.bottom - frame.surface >= farFishDepth, lowest > top else { return [] }
            let water = (top...lowest).reduce(0) { $0 + frame.openSea(at: $1...$1).count }
            // Six at most: at one for every 240 cells, a sea 160 columns wide held twenty, and a viewer saw
            // its water as noise of small fish drowning out the large ones.
            return (0..<min(Self.mostFarFish, water / (frame.isSmall ? 80 : 240))).map { _ in
                let fish = FarThing(
                    row: top + (random.index(below: lowest - top + 1) ?? 0),
                    pace: 100 * (4 + (random.index(below: 7) ?? 0)), start: random.index(below: 10_000) ?? 0,
                    style: farFishStyles[random.index(below: farFishStyles.count) ?? 0])
                return (fish, farFishShapes[random.index(below: farFishShapes.count) ?? 0])
            }
        }

        private static let mostFarFish = 6

        /// Where `fish` is at `time`: its left column and whether it faces left, going to and fro between
        /// the open water's ends on its row; `nil` where its row has no room for it.
        private func place(of fish: FarThing, width: Int, at time: Int) -> (column: Int, facesLeft: Bool)? {
            let open = frame.openSea(at: fish.row...fish.row)
            let span = open.count - width
            guard span > 0 else { return nil }
            let walk = fish.walk(at: time, within: span)
            return (open.lowerBound + walk.place, walk.isBack)
        }

        let moverShare: Int

        /// Fish of different depths cross one in front of the other: the sea's lanes lie closer than its
        /// fish are tall, and each is walled at the shore, so keeping a free row between every two
        /// left a wide sea with a swimmer or two a lane.
        var letsMoversPass: Bool { true }

        /// In a sea 110 columns wide or more. With one of each large swimmer, a 200x60 sea kept about eleven
        /// swimmers for its share of twenty-five, and viewers saw it as dead space; with copies further
        /// off, fifteen. A 120x40 sea of 89 to 96 columns has no room to spare: copies came on at the start
        /// and found no clear way back, and the sea emptied by a quarter after its first minute.
        var holdsCopiesFarOff: Bool { frame.sea.count >= 110 }

        /// On the bed, no higher than a third of the water: a wreck filling a small window's sea left its
        /// swimmers no lane to pass it in. Out of the quarter of the bed by the window's edge: the lanes
        /// it stands in end at it, and there it left them a stretch too short for most swimmers to come in
        /// and turn, and a large window's sea a fish or two fewer all hour. Kept to the half nearer the
        /// shore, it lay in much the same place in every seed, and R121's judges saw one seabed thrice.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let bed = frame.bottom - 1
            let columns = frame.shoreward(quarters: 3, of: frame.openSea(at: (bed - picture.rows + 1)...bed))
            guard columns.count >= picture.columns + 2, picture.rows * 3 <= bed - frame.surface else { return nil }
            return ((columns.lowerBound + 1)...(columns.upperBound - 1 - picture.columns), [bed])
        }

        func depth(baseline: Int) -> Double { Double(frame.surface + 1 + baseline) }

        /// One landmark on the bed, two in a large window, picked by the seed: with the wreck alone on
        /// every bed, R127's and R128's judges saw "the same seabed in every run". Picked with a stream of
        /// the layout's own, so that the habitats after it choose as they did before the bed had a choice.
        func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int> {
            var own = SeededGenerator(seed: frame.variety ^ 0x5EABED)
            return Set(own.shuffled(stills).dropFirst(frame.isLarge ? 2 : 1))
        }

        /// A swimmer goes through the weed and the bubbles, which drawn up to its outline read as part of it.
        var moversClearScenery: Bool { true }

        /// A wreck on the bed keeps two columns of open water either side, down to the bed: weed swaying
        /// against its hull read to a viewer as touching it (`(|  |__`), the two one tangle.
        var stillsClearance: Clearance { Clearance(aboveFoot: 2, atFoot: 2) }

        /// Under both rows of the waves whole, even at the top of a swimmer's sway a row up: in a shallow
        /// sea a tall swimmer waits rather than poke through them (a fin in the lower row of waves read
        /// as a fish breaking the surface).
        func admits(rows: Int, in lane: Lane) -> Bool { lane.baseline - rows > frame.surface + 1 }

        private static let sand = Canvas.Style(color: .yellow)
        private static let pebbles = Canvas.Style(color: .gray)

        /// The seabed: sand along the last row, a ripple in it every few columns, and a pebble or a mound in
        /// the sand for about every 16 columns. A mark in every other cell and a stone every 12 read to
        /// viewers as noise along the bed of a small window's sea, a `0` or an `@` on the line as a stray
        /// digit or a glitch, and a shell, `c`, as an odd letter.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {
            let open = frame.openSea(at: frame.bottom...frame.bottom)
            let sand = Array("___.______,_____.____-_______")
            var text = ""
            for column in open { text.append(sand[(column * 7 + column / 3) % sand.count]) }
            canvas.draw(text, column: open.lowerBound, row: frame.bottom, style: Self.sand)
            for column in Self.scatter(max(1, open.count / 16), over: open, generator: &generator) {
                let stone = ["o", ".-.", "o", ".-."][generator.index(below: 4) ?? 0]
                guard column + stone.count <= open.upperBound else { continue }
                canvas.draw(stone, column: column, row: frame.bottom, style: Self.pebbles)
            }
        }

        private static let swayStep = 800
        private static let kinds: [[UInt8]] = [Array("()".utf8), Array("{}".utf8)]
        private static let stem = Canvas.Style(color: .green)
        private static let tip = Canvas.Style(color: .brightGreen)

        /// Weed swaying from side to side, each row a beat behind the one below.
        func drawAmbient(on canvas: inout Canvas, at time: Int) {
            let beat = time / Self.swayStep
            let bed = frame.bottom - 1
            for clump in weed {
                let glyphs = Self.kinds[clump.kind]
                for level in 0..<clump.height {
                    canvas.draw(
                        ascii: glyphs[(beat + level) % 2], column: clump.column, row: bed - level,
                        style: level == clump.height - 1 ? Self.tip : Self.stem)
                }
            }
            drawBubbles(on: &canvas, at: time)
        }

        /// How long a bubble takes to rise a row, at a vent of middling pace (three quarters of it to five
        /// quarters at others): whole numbers of the scene's 100 ms beats, so that the bubbles rise on the
        /// beat of its other changes.
        private static let bubbleRise = 400
        private static let bubble = Canvas.Style(color: .cyan)

        /// The bubbles of every vent, rising a row at a time from the bed to below the swell, small at
        /// first and larger as they rise; a vent lets two bubbles go in three, and each drifts a column
        /// aside every three rows, left, right or not at all, its own way, so that the bubbles read as
        /// rising, not as stripes ruled up the water. Only in open water, so that one never sits on weed,
        /// and behind the cast.
        private func drawBubbles(on canvas: inout Canvas, at time: Int) {
            let first = frame.bottom - 1
            let last = frame.surface + 2
            guard first > last else { return }
            for vent in vents {
                let rise = time / vent.pace
                var risen = (rise + vent.phase) % vent.apart
                while risen <= first - last {
                    defer { risen += vent.apart }
                    // Which of the vent's bubbles this is, counted from the scene's start.
                    let number = UInt64(truncatingIfNeeded: (rise + vent.phase - risen) / vent.apart)
                    let mixed = (number &+ UInt64(vent.column) &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
                    guard (mixed >> 40) % 3 != 0 else { continue }
                    let drift = Int((mixed >> 50) % 3) - 1
                    let row = first - risen
                    let column = vent.column + drift * (risen / 3)
                    guard frame.openSea(at: row...row).contains(column), canvas.isOpen(column: column, row: row)
                    else { continue }
                    let size = (risen * 3) / (first - last + 1)
                    canvas.draw(ascii: Self.bubbleSizes[size], column: column, row: row, style: Self.bubble)
                }
            }
        }

        private static let bubbleSizes = Array(".oO".utf8)

        /// The far fish, each where it is whole in the open water: behind the weed, the bubbles, the shoal
        /// and the cast, and never beside any of them.
        func drawFarOff(on canvas: inout Canvas, at time: Int, night: Palette.Nightfall?) {
            for (fish, shape) in farFish {
                guard let place = place(of: fish, width: shape.right.count, at: time) else { continue }
                canvas.drawInTheOpen(
                    place.facesLeft ? shape.left : shape.right, column: place.column, row: fish.row,
                    style: night?.style(fish.style, row: fish.row) ?? fish.style)
            }
        }

        func nextAmbientChange(after time: Int) -> Int? {
            let sway = (time / Self.swayStep + 1) * Self.swayStep
            let bubbles = vents.map { (time / $0.pace + 1) * $0.pace }.min() ?? Int.max
            return farFish.reduce(min(sway, bubbles)) { next, far in
                min(next, far.fish.nextStep(after: time))
            }
        }
    }
}
