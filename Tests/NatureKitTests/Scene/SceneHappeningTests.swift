import NatureKitTestSupport
import Testing

@testable import NatureKit

/// What was happening in a shipped scene at 120x40 over its first fifteen minutes, every 250 ms of its time.
struct HappeningLog: Sendable {
    let seed: UInt64
    let samples: [Sample]

    struct Sample: Sendable {
        let time: Int
        let names: [String]
    }

    init(seed: UInt64) throws {
        self.seed = seed
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
        var samples: [Sample] = []
        for time in stride(from: 0, through: 15 * 60_000, by: 250) {
            scene.advance(to: .milliseconds(time))
            samples.append(Sample(time: time, names: scene.happeningNames))
        }
        self.samples = samples
    }

    /// Seeds 1 to 10, worked out once for every test that reads them.
    static let logs: [HappeningLog] = (1...10 as ClosedRange<UInt64>).compactMap { try? HappeningLog(seed: $0) }

    /// When the first night falls in this log's scene, for a scene that starts by day; `nil` if none does.
    func firstNightfall() -> Int? {
        guard !(samples.first?.names.contains("Night") ?? false),
            let sample = samples.first(where: { $0.names.contains("Night") }),
            var scene = try? SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
        else { return nil }
        scene.advance(to: .milliseconds(sample.time))
        return scene.happenings.running.compactMap { $0 as? Scene.Night }.first?.start
    }

    /// The first seed whose 120x40 scene starts at night.
    static func seedStartingAtNight() throws -> UInt64 {
        try #require(
            (1...30 as ClosedRange<UInt64>).first { seed in
                (try? SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed).happeningNames.contains("Night"))
                    == true
            }, "a seed that starts at night")
    }
}

@Suite("Happenings: what comes now and then, what it takes, and what it shares")
struct SceneHappeningTests {
    static let kinds = Scene.Happenings.all.map { String(describing: $0) }

    @Test("Every kind of happening comes within fifteen minutes for some seed at 120x40")
    func everyKindComes() {
        #expect(HappeningLog.logs.count == 10)
        let seen = Set(HappeningLog.logs.flatMap { $0.samples.flatMap(\.names) })
        #expect(Set(Self.kinds).subtracting(seen).isEmpty, "never seen: \(Set(Self.kinds).subtracting(seen).sorted())")
        #expect(seen.isSubset(of: Set(Self.kinds)))
    }

    @Test("Fireflies and shooting stars come only while night runs")
    func onlyAtNight() {
        var nightly = 0
        for log in HappeningLog.logs {
            for sample in log.samples where sample.names.contains("Fireflies") || sample.names.contains("ShootingStar")
            {
                nightly += 1
                #expect(sample.names.contains("Night"), "seed \(log.seed) at \(sample.time) ms: \(sample.names)")
            }
        }
        #expect(nightly > 0)
    }

    @Test("Night is long and rare: a minute and a half, at least two minutes after the last, not in the first minute")
    func nightIsLongAndRare() {
        var nights = 0
        for log in HappeningLog.logs {
            // Each night as the times it was first and last seen.
            var spans: [(first: Int, last: Int)] = []
            var previous = false
            for sample in log.samples {
                let dark = sample.names.contains("Night")
                if dark, !previous { spans.append((sample.time, sample.time)) }
                if dark { spans[spans.count - 1].last = sample.time }
                previous = dark
            }
            nights += spans.count
            for (index, span) in spans.enumerated() {
                // A seed may start at night; one that does not sees none in its first minute.
                #expect(span.first == 0 || span.first >= 60_000, "seed \(log.seed): night at \(span.first) ms")
                // The last one may run past the end of the log; one the seed starts in fell a dusk before.
                if span.last < 15 * 60_000 {
                    let fallen = span.first == 0 ? Scene.Night.dusk : 0
                    #expect(span.last - span.first + fallen >= 89_000, "seed \(log.seed): night \(span)")
                }
                if index > 0 {
                    let gap = span.first - spans[index - 1].last
                    #expect(gap >= 120_000, "seed \(log.seed): \(gap) ms between nights")
                }
            }
        }
        #expect(nights > 0)
    }

    @Test("Two happenings that share a part of the world never run at once, nor one kind twice")
    func partsAreNeverShared() {
        let parts = Dictionary(uniqueKeysWithValues: Scene.Happenings.all.map { (String(describing: $0), $0.parts) })
        var together = 0
        for log in HappeningLog.logs {
            for sample in log.samples {
                #expect(Set(sample.names).count == sample.names.count, "seed \(log.seed) at \(sample.time) ms")
                if sample.names.count > 1 { together += 1 }
                for (index, name) in sample.names.enumerated() {
                    for other in sample.names[(index + 1)...] {
                        let shared = parts[name, default: []].intersection(parts[other, default: []])
                        #expect(shared.isEmpty, "seed \(log.seed) at \(sample.time) ms: \(name) and \(other)")
                    }
                }
            }
        }
        #expect(together > 0, "some happenings ran together")
    }

    @Test("Over two hours of happenings, none runs beside another that shares its part of the world")
    func partsAreNeverSharedOverHours() throws {
        for (seed, scene) in try SceneFixtures.shipped(Size(columns: 120, rows: 40), seeds: 1...4) {
            var random = SeededGenerator(seed: seed)
            var happenings = Scene.Happenings(random: &random)
            var time = 0
            var started = 0
            var last: [String] = []
            while time < 7_200_000 {
                time = happenings.nextDue(after: time + 1)
                _ = happenings.advance(to: time, on: scene.stage, random: &random)
                let running = happenings.running.map { type(of: $0) }
                let names = running.map { String(describing: $0) }
                started += Set(names).subtracting(last).count
                last = names
                for (index, kind) in running.enumerated() {
                    #expect(happenings.running[index].end > time)
                    for other in running[(index + 1)...] {
                        #expect(kind.parts.isDisjoint(with: other.parts), "seed \(seed) at \(time) ms: \(names)")
                    }
                }
            }
            #expect(started > 200, "seed \(seed): \(started) happenings in two hours")
        }
    }

