import NatureKitTestSupport
import Testing

@testable import NatureKit

/// Small catalogs made in code, for scenes whose every place a test can predict.
enum SceneFixtures {
    static let images: [String: ASCIIImage] = [
        "box": ASCIIImage(lines: ["+--+", "|  |", "+--+"]),
        "dot": ASCIIImage(lines: ["o"]),
        "arrow-1": ASCIIImage(lines: ["->"]),
        "arrow-2": ASCIIImage(lines: ["=>"]),
        "legs-1": ASCIIImage(lines: ["/\\"]),
        "legs-2": ASCIIImage(lines: ["||"]),
        "legs-3": ASCIIImage(lines: ["\\/"]),
        "wall": ASCIIImage(lines: ["####", "####"]),
    ]

    static func still(
        _ title: String, x: Int, y: Int, image: String = "box", habitat: Habitat = .land
    ) -> NotAnimalObject {
        var generator = SeededGenerator(seed: 1)
        return NotAnimalObject(
            title: title, type: "Thing", coordinateX: x, coordinateY: y, randomImages: [image], habitat: habitat,
            using: &generator)
    }

    static func animal(
        _ title: String, x: Int, y: Int, speed: Double, frames: [String] = ["arrow-1"], duration: Double = 1,
        habitat: Habitat = .sky
    ) -> AnimalObject {
        AnimalObject(
            title: title, type: "Animal", coordinateX: x, coordinateY: y, animationImages: frames,
            animationDuration: duration, speed: speed, habitat: habitat)
    }

    static func scene(_ objects: [any ObjectProtocol], columns: Int = 80, rows: Int = 24, seed: UInt64 = 1) -> Scene {
        var generator = SeededGenerator(seed: seed)
        return Scene(
            catalog: Catalog(objects: objects, images: images), size: Size(columns: columns, rows: rows),
            using: &generator)
    }

    /// The shipped catalog's world at `size`, its stills and arrivals picked with `seed`.
    static func shipped(_ size: Size, seed: UInt64) throws -> Scene {
        var generator = SeededGenerator(seed: seed)
        let catalog = try Catalog.bundled(using: &generator)
        return Scene(catalog: catalog, size: size, using: &generator)
    }

    /// Where the first object titled `title` stands now, if it is on stage; copies that fill a large
    /// window come later in ``Scene/objects``, and are not it.
    static func rect(of title: String, in scene: Scene) -> Rect? {
        guard let index = scene.objects.firstIndex(where: { $0.title == title }) else { return nil }
        return scene.placements.first { $0.index == index }?.rect
    }

    /// Plays `scene` on from its time to `end`, one change after another, calling `each` after every one.
    static func play(_ scene: inout Scene, to end: Duration, _ each: (Scene) -> Void = { _ in }) {
        var time = scene.time
        while let next = scene.nextChange(after: time), next <= end {
            scene.advance(to: next)
            time = next
            each(scene)
        }
    }
}

@Suite("The world: sky, land, cliff and sea, laid out for the window")
struct SceneWorldTests {
    @Test("At 80x24 the horizon is row 10 and the coast column 40: horizon line, cliff, waves and seabed")
    func layout() {
        let scene = SceneFixtures.scene([SceneFixtures.still("Far", x: 0, y: 0, image: "dot", habitat: .sky)])
        let lines = scene.canvas.lines
        #expect(lines[10].hasPrefix(String(repeating: "_", count: 39) + "\\"))
        #expect(lines[10].dropFirst(40).allSatisfy { "~-^".contains($0) })
        #expect(lines[23].count == 80)
        #expect(lines.dropFirst(11).allSatisfy { $0.count >= 40 }, "the cliff stands on every row below")
        // Nothing but the pictures in the sky: the terminal's background is never painted.
        #expect(lines.prefix(10).allSatisfy { $0.allSatisfy { $0 == " " || $0 == "o" } })
    }

