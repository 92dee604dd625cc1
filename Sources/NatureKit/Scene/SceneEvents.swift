extension Scene {
    /// What happens to the world now and then, one thing at a time: a flock crossing the sky, a shower
    /// falling from it, or night, with stars out and everything but the sky's still lights dimmed.
    ///
    /// The first comes 6 to 12 seconds in, and each next one 15 to 30 seconds after the last has ended,
    /// never the same twice in a row; which, when and where are picked with the scene's seeded generator.
    package struct Events: Sendable {
        /// The events there are.
        package enum Kind: CaseIterable, Sendable {
            case flock, shower, night
        }

        /// One event under way.
        struct Happening: Sendable {
            let kind: Kind
            let start: Duration
            /// When it ends; a flock ends once its last bird has flown off.
            let end: Duration
            /// The flock's or the shower's first column, and the flock's row.
            let column: Int
            let row: Int
            /// A flock's birds, and which way they fly; a shower's width.
            let count: Int
            let direction: Int
            /// The night's stars, by position in the sky.
            let stars: [(column: Int, row: Int, phase: Int)]
        }

        private(set) var current: Happening?
        private(set) var nextStart: Duration
        private var last: Kind?

        static let flockSpeed = 8.0
        static let flockStep = Duration.milliseconds(125)
        static let rainStep = Duration.milliseconds(70)
        static let twinkleStep = Duration.milliseconds(800)

        init(generator: inout SeededGenerator) {
            nextStart = Self.seconds(6, to: 12, &generator)
        }

        /// Whether night has fallen.
        var isNight: Bool { current?.kind == .night }

        /// Ends the event that is over by `time`, and starts the next one whose time has come.
        mutating func advance(to time: Duration, in world: World, generator: inout SeededGenerator) {
            if let current, time >= current.end {
                self.current = nil
                nextStart = current.end + Self.seconds(15, to: 30, &generator)
            }
            guard current == nil, time >= nextStart else { return }
            let kinds = Kind.allCases.filter { $0 != last && Self.fits($0, in: world) }
            guard !kinds.isEmpty, let pick = generator.index(below: kinds.count) else {
                nextStart = time + Self.seconds(15, to: 30, &generator)
                return
            }
            last = kinds[pick]
            current = Self.start(kinds[pick], at: time, in: world, generator: &generator)
        }

        /// When the picture of the event next changes, or the next one starts.
        func nextChange(after time: Duration) -> Duration {
            guard let current else { return nextStart }
            let step: Duration =
                switch current.kind {
                case .flock: Self.flockStep
                case .shower: Self.rainStep
                case .night: Self.twinkleStep
                }
            return min(current.end, current.start + step * ((time - current.start).wholeMultiples(of: step) + 1))
        }

        /// Draws what lies behind everything else: the night's stars, in the sky's empty cells.
        func drawBehind(on canvas: inout Canvas, at time: Duration) {
            guard let current, current.kind == .night else { return }
            let twinkle = (time - current.start).wholeMultiples(of: Self.twinkleStep)
            let style = Canvas.Style(color: .brightWhite)
            for star in current.stars {
                let glyph = ["+", ".", "*", "."][(twinkle + star.phase) % 4]
                canvas.draw(glyph, column: star.column, row: star.row, style: style)
            }
        }

        /// Draws what flies or falls in front: a flock's birds, a shower's drops.
        func drawFront(on canvas: inout Canvas, in world: World, at time: Duration) {
            guard let current else { return }
            switch current.kind {
            case .flock: drawFlock(current, on: &canvas, at: time)
            case .shower: drawShower(current, on: &canvas, in: world, at: time)
            case .night: break
            }
        }

        private func drawFlock(_ flock: Happening, on canvas: inout Canvas, at time: Duration) {
            let steps = (time - flock.start).wholeMultiples(of: Self.flockStep)
            let lead = flock.column + flock.direction * steps
            let style = Canvas.Style(color: .white)
            for bird in 0..<flock.count {
                // A V: the leader in front, the others behind it, a row apart on either side.
                let rank = (bird + 1) / 2
                let side = bird % 2 == 0 ? 1 : -1
                let column = lead - flock.direction * 3 * rank
                let wings = (steps + bird) % 4 < 2 ? "v" : "-"
                canvas.draw(wings, column: column, row: flock.row + side * rank, style: style)
            }
        }

        private func drawShower(_ shower: Happening, on canvas: inout Canvas, in world: World, at time: Duration) {
            let style = Canvas.Style(color: .blue)
            // Two drops start every step, each at a column of its own, and fall a row a step to the
            // horizon; the last start early enough to have fallen by the end.
            let steps = (time - shower.start).wholeMultiples(of: Self.rainStep)
            let lastStart = (shower.end - shower.start).wholeMultiples(of: Self.rainStep) - world.horizon
            let first = max(0, steps - world.horizon + 1)
            let last = min(steps, lastStart)
            guard first <= last else { return }
            for start in first...last {
                for drop in [2 * start, 2 * start + 1] {
                    let column = shower.column + Self.scatter(drop) % max(1, shower.count)
                    canvas.draw(drop % 3 == 0 ? "'" : "|", column: column, row: steps - start, style: style)
                }
            }
        }

        /// A column offset that looks random and is the same every time for the same drop.
        private static func scatter(_ drop: Int) -> Int {
            var value = UInt64(truncatingIfNeeded: drop) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
            return Int(truncatingIfNeeded: value & 0xFFFF)
        }

        private static func fits(_ kind: Kind, in world: World) -> Bool {
            switch kind {
            case .flock: world.horizon >= 6
            case .shower, .night: world.horizon >= 3
            }
        }

        private static func start(_ kind: Kind, at time: Duration, in world: World, generator: inout SeededGenerator)
            -> Happening
        {
            let size = world.size
            switch kind {
            case .flock:
                let count = 3 + (generator.index(below: 4) ?? 0)
                let spread = (count + 1) / 2
                let direction = generator.index(below: 2) == 0 ? 1 : -1
                let row = spread + (generator.index(below: max(1, world.horizon - 2 * spread - 1)) ?? 0)
                let trail = 3 * spread
                let column = direction > 0 ? -1 : size.columns
                let crossing = size.columns + trail + 2
                let end = time + flockStep * crossing
                return Happening(
                    kind: .flock, start: time, end: end, column: column, row: row, count: count, direction: direction,
                    stars: [])
            case .shower:
                let width = min(size.columns / 3, 30)
                let column = generator.index(below: max(1, size.columns - width)) ?? 0
                return Happening(
                    kind: .shower, start: time, end: time + .seconds(10), column: column, row: 0, count: width,
                    direction: 1, stars: [])
            case .night:
                var stars: [(column: Int, row: Int, phase: Int)] = []
                for row in 0..<world.horizon {
                    for column in 0..<size.columns where generator.index(below: 45) == 0 {
                        stars.append((column, row, generator.index(below: 4) ?? 0))
                    }
                }
                return Happening(
                    kind: .night, start: time, end: time + .seconds(20), column: 0, row: 0, count: stars.count,
                    direction: 1, stars: stars)
            }
        }

        private static func seconds(_ low: Int, to high: Int, _ generator: inout SeededGenerator) -> Duration {
            .milliseconds(1000 * low + (generator.index(below: 1000 * (high - low)) ?? 0))
        }
    }
}