    @Test("A mover passing the setting sun keeps a margin of open sky on it: no glyph of the sun touches one")
    func moversKeepClearOfTheSun() throws {
        var passes = 0
        for log in HappeningLog.logs {
            guard let start = log.firstNightfall() else { continue }
            var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: log.seed)
            for time in stride(from: start, to: start + Scene.Night.dusk / 2, by: 250) {
                scene.advance(to: .milliseconds(time))
                var scratch = Canvas(size: scene.size)
                let sunHeight = scene.happenings.skyLights(at: scene.now).sun
                guard let sun = scene.world.layout(of: .sky).drawDaylight(on: &scratch, sunHeight: sunHeight) else {
                    continue
                }
                let canvas = scene.canvas
                for mover in SceneFixtures.movers(in: scene) {
                    let pose = mover.pose(at: scene.now)
                    let sprite = pose.sprite
                    let outline = Rect(
                        column: pose.column - 1, row: pose.row - 1, width: sprite.width + 2, height: sprite.height + 2)
                    guard outline.intersects(sun) else { continue }
                    passes += 1
                    for y in -1...sprite.height {
                        for x in -1...sprite.width where !sprite.isDrawn(x: x, y: y) {
                            let touches = (-1...1).contains { dy in
                                (-1...1).contains { dx in sprite.isDrawn(x: x + dx, y: y + dy) }
                            }
                            let (column, row) = (pose.column + x, pose.row + y)
                            guard touches, column >= 0, column < canvas.width, row >= 0, row < canvas.height,
                                sun.contains(Rect(column: column, row: row, width: 1, height: 1))
                            else { continue }
                            let cell = canvas[column, row]
                            #expect(
                                cell.isEmpty || !(cell.isBold && [.brightYellow, .yellow, .red].contains(cell.color)),
                                "seed \(log.seed) at \(time) ms: the sun at \(column),\(row) touches a mover")
                        }
                    }
                }
            }
        }
        #expect(passes > 0, "some mover passes the setting sun")
    }

    @Test(
        "Birds and butterflies roost at night: none on stage at a night's start, none comes on, and back by day")
    func fliersRoostAtNight() throws {
        let seed = try HappeningLog.seedStartingAtNight()
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
        func fliers() -> Set<Int> {
            Set(
                scene.figures.filter { figure in
                    figure.habitat == .sky && [.fly, .flutter].contains(figure.path?.gait)
                }.map(\.object))
        }
        var onStage = fliers()
        #expect(onStage.isEmpty, "seed \(seed): a scene that starts at night starts with its birds roosting")
        var second = 0
        while scene.happeningNames.contains("Night"), second < 300 {
            second += 1
            scene.advance(to: .seconds(second))
            let now = fliers()
            #expect(now.isSubset(of: onStage), "seed \(seed) at \(second) s: \(now.subtracting(onStage)) came on")
            onStage = now
        }
        #expect(!scene.happeningNames.contains("Night"), "seed \(seed): the night ends")
        #expect(onStage.isEmpty, "seed \(seed): the fliers of the evening have gone their way by dawn")
        let dawn = second
        while fliers().isEmpty, second < dawn + 120 {
            second += 1
            scene.advance(to: .seconds(second))
        }
        #expect(!fliers().isEmpty, "seed \(seed): fliers back within two minutes of dawn")
    }

    @Test("Clouds drift on at night, lit by the moon: none in the day's bright white")
    func cloudsMoonlit() throws {
        let seed = try HappeningLog.seedStartingAtNight()
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
        var cloudCells = 0
        for second in 0..<60 where scene.happeningNames.contains("Night") {
            scene.advance(to: .seconds(second))
            let canvas = scene.canvas
            for figure in scene.figures where figure.path?.gait == .drift {
                let pose = figure.pose(at: scene.now)
                for (x, y) in pose.sprite.drawnCells {
                    let (column, row) = (pose.column + x, pose.row + y)
                    guard column >= 0, column < canvas.width, row >= 0, row < canvas.height else { continue }
                    let cell = canvas[column, row]
                    guard !cell.isEmpty, !cell.isBold else { continue }
                    cloudCells += 1
                    #expect(
                        Self.moonColors.contains(cell.color) || cell.color == .brightYellow,
                        "seed \(seed) at \(second) s: a cloud's cell in \(String(describing: cell.color))")
                }
            }
        }
        #expect(cloudCells > 0, "seed \(seed): some cloud drifts in the night")
    }

    @Test(
        "Night turns the world and its stills to the moon's colours but the lights (bright yellow, bright red, bold); creatures keep their colours"
    )
    func nightDimsTheWorld() throws {
        let seed = try HappeningLog.seedStartingAtNight()
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
        for time in [0, 5, 20] {
            scene.advance(to: .seconds(time))
            #expect(scene.happeningNames.contains("Night"))
            let canvas = scene.canvas
            #expect(Self.litWorldCells(in: scene) == 0, "seed \(seed) at \(time) s: the world not moonlit")
            #expect(canvas.cells.contains { $0.color == .blue } && canvas.cells.contains { $0.color == .gray })
            #expect(!canvas.cells.contains { $0.style.contains(.dim) }, "seed \(seed): nothing faint by moonlight")
            let creatures = SceneFixtures.movers(in: scene).map { $0.rect(at: scene.now).intersection(canvas.bounds) }
                .flatMap { rect in
                    (rect.row..<rect.bottom).flatMap { row in (rect.column..<rect.right).map { canvas[$0, row] } }
                }
            #expect(
                creatures.contains { !$0.isEmpty && !Self.moonColors.contains($0.color) }, "seed \(seed): creatures lit"
            )
        }
        // Once the night is over, the day's colours come back.
        var second = 20
        while scene.happeningNames.contains("Night"), second < 300 {
            second += 1
            scene.advance(to: .seconds(second))
        }
        #expect(!scene.happeningNames.contains("Night"))
        #expect(
            scene.canvas.cells.contains {
                !$0.isEmpty && !Self.moonColors.contains($0.color) && !$0.isBold && $0.color != .brightYellow
                    && $0.color != .brightRed
            }, "seed \(seed): day again at \(second) s")
    }

    @Test("Night's light leaves blanks, lights and bold cells as they are and gives the rest the moon's colours")
    func nightLight() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.draw("g", column: 0, row: 0, style: Canvas.Style(color: .green))
        canvas.draw("m", column: 1, row: 0, style: Canvas.Style(color: .brightYellow))
        canvas.draw("f", column: 2, row: 0, style: Canvas.Style(color: .brightRed))
        canvas.draw("*", column: 3, row: 0, style: Canvas.Style(color: .brightWhite, bold: true))
        canvas.draw("p", column: 4, row: 0, style: Canvas.Style(color: nil))
        canvas.draw("h", column: 6, row: 0, style: Canvas.Style(color: .green, dim: true))
        canvas.draw("s", column: 7, row: 0, style: Canvas.Style(color: .gray))
        Scene.Palette.night.apply(to: &canvas, rows: 0..<1)
        #expect(
            (0..<8).map { canvas[$0, 0].color }
                == [.green, .brightYellow, .brightRed, .brightWhite, .white, nil, .gray, .gray])
        #expect(canvas[3, 0].isBold)
        #expect(canvas.cells.allSatisfy { !$0.style.contains(.dim) })
        #expect(canvas.lines == ["gmf*p hs"])
        // Far things drawn after the cast take the same light as they are drawn, on the rows it has come
        // down to.
        let far = Canvas.Style(color: .white, dim: true)
        let nightfall = Scene.Palette.Nightfall(light: Scene.Palette.night, darkRows: 0..<5)
        #expect(nightfall.style(far, row: 4) == Canvas.Style(color: .gray))
        #expect(nightfall.style(far, row: 5) == far)
        let star = Canvas.Style(color: .brightWhite, bold: true)
        #expect(nightfall.style(star, row: 0) == star)
        #expect(nightfall.style(Canvas.Style(color: .brightRed), row: 0) == Canvas.Style(color: .brightRed))
        #expect(nightfall.style(Canvas.Style(color: .brightGreen), row: 0) == Canvas.Style(color: .green))
        // The water's blues stay blue, and its crests cyan, glinting in the moonlight.
        #expect(nightfall.style(Canvas.Style(color: .brightBlue), row: 0) == Canvas.Style(color: .blue))
        #expect(nightfall.style(Canvas.Style(color: .brightCyan), row: 0) == Canvas.Style(color: .cyan))
        #expect(nightfall.style(Canvas.Style(color: .cyan, dim: true), row: 0) == Canvas.Style(color: .blue))
        #expect(nightfall.style(Canvas.Style(color: .magenta), row: 0) == Canvas.Style(color: .gray))
    }

    @Test(
        "Night comes down from the top over the dusk, a step at a time, and goes on down at dawn, the sky clearing first"
    )
    func nightFallsFromTheTop() throws {
        let scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 3)
        var random = SeededGenerator(seed: 9)
        let night = try #require(Scene.Night.begin(at: 10_000, on: SceneFixtures.stage(of: scene), random: &random))
        let dusk = Scene.Night.dusk
        #expect(night.darkness(at: 10_000).isEmpty)
        #expect(night.darkness(at: 10_000 + dusk / 4) == 0..<0.25)
        #expect(night.darkness(at: 10_000 + dusk / 2) == 0..<0.5)
        #expect(night.darkness(at: 10_000 + dusk) == 0..<1)
        #expect(night.darkness(at: (night.end + 10_000) / 2) == 0..<1)
        #expect(night.darkness(at: night.end - dusk / 2) == 0.5..<1)
        #expect(night.darkness(at: night.end).isEmpty)
        // Half fallen in a scene, the dark covers the top half of its rows and none of the bottom half.
        let (seed, start) = try #require(
            HappeningLog.logs.lazy.compactMap { log in log.firstNightfall().map { (log.seed, $0) } }.first)
        var halfDark = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
        halfDark.advance(to: .milliseconds(start + dusk / 2))
        #expect(Self.litWorldCells(in: halfDark, rows: 0..<20) == 0)
        #expect(Self.litWorldCells(in: halfDark, rows: 20..<40) > 0)
        // Half way through the dawn, the other way round: the sky and the land above the middle are lit.
        let end = try #require(halfDark.happenings.running.first { $0.lighting == .night }?.end)
        halfDark.advance(to: .milliseconds(end - dusk / 2))
        #expect(Self.litWorldCells(in: halfDark, rows: 0..<20) > 0)
        #expect(Self.litWorldCells(in: halfDark, rows: 20..<40) == 0)
    }

    /// The colours night gives the world.
    static let moonColors: Set<NamedColor?> = [.blue, .cyan, .green, .white, .gray]

    /// How many cells of `scene`'s world, in `rows` or all of them, are drawn in the day's light: neither
    /// in the moon's colours, bold, bright yellow nor bright red, nor a creature's (a mover's, or one a
    /// happening draws in front, a shark or a heron).
    static func litWorldCells(in scene: Scene, rows: Range<Int>? = nil) -> Int {
        let canvas = scene.canvas
        var front = Canvas(size: scene.size)
        scene.happenings.drawFront(on: &front, world: scene.world, at: scene.now)
        let movers = SceneFixtures.movers(in: scene).map { $0.rect(at: scene.now) }
        // A star at its peak is the night's own light. Drawn apart, the happenings do not show every star
        // the scene does: a star shows only with open sky round it, and on an empty canvas a neighbour
        // drawn first closes its place, where in the scene that neighbour's place was taken.
        func isStar(_ cell: Canvas.Cell) -> Bool { cell.character == "*" && cell.color == .brightWhite }
        var lit = 0
        for row in rows ?? 0..<canvas.height {
            for column in 0..<canvas.width where front[column, row].isEmpty {
                let cell = canvas[column, row]
                guard !cell.isEmpty, !isStar(cell), !Self.moonColors.contains(cell.color), !cell.isBold,
                    cell.color != .brightYellow, cell.color != .brightRed,
                    !movers.contains(where: { $0.contains(Rect(column: column, row: row, width: 1, height: 1)) })
                else { continue }
                lit += 1
            }
        }
        return lit
    }

    @Test("A night falling in the middle of a scene turns it to the moon's colours too")
    func nightFallsLater() throws {
        for log in HappeningLog.logs {
            guard
                let sample = log.samples.first(where: { $0.time > 0 && $0.names.contains("Night") }),
                !(log.samples.first?.names.contains("Night") ?? false)
            else { continue }
            var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: log.seed)
            // Once the dusk is over: the dark comes down the window over it.
            let dark = sample.time + Scene.Night.dusk
            scene.advance(to: .milliseconds(dark))
            #expect(Self.litWorldCells(in: scene) == 0, "seed \(log.seed) at \(dark) ms")
            return
        }
        Issue.record("no night fell in the middle of any logged scene")
    }

    @Test(
        "A great whale passes through the deep of a sea 100x36 or larger, under the swell and over the weed, out again within a minute and a half; never in a smaller window"
    )
    func greatWhalePassesThroughTheDeep() throws {
        for (seed, scene) in try SceneFixtures.shipped(Size(columns: 80, rows: 24), seeds: 1...10) {
            #expect(SceneFixtures.begin(Scene.GreatWhale.self, on: SceneFixtures.stage(of: scene), seed: seed) == nil)
        }
        var whales = 0
        for size in [Size(columns: 120, rows: 40), Size(columns: 200, rows: 60)] {
            for (seed, scene) in try SceneFixtures.shipped(size, seeds: 1...10) {
                guard
                    let whale = SceneFixtures.begin(
                        Scene.GreatWhale.self, on: SceneFixtures.stage(of: scene), seed: seed, at: 1000)
                else { continue }
                whales += 1
                let frame = scene.world.frame
                #expect(whale.end - whale.start <= 90_000, "seed \(seed), \(size): \(whale.end - whale.start) ms")
                var drawnCells = 0
                for time in stride(from: whale.start, to: whale.end, by: 500) {
                    var canvas = Canvas(size: scene.size)
                    whale.drawFront(on: &canvas, world: scene.world, at: time)
                    for row in 0..<canvas.height {
                        for column in 0..<canvas.width where !canvas[column, row].isEmpty {
                            drawnCells += 1
                            #expect(row > frame.surface + 3 && row < frame.bottom - 6, "seed \(seed) at \(time) ms")
                            #expect(frame.sea.contains(column), "seed \(seed) at \(time) ms")
                        }
                    }
                }
                #expect(drawnCells > 0, "seed \(seed), \(size): the whale showed")
                var gone = Canvas(size: scene.size)
                whale.drawFront(on: &gone, world: scene.world, at: whale.end)
                #expect(gone.cells.allSatisfy { $0.isEmpty }, "seed \(seed): it has gone out by its end")
            }
        }
        #expect(whales >= 14, "a great whale fits the sea at 120x40 and 200x60 for most seeds")
    }

    @Test(
        "A shoal swims in the open sea under the waves, behind the cast with water round each fish and never shown in part, on the beat, in a lens-shaped crowd, and goes out the way it came in"
    )
    func shoalKeepsToTheOpenSea() throws {
        var (shoals, shaded) = (0, 0)
        for (seed, scene) in try SceneFixtures.shipped(Size(columns: 120, rows: 40), seeds: 1...10) {
            guard let shoal = SceneFixtures.begin(Scene.Shoal.self, on: SceneFixtures.stage(of: scene), seed: seed)
            else { continue }
            shoals += 1
            // A lens, thick in the middle and thin at its edges: in even rows, a dozen fish read to
            // viewers as lines of text.
            let rows = (shoal.places.map(\.down).max() ?? 0) + 1
            let perRow = (0..<rows).map { row in shoal.places.count { $0.down == row } }
            #expect(perRow[rows / 2] > perRow[0] && perRow[rows / 2] > perRow[rows - 1], "seed \(seed): \(perRow)")
            for row in 0..<rows {
                let backs = shoal.places.filter { $0.down == row }.map(\.back).sorted()
                #expect(zip(backs, backs.dropFirst()).allSatisfy { $1 - $0 >= 6 }, "seed \(seed): \(backs)")
            }
            let frame = scene.world.frame
            var cellsSeen = 0
            var colors: Set<NamedColor> = []
            var time = 0
            while time < shoal.end {
                var canvas = Canvas(size: scene.size)
                shoal.drawFront(on: &canvas, world: scene.world, at: time)
                // It turns as one: a shoal whose head went out past its tail coming in read to judges as
                // two lines of text going opposite ways.
                let text = canvas.lines.joined(separator: "\n")
                let headings = [[">))'>", "><>"], ["<'((<", "<><"]].map { shapes in
                    shapes.contains { text.contains($0) }
                }
                #expect(!(headings[0] && headings[1]), "seed \(seed) at \(time) ms: fish facing both ways")
                for row in 0..<canvas.height {
                    for column in 0..<canvas.width where !canvas[column, row].isEmpty {
                        cellsSeen += 1
                        colors.insert(canvas[column, row].color ?? .white)
                        #expect(row > frame.surface + 1, "seed \(seed) at \(time) ms: a fish in the swell")
                        #expect(frame.openSea(at: row...row).contains(column), "seed \(seed) at \(time) ms")
                    }
                }
                time = try #require(shoal.nextChange(after: time))
                #expect(time % 100 == 0, "seed \(seed): a step at \(time) ms, off the beat")
            }
            #expect(cellsSeen > 0, "seed \(seed): the shoal showed")
            if colors.count > 1 { shaded += 1 }
            var gone = Canvas(size: scene.size)
            shoal.drawFront(on: &gone, world: scene.world, at: shoal.end)
            #expect(gone.cells.allSatisfy { $0.isEmpty }, "seed \(seed): the shoal has gone out by its end")
            var full = SceneOpenSkyTests.full(scene.size)
            shoal.drawFront(on: &full, world: scene.world, at: shoal.end / 2)
            #expect(full.cells == SceneOpenSkyTests.full(scene.size).cells, "seed \(seed): behind everything")
            // A creature's mark a row over a fish: the fish is not drawn under it, nor beside it, with a row
            // of water between, so that the school passes behind, not through the gaps of an outline.
            var open = Canvas(size: scene.size)
            shoal.drawFront(on: &open, world: scene.world, at: shoal.end / 2)
            if let fish = open.places(where: { !$0.isEmpty }).first {
                var marked = Canvas(size: scene.size)
                marked.draw(ascii: UInt8(ascii: "#"), column: fish.column, row: fish.row - 1, style: Canvas.Style())
                shoal.drawFront(on: &marked, world: scene.world, at: shoal.end / 2)
                let touching = marked.places(where: { !$0.isEmpty && $0.character != "#" }).filter {
                    abs($0.row - (fish.row - 1)) <= 1 && abs($0.column - fish.column) <= 1
                }
                #expect(touching.isEmpty, "seed \(seed): a fish drawn against a creature at \(touching)")
            }
        }
        #expect(shoals >= 5, "a shoal fits the sea at 120x40 for most seeds")
        // Two shades of one colour: in one flat colour, a school read to judges as a line of text.
        #expect(shaded * 2 >= shoals, "\(shaded) of \(shoals) shoals in two shades")
    }

    @Test("A shower's cloud gathers before its rain and clears after it, rather than coming and going whole")
    func showerGathersAndClears() throws {
        let (scene, begun) = try SceneFixtures.begunOnAnEmptyStage(Scene.Shower.self, seed: 5, at: 1000)
        let shower = try #require(begun)
        // The cloud's rows, and the rain's below them.
        let top = Scene.HappeningArt.cloud.height
        func cells(at time: Int, rows: Range<Int>, color: NamedColor? = nil) -> Int {
            var canvas = Canvas(size: scene.size)
            shower.drawFront(on: &canvas, world: scene.world, at: time)
            return rows.reduce(0) { $0 + canvas.row($1).count { !$0.isEmpty && (color == nil || $0.color == color) } }
        }
        func cloud(_ time: Int) -> Int { cells(at: time, rows: 0..<top) }
        func rain(_ time: Int) -> Int { cells(at: time, rows: top..<scene.size.rows, color: Scene.Shower.rain.color) }
        #expect(cloud(1500) < cloud(2500) && cloud(2500) < cloud(4000), "it grows")
        #expect(
            cloud(shower.end - 500) < cloud(shower.end - 1500) && cloud(shower.end - 1500) < cloud(4000),
            "it clears")
        #expect(rain(2900) == 0 && rain(4000) > 0, "rain once it has gathered")
        #expect(rain(shower.end - 2000) == 0, "the last drops have fallen before the cloud clears")
    }

    @Test("A shower's cloud keeps a column clear of every cloud drifting in the wind's lane while it lasts")
    func showerKeepsOffDriftingClouds() throws {
        var showers = 0
        for (seed, scene) in try SceneFixtures.shipped(Size(columns: 80, rows: 24), seeds: 1...12) {
            let stage = SceneFixtures.stage(of: scene)
            guard let shower = SceneFixtures.begin(Scene.Shower.self, on: stage, seed: seed, at: 500) else { continue }
            showers += 1
            let top = Scene.HappeningArt.cloud.height
            let sky = scene.figures.filter { $0.habitat == .sky && $0.path != nil }
            for time in stride(from: 500, to: shower.end, by: 100) {
                var canvas = Canvas(size: scene.size)
                shower.drawFront(on: &canvas, world: scene.world, at: time)
                for row in 0..<top {
                    for column in 0..<canvas.width where !canvas[column, row].isEmpty {
                        let room = Rect(column: column - 1, row: row, width: 3, height: 1)
                        #expect(
                            !sky.contains { $0.rect(at: time).intersects(room) },
                            "seed \(seed) at \(time) ms: the shower's cloud at \(column), \(row) runs into a cloud")
                    }
                }
            }
        }
        #expect(showers >= 6, "a shower finds a clear column on most seeds")
    }

    @Test(
        "A shower's cloud keeps off the moon; its rain falls straight down in some of its columns, in the open, to the horizon or the sea"
    )
    func showerRainFallsStraight() throws {
        let scene = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: 185)
        let stage = SceneFixtures.stage(of: scene)
        let shower = try #require(SceneFixtures.begin(Scene.Shower.self, on: stage, seed: 1, at: 1234))
        let hanging = scene.figures.filter { $0.path == nil && $0.habitat == .sky }.map { $0.rect(at: 0) }
        #expect(!hanging.isEmpty, "the moon hangs in the sky")
        for seed in 1...40 as ClosedRange<UInt64> {
            let other = try #require(SceneFixtures.begin(Scene.Shower.self, on: stage, seed: seed, at: 1234))
            var cloud = Canvas(size: scene.size)
            other.drawFront(on: &cloud, world: scene.world, at: 1234)
            let over = (0..<cloud.height).contains { row in
                (0..<cloud.width).contains { column in
                    !cloud[column, row].isEmpty
                        && hanging.contains { $0.intersects(Rect(column: column, row: row, width: 1, height: 1)) }
                }
            }
            #expect(!over, "seed \(seed): the cloud over the moon")
            // Its rain in the open only: the hills and whatever else the world draws stay whole.
            let background = scene.world.background
            var rained = background
            other.drawFront(on: &rained, world: scene.world, at: other.start + 5000)
            let belowTheCloud = (Scene.HappeningArt.cloud.height * scene.size.columns)..<background.cells.count
            let broken = belowTheCloud.filter {
                !background.cells[$0].isEmpty && rained.cells[$0] != background.cells[$0]
            }
            #expect(broken.isEmpty, "seed \(seed): rain drawn over \(broken.count) cells of the world")
        }
        func rain(at time: Int) -> Set<[Int]> {
            var canvas = Canvas(size: scene.size)
            shower.drawFront(on: &canvas, world: scene.world, at: time)
            var cells: Set<[Int]> = []
            for row in Scene.HappeningArt.cloud.height..<canvas.height {
                for column in 0..<canvas.width where canvas[column, row].color == Scene.Shower.rain.color {
                    cells.insert([column, row])
                }
            }
            return cells
        }
        let frame = scene.world.frame
        func lowest(_ column: Int) -> Int { frame.sea.contains(column) ? frame.surface : frame.horizon }
        var time = 1234
        var columns: Set<Int> = []
        while time < shower.end {
            let next = try #require(shower.nextChange(after: time))
            #expect(next % 100 == 0, "a step at \(next) ms, off the beat")
            let now = rain(at: time)
            let then = rain(at: next)
            for cell in now where cell[1] + 1 < lowest(cell[0]) {
                #expect(then.contains([cell[0], cell[1] + 1]), "a drop at \(cell) at \(time) ms fell straight down")
            }
            #expect(now.allSatisfy { $0[1] < lowest($0[0]) }, "no rain below the horizon or the waves at \(time) ms")
            columns.formUnion(now.map { $0[0] })
            // Once it has reached the horizon, each column of rain is whole: a drop in every six rows at
            // most, rather than drops scattered where they fell.
            let top = Scene.HappeningArt.cloud.height
            let stopped = shower.end - 2000 - 100 * (frame.surface - top)
            if time >= 3300 + 100 * (scene.world.horizon - top), time < stopped {
                for column in columns {
                    for row in top..<(scene.world.horizon - 5) {
                        #expect((row..<(row + 6)).contains { now.contains([column, $0]) }, "column \(column)")
                    }
                }
            }
            time = next
        }
        // Rain in some columns under the cloud, at paces of their own: a drop in every column, every third
        // row, read as a curtain tiled across the sky.
        let falls = (1..<(Scene.HappeningArt.cloud.width - 1)).compactMap { shower.fall(under: $0) }
        #expect(columns.count == falls.count, "rain in every column the shower rains in, and no other")
        #expect(falls.count >= 5 && falls.count < Scene.HappeningArt.cloud.width - 2, "\(falls.count) columns of rain")
        #expect(Set(falls.map(\.gap)).count > 1, "every column of rain at one pace")
    }

    @Test("A shark takes the swimmers it meets: they leave the stage before their way's end, and come back later")
    func sharkTakesSwimmers() throws {
        var hunts = 0
        var takenOnes = 0
        var returned = 0
        for seed in 1...20 as ClosedRange<UInt64> where returned == 0 {
            var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
            var time = 0
            while time < 15 * 60_000, !scene.happeningNames.contains("Shark") {
                time += 250
                scene.advance(to: .milliseconds(time))
            }
            guard scene.happeningNames.contains("Shark") else { continue }
            hunts += 1
            var taken: [Int] = []
            var before = scene.figures
            while scene.happeningNames.contains("Shark"), let next = scene.nextChange(after: scene.time) {
                scene.advance(to: next)
                for figure in before where !scene.figures.contains(where: { $0.object == figure.object }) {
                    guard let exit = figure.exit, exit > scene.now else { continue }
                    #expect(figure.path?.gait == .swim, "seed \(seed): only swimmers are taken")
                    taken.append(figure.object)
                }
                before = scene.figures
            }
            guard !taken.isEmpty else { continue }
            takenOnes += taken.count
            // Each waits its turn, or has had it already: arrivals go on while the shark hunts.
            let backOrWaiting = taken.allSatisfy { index in
                scene.waiting.contains(index) || scene.figures.contains { $0.object == index }
            }
            #expect(backOrWaiting, "seed \(seed): the taken wait their turn")
            let end = scene.time + .seconds(600)
            var back: Set<Int> = []
            while scene.time < end, back.count < taken.count {
                scene.advance(to: scene.time + .milliseconds(500))
                back.formUnion(taken.filter { index in scene.figures.contains { $0.object == index } })
            }
            #expect(!back.isEmpty, "seed \(seed): none of the taken came back within ten minutes")
            returned += back.count
        }
        #expect(hunts > 0)
        #expect(takenOnes > 0, "a shark took a swimmer in \(hunts) hunts")
    }
}