    @Test("The waves move; the ground does not")
    func waves() {
        var scene = SceneFixtures.scene([SceneFixtures.still("Far", x: 0, y: 0, image: "dot", habitat: .sky)])
        let before = scene.canvas.lines
        scene.advance(to: .seconds(1))
        let after = scene.canvas.lines
        #expect(before[10] != after[10])
        #expect(before[10].prefix(40) == after[10].prefix(40))
        #expect(before.dropFirst(11) == after.dropFirst(11))
    }

    @Test("Each habitat puts its objects in its own part of the world", arguments: Habitat.allCases)
    func habitatRegion(_ habitat: Habitat) throws {
        let scene = SceneFixtures.scene([SceneFixtures.still("Thing", x: 0, y: 0, habitat: habitat)])
        let rect = try #require(SceneFixtures.rect(of: "Thing", in: scene))
        let (horizon, coast) = (10, 40)
        switch habitat {
        case .sky: #expect(rect.bottom <= horizon)
        case .land: #expect(rect.bottom - 1 >= horizon && rect.right <= coast - 1)
        case .water: #expect(rect.bottom - 1 == horizon && rect.column > coast)
        case .underwater: #expect(rect.row > horizon && rect.bottom <= 24 && rect.column > coast)
        }
    }

    @Test("A type that does not say where it lives lives on land")
    func defaultHabitat() throws {
        struct Signpost: ObjectProtocol {
            var title = "Signpost"
            var type = "Trail"
            var coordinateX = 0
            var coordinateY = 0
        }
        #expect(Habitat(of: Signpost()) == .land)
        let scene = SceneFixtures.scene([Signpost()])
        let rect = try #require(SceneFixtures.rect(of: "Signpost", in: scene))
        #expect(rect.row >= 10 && rect.right <= 39)
    }

    @Test("Within a habitat X orders left to right and Y from far to near")
    func coordinatesMeanOrder() throws {
        let scene = SceneFixtures.scene([
            SceneFixtures.still("West", x: 0, y: 0), SceneFixtures.still("East", x: 10, y: 0),
            SceneFixtures.still("Near", x: 5, y: 9),
        ])
        let west = try #require(SceneFixtures.rect(of: "West", in: scene))
        let east = try #require(SceneFixtures.rect(of: "East", in: scene))
        let near = try #require(SceneFixtures.rect(of: "Near", in: scene))
        #expect(west.column < east.column)
        #expect(near.bottom > west.bottom)
    }

    @Test("A window smaller than the world's smallest shows nothing and does not fit; the world comes back")
    func tooSmall() {
        var scene = SceneFixtures.scene([SceneFixtures.still("A", x: 0, y: 0)], columns: 30, rows: 10)
        #expect(!scene.fits)
        #expect(scene.minimumSize == Size(columns: 40, rows: 12))
        #expect(scene.canvas.lines.allSatisfy { $0.isEmpty })
        scene.resize(to: Size(columns: 60, rows: 16))
        #expect(scene.fits)
        #expect(SceneFixtures.rect(of: "A", in: scene) != nil)
    }
}

@Suite("The cast: it fits the window, and it comes and goes")
struct SceneCastTests {
    struct Window: Sendable, CustomTestStringConvertible {
        var size: Size
        var fewest: Int
        var testDescription: String { "\(size)" }
    }

    @Test(
        "At the start no picture hides or cuts another, for every seed, and more fit a larger window",
        arguments: [
            Window(size: Size(columns: 80, rows: 24), fewest: 5), Window(size: Size(columns: 120, rows: 40), fewest: 8),
            Window(size: Size(columns: 200, rows: 60), fewest: 12),
        ])
    func noOverlapAtTheStart(window: Window) throws {
        let bounds = Rect(column: 0, row: 0, size: window.size)
        for seed in 1...8 as ClosedRange<UInt64> {
            let scene = try SceneFixtures.shipped(window.size, seed: seed)
            let rects = scene.placements.map(\.rect)
            #expect(rects.count >= window.fewest, "seed \(seed): \(rects.count) on stage")
            for (index, rect) in rects.enumerated() {
                #expect(bounds.contains(rect), "seed \(seed): a picture is cut by the window")
                for other in rects[(index + 1)...] {
                    #expect(!rect.intersects(other), "seed \(seed): \(rect) and \(other) overlap")
                }
            }
        }
    }

    @Test("Movers leave at an edge and others come in, so the cast changes over a minute")
    func castChanges() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: 3)
        let first = Set(scene.placements.map { scene.objects[$0.index].title })
        var seen: Set<Set<String>> = [first]
        SceneFixtures.play(&scene, to: .seconds(60)) { scene in
            seen.insert(Set(scene.placements.map { scene.objects[$0.index].title }))
        }
        let arrivals = seen.reduce(Set<String>()) { $0.union($1) }.subtracting(first)
        #expect(seen.count > 3)
        #expect(!arrivals.isEmpty, "someone who waited off stage came on")
    }

    @Test("A large window fills with copies of the catalog's movers, each habitat to its share, and no further")
    func copiesFillTheWindow() throws {
        let catalog = try Catalog.bundled()
        var scene = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: 2)
        // 200x60: a horizon on row 24 and the coast at column 100 give the sky 16 movers, the land 11, the
        // surface 2 and the depths 16; the cast never grows past them, however long the scene runs.
        let most = catalog.objects.count + 16 + 11 + 2 + 16
        var mostOnStage = 0
        var largestCast = 0
        SceneFixtures.play(&scene, to: .seconds(3600)) { scene in
            mostOnStage = max(mostOnStage, scene.placements.count)
            largestCast = max(largestCast, scene.objects.count)
        }
        #expect(scene.objects.count > catalog.objects.count + 20, "copies joined the cast")
        #expect(mostOnStage > catalog.objects.count, "more on stage than the catalog holds")
        #expect(largestCast <= most)
        let copies = scene.objects[catalog.objects.count...]
        #expect(copies.allSatisfy { copy in catalog.objects.contains { $0.title == copy.title } })
        // At 80x24 the catalog's own movers are enough: no copy.
        var small = try SceneFixtures.shipped(Size(columns: 80, rows: 24), seed: 2)
        SceneFixtures.play(&small, to: .seconds(120))
        #expect(small.objects.count == catalog.objects.count)
    }

    @Test("A mover that is a class instance is never copied: a copy would share its coordinates")
    func classMoversAreNotCopied() {
        // Unchecked: the test uses it from one task only.
        final class Kite: ObjectProtocol, MovingProtocol, HabitatProtocol, @unchecked Sendable {
            var title = "Kite"
            var type = "Toy"
            var coordinateX = 0
            var coordinateY = 0
            var speed: Double { 3 }
            var habitat: Habitat { .sky }
        }
        var scene = SceneFixtures.scene([Kite()], columns: 200, rows: 60)
        SceneFixtures.play(&scene, to: .seconds(60))
        #expect(scene.objects.count == 1)
    }

    @Test("A mover comes in clear of every picture on stage, copies of it included")
    func entersClear() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: 4)
        var onStage = Set(scene.placements.map(\.index))
        var entries = 0
        SceneFixtures.play(&scene, to: .seconds(300)) { scene in
            let placements = scene.placements
            for entrant in placements where !onStage.contains(entrant.index) {
                entries += 1
                let others = placements.filter { $0.index != entrant.index }
                #expect(!others.contains { $0.rect.intersects(entrant.rect) }, "\(scene.objects[entrant.index].title)")
            }
            onStage = Set(placements.map(\.index))
        }
        #expect(entries > 20)
    }

    @Test("A mover comes in at an open edge of its lane, facing in")
    func entersAtAnEdge() {
        var scene = SceneFixtures.scene([
            SceneFixtures.still("Blocker", x: 0, y: 0, image: "wall", habitat: .sky)
        ])
        var generator = SeededGenerator(seed: 4)
        scene.add(SceneFixtures.animal("Gull", x: 0, y: 0, speed: 5))
        let rect = SceneFixtures.rect(of: "Gull", in: scene)
        #expect(rect.map { $0.column == -1 || $0.right == 81 } == true)
        scene.addRandomObject(using: &generator)
        #expect(scene.objects.count == 3)
    }

    @Test("An animal that comes on after the start comes in a colour of its own")
    func colourVariants() throws {
        var scene = SceneFixtures.scene([SceneFixtures.still("Anchor", x: 0, y: 0, image: "dot", habitat: .sky)])
        var colors: Set<NamedColor?> = []
        for index in 0..<6 {
            var gull = SceneFixtures.animal("Gull\(index)", x: 0, y: 0, speed: 5)
            gull.color = .white
            scene.add(gull)
            let rect = try #require(SceneFixtures.rect(of: "Gull\(index)", in: scene))
            let column = max(0, rect.column + 1)
            colors.insert(scene.canvas[column, rect.row + 0].color)
        }
        #expect(colors.count > 1)
        #expect(!colors.contains(.white) || colors.count > 2)
    }

    @Test("However often a is pressed, the stage holds a bounded cast; the rest wait their turn")
    func boundedCast() {
        var scene = SceneFixtures.scene([SceneFixtures.animal("Gull", x: 0, y: 0, speed: 5)])
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<500 { scene.addRandomObject(using: &generator) }
        // The 500 added, and at most the copies made before them to fill the window; none while any wait.
        let cast = 501...(501 + 80 * 24 / 250)
        #expect(cast.contains(scene.objects.count))
        #expect(scene.placements.count <= 80 * 24 / 250 + 1)
        SceneFixtures.play(&scene, to: .seconds(30))
        #expect(scene.placements.count <= 80 * 24 / 250 + 1)
        #expect(cast.contains(scene.objects.count))
    }

    @Test("Ten thousand objects: the stage holds what fits, and the rest wait, unplaced")
    func tenThousand() {
        let objects: [any ObjectProtocol] = (0..<10_000).map { (index: Int) -> any ObjectProtocol in
            index % 2 == 0
                ? SceneFixtures.animal("A\(index)", x: index % 97, y: index % 31, speed: Double(index % 7))
                : SceneFixtures.still("S\(index)", x: index % 89, y: index % 29, image: "dot")
        }
        var scene = SceneFixtures.scene(objects, columns: 200, rows: 60)
        #expect(!scene.placements.isEmpty)
        #expect(scene.placements.count <= 200 * 60 / 40)
        SceneFixtures.play(&scene, to: .seconds(2))
        scene.resize(to: Size(columns: 80, rows: 24))
        #expect(scene.objects.count == 10_000)
        #expect(scene.fits)
    }
}