@Suite("What shows only in the open: stars, fireflies, far birds and the sun; and the moon only at night")
struct SceneOpenSkyTests {
    /// A canvas of `size` with every cell drawn.
    static func full(_ size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        for row in 0..<size.rows { canvas.draw(String(repeating: "#", count: size.columns), column: 0, row: row) }
        return canvas
    }

    @Test("Stars, fireflies and a flock drawn over a full canvas change no cell, and show on an empty one")
    func onlyInOpenCells() throws {
        let size = Size(columns: 120, rows: 40)
        let scene = try SceneFixtures.shipped(size, seed: 3)
        var random = SeededGenerator(seed: 9)
        let day = SceneFixtures.stage(of: scene)
        let night = try #require(Scene.Night.begin(at: 0, on: day, random: &random))
        let dark = SceneFixtures.stage(of: scene, running: [night])
        let fireflies = try #require(Scene.Fireflies.begin(at: 0, on: dark, random: &random))
        let flock = try #require(Scene.Flock.begin(at: 0, on: day, random: &random))
        let full = Self.full(size)
        // Late enough that every star is out, and that the flock is well across the window.
        let time = 8000
        let starlit = 30_000
        for (draw, at) in [
            (night.drawFront, starlit), (fireflies.drawFront, time), (flock.drawBehind, time),
            (fireflies.drawBehind, time),
        ] {
            var canvas = full
            draw(&canvas, scene.world, at)
            #expect(canvas.cells == full.cells)
        }
        var open = Canvas(size: size)
        night.drawFront(on: &open, world: scene.world, at: starlit)
        #expect(open.cells.contains { !$0.isEmpty })
        var sky = Canvas(size: size)
        flock.drawBehind(on: &sky, world: scene.world, at: time)
        #expect(sky.cells.contains { !$0.isEmpty })
    }