@Suite("Movers: speeds, strides, drift, and the schedule")
struct SceneMotionTests {
    @Test("After t seconds a flier has gone speed × t cells, and its coordinateX follows", arguments: [0.5, 2, 7.25])
    func positionIsSpeedTimesTime(speed: Double) throws {
        var scene = SceneFixtures.scene([SceneFixtures.animal("Gull", x: 0, y: 0, speed: speed)], columns: 200)
        let start = try #require(SceneFixtures.rect(of: "Gull", in: scene))
        var coordinates: [Int] = []
        for seconds in [1.0, 3.0, 8.0] {
            scene.advance(to: .seconds(seconds))
            let rect = try #require(SceneFixtures.rect(of: "Gull", in: scene))
            #expect(rect.column - start.column == Int((speed * seconds).rounded(.down)))
            coordinates.append(scene.objects[0].coordinateX)
        }
        #expect(coordinates == coordinates.sorted())
    }

    @Test("A walker shows its next frame at each step, so its stride matches its speed")
    func walkerStride() throws {
        var scene = SceneFixtures.scene([
            SceneFixtures.animal(
                "Beetle", x: 0, y: 0, speed: 2, frames: ["legs-1", "legs-2", "legs-3"], duration: 0.1, habitat: .land)
        ])
        var seen: [(column: Int, legs: Character)] = []
        SceneFixtures.play(&scene, to: .seconds(2)) { scene in
            guard let rect = SceneFixtures.rect(of: "Beetle", in: scene), rect.column >= 0 else { return }
            let legs = scene.canvas[rect.column, rect.row].character
            if seen.last?.column != rect.column || seen.last?.legs != legs { seen.append((rect.column, legs)) }
        }
        // The frame changes exactly when the column does: two a second, not ten.
        for (before, after) in zip(seen, seen.dropFirst()) {
            #expect(before.column != after.column)
            #expect(before.legs != after.legs)
        }
        #expect(seen.count >= 4)
    }

    @Test("A walker turns round at the cliff and leaves by the open edge; then it waits, and comes back")
    func walkerTurnsAndLeaves() throws {
        var scene = SceneFixtures.scene([SceneFixtures.animal("Ant", x: 9, y: 0, speed: 20, habitat: .land)])
        var columns: [Int] = []
        var left = false
        var cameBack = false
        SceneFixtures.play(&scene, to: .seconds(10)) { scene in
            if let rect = SceneFixtures.rect(of: "Ant", in: scene) {
                columns.append(rect.column)
                cameBack = cameBack || left
            } else {
                left = true
            }
        }
        #expect(columns.max() ?? 0 <= 37, "never past the cliff")
        #expect(left, "it left by the open edge")
        #expect(cameBack, "and came back")
    }

    @Test("Fliers drift a row up and down as they go, within the sky")
    func drift() throws {
        var scene = SceneFixtures.scene([SceneFixtures.animal("Gull", x: 5, y: 3, speed: 0.5)])
        var rows: Set<Int> = []
        SceneFixtures.play(&scene, to: .seconds(8)) { scene in
            if let rect = SceneFixtures.rect(of: "Gull", in: scene) { rows.insert(rect.row) }
        }
        #expect(rows.count >= 2)
        #expect((rows.max() ?? 0) - (rows.min() ?? 0) <= 2)
        #expect((rows.max() ?? 99) < 10)
    }

    @Test("Each picture changes frame at its own interval; the schedule keeps a 20 ms tick")
    func framesOnTheTick() {
        var scene = SceneFixtures.scene([
            SceneFixtures.still("Anchor", x: 0, y: 0, image: "dot", habitat: .sky),
            SceneFixtures.animal("Blink", x: 5, y: 0, speed: 0, frames: ["arrow-1", "arrow-2"], duration: 0.3),
        ])
        var times: [Duration] = []
        SceneFixtures.play(&scene, to: .seconds(1)) { times.append($0.time) }
        #expect(times.allSatisfy { $0.wholeMultiples(of: .milliseconds(20)) * 20 == Int($0 / .milliseconds(1)) })
        #expect(times.contains(.milliseconds(160)), "150 ms is due on the tick at 160 ms")
    }

    @Test(
        "Speeds a scene cannot honour do not trap: too small counts as still, too large as the fastest",
        arguments: [0, 1e-21, -1e-21, .leastNonzeroMagnitude, .nan, .infinity, -.infinity, 1e300, -1e300])
    func extremeSpeeds(speed: Double) {
        var scene = SceneFixtures.scene([SceneFixtures.animal("Odd", x: 0, y: 0, speed: speed)])
        SceneFixtures.play(&scene, to: .seconds(3))
        #expect(abs(MovingSpeed.playable(speed)) <= Scene.maximumSpeed)
        #expect(scene.time <= .seconds(3))
    }