    @Test("Stars shine only in the sky\'s upper two thirds, lower over the sea than over the land")
    func starsHighInTheSky() throws {
        for seed in 1...10 as ClosedRange<UInt64> {
            let (scene, begun) = try SceneFixtures.begunOnAnEmptyStage(Scene.Night.self, seed: seed)
            guard let night = begun else { continue }
            var canvas = Canvas(size: scene.size)
            night.drawFront(on: &canvas, world: scene.world, at: 30_000)
            let frame = scene.world.frame
            let overLand = frame.land.compactMap { column in
                (0..<canvas.height).last { !canvas[column, $0].isEmpty }
            }
            let overSea = frame.sea.compactMap { column in (0..<canvas.height).last { !canvas[column, $0].isEmpty } }
            #expect(
                overLand.allSatisfy { $0 < frame.horizon * 2 / 3 }, "seed \(seed): \(overLand.max() ?? 0), \(frame)")
            #expect(overSea.allSatisfy { $0 < frame.surface * 2 / 3 }, "seed \(seed): \(overSea.max() ?? 0), \(frame)")
            #expect(overSea.contains { $0 >= frame.horizon * 2 / 3 }, "seed \(seed): no star lower over the sea")
        }
    }

    @Test("Over a night's twinkles a star is at its bright peak a quarter of the time; else grey or pale")
    func starsMostlyFaint() throws {
        let (scene, begun) = try SceneFixtures.begunOnAnEmptyStage(Scene.Night.self, seed: 4)
        let night = try #require(begun)
        var (shining, bright) = (0, 0)
        // One whole cycle of four twinkles, 1.6 s each, on the stars' 0.2 s steps.
        for time in stride(from: 60_000, to: 66_400, by: 200) {
            var canvas = Canvas(size: scene.size)
            night.drawFront(on: &canvas, world: scene.world, at: time)
            let stars = canvas.cells.filter { !$0.isEmpty }
            #expect(stars.count > 10, "at \(time) ms: \(stars.count) stars")
            #expect(stars.allSatisfy { [.gray, .white, .brightWhite].contains($0.color) && !$0.isBold })
            shining += stars.count
            bright += stars.filter { $0.color == .brightWhite }.count
        }
        #expect(bright * 4 == shining, "\(bright) of \(shining) bright")
    }

    @Test("A star never shines beside a picture: it and a cell either side are open sky")
    func starsApartFromPictures() throws {
        let (scene, begun) = try SceneFixtures.begunOnAnEmptyStage(Scene.Night.self, seed: 4)
        let night = try #require(begun)
        var open = Canvas(size: scene.size)
        night.drawFront(on: &open, world: scene.world, at: 30_000)
        let stars = open.places { !$0.isEmpty }
        let star = try #require(stars.first)
        // A picture's edge just left of the first star: that star stays dark, the others shine on.
        var beside = Canvas(size: scene.size)
        beside.draw("|", column: star.column - 1, row: star.row, style: [])
        night.drawFront(on: &beside, world: scene.world, at: 30_000)
        #expect(beside[star.column, star.row].isEmpty)
        #expect(stars.dropFirst().allSatisfy { !beside[$0.column, $0.row].isEmpty })
    }

    @Test("At dusk the sun sets and then the moon rises, at dawn the other way round, a step at a time")
    func sunsetAndMoonrise() throws {
        let (_, begun) = try SceneFixtures.begunOnAnEmptyStage(Scene.Night.self, seed: 3, at: 1000)
        let night = try #require(begun)
        func lights(_ time: Int) throws -> Scene.SkyLights { try #require(night.skyLights(at: time)) }
        let dusk = Scene.Night.dusk
        #expect(try lights(1000) == .day)
        let setting = try lights(1000 + dusk / 4)
        #expect(setting.sun > 0 && setting.sun < 1 && setting.moon == 0, "\(setting)")
        let rising = try lights(1000 + dusk * 3 / 4)
        #expect(rising.sun == 0 && rising.moon > 0 && rising.moon < 1, "\(rising)")
        #expect(try lights(1000 + dusk) == Scene.SkyLights(sun: 0, moon: 1))
        #expect(try lights((1000 + night.end) / 2) == Scene.SkyLights(sun: 0, moon: 1))
        let moonset = try lights(night.end - dusk * 3 / 4)
        #expect(moonset.sun == 0 && moonset.moon > 0 && moonset.moon < 1, "\(moonset)")
        let sunrise = try lights(night.end - dusk / 4)
        #expect(sunrise.moon == 0 && sunrise.sun > 0 && sunrise.sun < 1, "\(sunrise)")
        // They move only on the steps the night says it changes on.
        var time = 1000
        while time < night.end {
            let next = try #require(night.nextChange(after: time))
            #expect(try lights(next - 1) == lights(time), "moved between \(time) and \(next) ms")
            time = next
        }
    }

    @Test("Stars come out only once the sun is low, and go in at dawn before it is high")
    func starsOnlyWithoutTheSun() throws {
        let (scene, begun) = try SceneFixtures.begunOnAnEmptyStage(Scene.Night.self, seed: 3, at: 1000)
        let night = try #require(begun)
        func stars(at time: Int) -> Int {
            var canvas = Canvas(size: scene.size)
            night.drawFront(on: &canvas, world: scene.world, at: time)
            return canvas.cells.count { !$0.isEmpty }
        }
        var time = 1000
        var most = 0
        while time < night.end {
            let sun = try #require(night.skyLights(at: time)).sun
            if sun > 0.5 { #expect(stars(at: time) == 0, "a star beside a high sun at \(time) ms") }
            most = max(most, stars(at: time))
            time = try #require(night.nextChange(after: time))
        }
        #expect(stars(at: 1000 + Scene.Night.dusk * 3 / 8) > 0, "stars come out as the sun goes down")
        #expect(stars(at: 1000 + Scene.Night.dusk * 3 / 8) < most, "one by one")
    }

    @Test("The sun reddens as it sets")
    func sunReddens() throws {
        let scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 1)
        func colors(at height: Double) -> Set<NamedColor?> {
            var canvas = Canvas(size: scene.size)
            scene.world.layout(of: .sky).drawDaylight(on: &canvas, sunHeight: height)
            return Set(canvas.cells.filter { !$0.isEmpty }.map(\.color))
        }
        #expect(colors(at: 1) == [.brightYellow])
        #expect(colors(at: 0.5) == [.yellow])
        #expect(colors(at: 0.2) == [.red])
    }

    @Test("A sun over the sea sets to the waves, not to the land's horizon; over the land to the horizon")
    func sunSetsToTheSkyline() throws {
        var overSea = 0
        for (seed, scene) in try SceneFixtures.shipped(Size(columns: 120, rows: 40), seeds: 1...16) {
            let frame = scene.world.frame
            var canvas = Canvas(size: scene.size)
            scene.world.layout(of: .sky).drawDaylight(on: &canvas, sunHeight: 0.1)
            let cells = canvas.places { !$0.isEmpty }
            #expect(cells.allSatisfy { $0.row < frame.skyline(at: $0.column) }, "seed \(seed): below the skyline")
            if let low = cells.max(by: { $0.row < $1.row }), frame.sea.contains(low.column) {
                overSea += 1
                #expect(low.row >= frame.horizon, "seed \(seed): a sun over the sea stopped at \(low.row)")
            }
        }
        #expect(overSea > 0, "some sun set over the sea")
    }

    @Test("By day the moon is down and the sun is up; at night the moon shines")
    func moonByNightSunByDay() throws {
        var dayChecked = false
        var nightChecked = false
        for (seed, scene) in try SceneFixtures.shipped(Size(columns: 120, rows: 40), seeds: 1...20) {
            guard let moon = SceneFixtures.rect(of: "Moon", in: scene) else { continue }
            let canvas = scene.canvas
            let cells = (moon.row..<moon.bottom).flatMap { row in
                (moon.column..<moon.right).map { canvas[$0, row] }
            }.filter { !$0.isEmpty }
            if scene.happeningNames.contains("Night") {
                #expect(cells.contains { $0.color == .brightYellow && !$0.style.contains(.dim) }, "seed \(seed)")
                #expect(!cells.contains { $0.isBold }, "seed \(seed): no sun at night")
                nightChecked = true
            } else {
                #expect(cells.allSatisfy { $0.color == .brightYellow && $0.isBold }, "seed \(seed): only the sun")
                dayChecked = true
            }
        }
        #expect(dayChecked && nightChecked)
    }

    @Test(
        "By day the sun hangs high in a corner, where the moon hangs at night; at night it is gone",
        arguments: SceneFixtures.sizes)
    func sunByDay(size: Size) throws {
        var shone = 0
        for (seed, scene) in try SceneFixtures.shipped(size, seeds: 1...12) {
            let sky = scene.world.layout(of: .sky)
            var canvas = Canvas(size: size)
            sky.drawDaylight(on: &canvas, sunHeight: 1)
            let day = canvas.places { $0.color == .brightYellow }
            guard !day.isEmpty else { continue }
            shone += 1
            #expect(day.allSatisfy { $0.row < scene.world.horizon - 1 }, "seed \(seed): the sun in the sky")
            if let moon = SceneFixtures.rect(of: "Moon", in: scene) {
                let centre = (day.map(\.column).min()! + day.map(\.column).max()!) / 2
                #expect(
                    (moon.column..<moon.right).contains(centre),
                    "seed \(seed): the moon at \(moon), the sun at \(centre)")
            }
        }
        #expect(shone >= 6, "\(size): the sun in \(shone) of 12 skies")
    }

    @Test("While a ship passes, no floater comes on the surface")
    func shipHoldsTheSurface() throws {
        var passages = 0
        for (seed, var scene) in try SceneFixtures.shipped(Size(columns: 120, rows: 40), seeds: 1...10) {
            var afloat: Set<Int> = []
            var sailing = false
            for time in stride(from: 0, through: 10 * 60_000, by: 250) {
                scene.advance(to: .milliseconds(time))
                let now = Set(
                    scene.placements.map(\.index).filter {
                        Habitat(of: scene.objects[$0]) == .water && Scene.isMover(scene.objects[$0])
                    })
                let passing = scene.happeningNames.contains("Ship")
                if passing, sailing {
                    #expect(now.isSubset(of: afloat), "seed \(seed) at \(time) ms: \(now.subtracting(afloat))")
                }
                if passing, !sailing { passages += 1 }
                sailing = passing
                afloat = now
            }
        }
        #expect(passages > 0)
    }
}