    @Test("A type of its own moves up and down its band with a vertical speed")
    func verticalMotion() throws {
        struct Moth: ObjectProtocol, MovingProtocol, HabitatProtocol {
            var title = "Moth"
            var type = "Insect"
            var coordinateX = 0
            var coordinateY = 0
            var speed: Double { 0 }
            var verticalSpeed: Double { 2 }
            var habitat: Habitat { .sky }
        }
        var scene = SceneFixtures.scene([
            Moth(), SceneFixtures.still("Low", x: 40, y: 9, image: "dot", habitat: .sky),
        ])
        let start = try #require(SceneFixtures.rect(of: "Moth", in: scene))
        scene.advance(to: .seconds(2))
        let later = try #require(SceneFixtures.rect(of: "Moth", in: scene))
        #expect(later.row == start.row + 4)
        #expect(scene.objects[0].coordinateY > 0)
    }

    @Test("The scene plays through a Player too, as any PlaybackSource does")
    func playsThroughPlayer() async throws {
        let scene = SceneFixtures.scene([SceneFixtures.animal("Ant", x: 0, y: 0, speed: 4)])
        var player = Player(clock: ManualClock(), output: PictureRecorder())
        var shown = 0
        player.observers.add { if case .frameShown = $0 { shown += 1 } }
        _ = try await player.play(SceneMotionTests.Limited(scene: scene, end: .seconds(1)), length: .forever)
        #expect(shown > 5)
    }

    /// A scene that stops changing after `end`, so that playing it forever ends.
    struct Limited: PlaybackSource {
        var scene: Scene
        let end: Duration
        var loopDuration: Duration? { nil }
        mutating func canvas(at time: Duration) -> Canvas { scene.canvas(at: time) }
        mutating func nextChange(after time: Duration) -> Duration? {
            scene.nextChange(after: time).flatMap { $0 <= end ? $0 : nil }
        }
    }
}

@Suite("Events: one at a time, seeded")
struct SceneEventTests {
    @Test("Over ten minutes a flock, a shower and night each come, never two at once, the same for a seed")
    func events() throws {
        func kinds(seed: UInt64) throws -> [Scene.Events.Kind] {
            var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: seed)
            var kinds: [Scene.Events.Kind] = []
            SceneFixtures.play(&scene, to: .seconds(600)) { scene in
                if let kind = scene.event, kinds.last != kind { kinds.append(kind) }
            }
            return kinds
        }
        let first = try kinds(seed: 5)
        #expect(Set(first) == Set(Scene.Events.Kind.allCases))
        #expect(zip(first, first.dropFirst()).allSatisfy { $0 != $1 })
        #expect(try kinds(seed: 5) == first)
    }

    @Test("At night the stars come out in the sky, and everything but the sky's still lights is dim")
    func night() throws {
        var scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 5)
        var nightCanvas: Canvas?
        SceneFixtures.play(&scene, to: .seconds(600)) { scene in
            if nightCanvas == nil, scene.event == .night { nightCanvas = scene.canvas }
        }
        let canvas = try #require(nightCanvas)
        let sky = (0..<16).flatMap { row in (0..<120).map { canvas[$0, row] } }
        #expect(sky.contains { "*+".contains($0.character) })
        let ground = (17..<40).flatMap { row in (0..<60).map { canvas[$0, row] } }.filter { !$0.isEmpty }
        #expect(ground.filter { $0.style.contains(.dim) }.count > ground.count / 4)
    }
}

@Suite("Scene snapshots")
struct SceneSnapshotTests {
    @Test("The snapshot at the start holds no escape byte; in colour it does")
    func snapshot() throws {
        let scene = try SceneFixtures.shipped(Size(columns: 200, rows: 60), seed: 1)
        #expect(scene.fits)
        #expect(!scene.canvas.text(colored: false).contains("\u{1B}"))
        #expect(scene.canvas.text(colored: true).contains("\u{1B}["))
    }
}
