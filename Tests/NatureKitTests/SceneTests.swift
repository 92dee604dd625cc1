import Testing

@testable import NatureKit

/// Small catalogs made in code, for scenes whose every cell a test can predict.
enum SceneFixtures {
    static let images: [String: ASCIIImage] = [
        "box": ASCIIImage(lines: ["+--+", "|  |", "+--+"]),
        "dot": ASCIIImage(lines: ["o"]),
        "arrow-1": ASCIIImage(lines: ["->"]),
        "arrow-2": ASCIIImage(lines: ["=>"]),
        "wall": ASCIIImage(lines: ["####", "####"]),
    ]

    static func still(_ title: String, x: Int, y: Int, image: String = "box") -> NotAnimalObject {
        var generator = SeededGenerator(seed: 1)
        return NotAnimalObject(
            title: title, type: "Thing", coordinateX: x, coordinateY: y, randomImages: [image], using: &generator)
    }

    static func animal(
        _ title: String, x: Int, y: Int, speed: Double, frames: [String] = ["arrow-1"], duration: Double = 1
    ) -> AnimalObject {
        AnimalObject(
            title: title, type: "Animal", coordinateX: x, coordinateY: y, animationImages: frames,
            animationDuration: duration, speed: speed)
    }

    static func scene(_ objects: [any ObjectProtocol], columns: Int, rows: Int) -> Scene {
        Scene(catalog: Catalog(objects: objects, images: images), size: Size(columns: columns, rows: rows))
    }
}

@Suite("Scene: where objects stand and what is in front")
struct SceneLayoutTests {
    @Test("The smallest coordinates touch the top-left corner and the largest the bottom-right, pictures inside")
    func coordinatesStretchOverTheWindow() {
        let scene = SceneFixtures.scene(
            [SceneFixtures.still("A", x: 0, y: 0), SceneFixtures.still("B", x: 10, y: 4)], columns: 20, rows: 8)
        #expect(
            scene.lines == [
                "+--+", "|  |", "+--+", "", "", "                +--+", "                |  |", "                +--+",
            ])
    }

    @Test("A coordinate halfway along the span stands halfway across the places a picture can take")
    func middle() {
        let scene = SceneFixtures.scene(
            [
                SceneFixtures.still("A", x: 0, y: 0, image: "dot"),
                SceneFixtures.still("B", x: 10, y: 10, image: "dot"),
                SceneFixtures.still("C", x: 5, y: 5, image: "dot"),
            ], columns: 11, rows: 11)
        #expect(scene.lines[5] == "     o")
    }

    @Test("Lower objects stand in front; at the same Y the later one does; a picture hides what is inside its outline")
    func zOrder() {
        // The wall is earlier in the catalog but lower down, so it is drawn over the box.
        let lowerWall = SceneFixtures.scene(
            [SceneFixtures.still("Wall", x: 0, y: 1, image: "wall"), SceneFixtures.still("Box", x: 0, y: 0)],
            columns: 4, rows: 3)
        #expect(lowerWall.lines == ["+--+", "####", "####"])
        // The box is lower down, so it is drawn over the wall, and its blank middle, inside its
        // outline, hides the wall.
        let lowerBox = SceneFixtures.scene(
            [SceneFixtures.still("Box", x: 0, y: 1), SceneFixtures.still("Wall", x: 0, y: 0, image: "wall")],
            columns: 4, rows: 3)
        #expect(lowerBox.lines == ["+--+", "|  |", "+--+"])
        let sameRow = SceneFixtures.scene(
            [SceneFixtures.still("Wall", x: 0, y: 0, image: "wall"), SceneFixtures.still("Box", x: 0, y: 0)],
            columns: 4, rows: 3)
        #expect(sameRow.lines == ["+--+", "|  |", "+--+"])
    }

    @Test("A window smaller than the largest picture shows nothing, and the scene comes back once it grows")
    func tooSmall() {
        var scene = SceneFixtures.scene([SceneFixtures.still("A", x: 0, y: 0)], columns: 3, rows: 2)
        #expect(!scene.fits)
        #expect(scene.minimumSize == Size(columns: 4, rows: 3))
        #expect(scene.lines.allSatisfy { $0.isEmpty })
        scene.resize(to: Size(columns: 60, rows: 5))
        #expect(scene.lines.prefix(3) == ["+--+", "|  |", "+--+"])
    }

    @Test("A 1x1 window, negative coordinates and coordinates near Int.max are placed without a crash")
    func hostileCoordinates() {
        let objects: [any ObjectProtocol] = [
            SceneFixtures.still("Low", x: .min, y: -5, image: "dot"),
            SceneFixtures.still("High", x: .max, y: .max, image: "dot"),
            SceneFixtures.animal("Runner", x: .max - 1, y: 0, speed: 3),
        ]
        var tiny = SceneFixtures.scene(objects, columns: 1, rows: 1)
        #expect(tiny.lines.count == 1)
        tiny.advance(to: .seconds(5))
        var wide = SceneFixtures.scene(objects, columns: 30, rows: 5)
        #expect(wide.lines.first?.hasPrefix("o ") == true)
        #expect(wide.lines.last?.hasSuffix("o") == true)
        wide.advance(to: .seconds(10))
        #expect(wide.objects.allSatisfy { ($0.coordinateX, $0.coordinateY) != (0, 0) || $0.title == "Low" })
    }

    @Test("The snapshot at the start has the catalog's every object, with no escape byte")
    func shippedSnapshot() throws {
        var generator = SeededGenerator(seed: 1)
        let catalog = try Catalog.bundled(using: &generator)
        let scene = Scene(catalog: catalog, size: Size(columns: 200, rows: 60))
        #expect(scene.fits)
        #expect(scene.objects.count == catalog.objects.count)
        #expect(!scene.canvas.text(colored: false).contains("\u{1B}"))
        #expect(scene.canvas.text(colored: true).contains("\u{1B}["))
    }
}

@Suite("Scene: motion, frames and the schedule")
struct SceneMotionTests {
    @Test("After t seconds a mover has gone speed × t cells, and its coordinateX follows", arguments: [0.5, 2, 7.25])
    func positionIsSpeedTimesTime(speed: Double) {
        // 101 places across: coordinates 0–100 map one to one to columns.
        var scene = SceneFixtures.scene(
            [
                SceneFixtures.animal("Ant", x: 0, y: 0, speed: speed),
                SceneFixtures.still("Edge", x: 100, y: 0, image: "dot"),
            ],
            columns: 102, rows: 1)
        for seconds in [1.0, 3.0, 8.0] {
            scene.advance(to: .seconds(seconds))
            let expected = Int((speed * seconds).rounded(.down))
            let line = scene.lines[0]
            let column = line.firstIndex(of: "-").map { line.distance(from: line.startIndex, to: $0) }
            #expect(column == expected)
            #expect(scene.objects[0].coordinateX == expected)
        }
    }

    @Test("A mover turns at the edge, mirrored, and comes back; still objects never move")
    func bounce() {
        var scene = SceneFixtures.scene(
            [SceneFixtures.animal("Ant", x: 0, y: 0, speed: 1), SceneFixtures.still("Rock", x: 0, y: 1, image: "dot")],
            columns: 5, rows: 2)
        // Four places for a picture two wide: 0, 1, 2, 3, then back.
        var seen: [String] = []
        var time = Duration.zero
        while time < .seconds(7) {
            time = scene.nextChange(after: time) ?? .seconds(100)
            scene.advance(to: time)
            seen.append(scene.lines[0])
        }
        // It faces the way its next step goes, so it turns as it reaches an edge.
        #expect(seen == [" ->", "  ->", "   <-", "  <-", " <-", "->", " ->"])
        #expect(scene.lines[1] == "o")
        #expect(scene.objects[1].coordinateX == 0)
    }

    @Test("A negative speed starts leftward, facing left")
    func leftward() {
        var scene = SceneFixtures.scene([SceneFixtures.animal("Ant", x: 10, y: 0, speed: -2)], columns: 12, rows: 1)
        #expect(scene.lines[0] == "          <-")
        scene.advance(to: .seconds(1))
        #expect(scene.lines[0] == "        <-")
    }

    @Test("Each picture changes frame at its own interval; changes in the same millisecond are one update")
    func frames() {
        var scene = SceneFixtures.scene(
            [
                SceneFixtures.animal("Slow", x: 0, y: 0, speed: 0, frames: ["arrow-1", "arrow-2"], duration: 1),
                SceneFixtures.animal("Quick", x: 0, y: 1, speed: 0, frames: ["arrow-1", "arrow-2"], duration: 0.3),
            ], columns: 2, rows: 2)
        var times: [Duration] = []
        var time = Duration.zero
        while let next = scene.nextChange(after: time), next <= .seconds(1) {
            scene.advance(to: next)
            times.append(next)
            time = next
        }
        let expected: [Duration] = [150, 300, 450, 500, 600, 750, 900, 1000].map { .milliseconds($0) }
        #expect(times == expected)
        // At 1 s the slow one shows frame 2 of 2 and the quick one frame 6 of 2: both back at the first.
        #expect(scene.lines == ["->", "->"])
    }

    @Test("Speeds of 0 never schedule a move; thousands of cells a second play at the scene's fastest")
    func extremeSpeeds() {
        var still = SceneFixtures.scene([SceneFixtures.animal("Idle", x: 0, y: 0, speed: 0)], columns: 40, rows: 1)
        #expect(still.nextChange(after: .zero) == nil)
        var fast = SceneFixtures.scene([SceneFixtures.animal("Zip", x: 0, y: 0, speed: 50_000)], columns: 40, rows: 1)
        #expect(fast.nextChange(after: .zero) == .milliseconds(1))
        fast.advance(to: .milliseconds(10))
        #expect(fast.lines[0] == String(repeating: " ", count: 10) + "->")
        var updates = 0
        var time = Duration.milliseconds(10)
        while let next = fast.nextChange(after: time), next <= .seconds(1) {
            fast.advance(to: next)
            time = next
            updates += 1
        }
        #expect(updates <= 990)
    }

    @Test("A scene of 10,000 objects lays out, updates and resizes")
    func tenThousandObjects() {
        let objects: [any ObjectProtocol] = (0..<10_000).map { (index: Int) -> any ObjectProtocol in
            if index % 2 == 0 {
                return SceneFixtures.animal("A\(index)", x: index % 97, y: index % 31, speed: Double(index % 7))
            }
            return SceneFixtures.still("S\(index)", x: index % 89, y: index % 29, image: "dot")
        }
        var scene = SceneFixtures.scene(objects, columns: 200, rows: 60)
        var time = Duration.zero
        for _ in 0..<5 {
            guard let next = scene.nextChange(after: time) else { break }
            scene.advance(to: next)
            time = next
        }
        scene.resize(to: Size(columns: 80, rows: 24))
        #expect(scene.objects.count == 10_000)
        #expect(scene.fits)
    }

    @Test("A resize keeps each mover's share of the way across, and each still object's coordinates")
    func resize() {
        var scene = SceneFixtures.scene(
            [
                SceneFixtures.animal("Ant", x: 0, y: 0, speed: 1),
                SceneFixtures.still("Edge", x: 20, y: 0, image: "dot"),
            ],
            columns: 22, rows: 1)
        scene.advance(to: .seconds(10))
        #expect(scene.objects[0].coordinateX == 10)
        scene.resize(to: Size(columns: 42, rows: 3))
        #expect(scene.lines[0].hasPrefix(String(repeating: " ", count: 20) + "->"))
        #expect(scene.objects[0].coordinateX == 10)
        #expect(scene.lines[0].hasSuffix("o"))
    }

    @Test("A type of its own composes MovingProtocol and moves up and down too")
    func verticalMotion() {
        struct Moth: ObjectProtocol, MovingProtocol {
            var title = "Moth"
            var type = "Insect"
            var coordinateX = 0
            var coordinateY = 0
            var speed: Double { 0 }
            var verticalSpeed: Double { 2 }
        }
        var scene = SceneFixtures.scene(
            [Moth(), SceneFixtures.still("Floor", x: 0, y: 8, image: "dot")], columns: 4, rows: 9)
        #expect(scene.lines[0] == "Moth")
        scene.advance(to: .seconds(2))
        #expect(scene.lines[4] == "Moth")
        #expect(scene.objects[0].coordinateY == 4)
    }

    @Test("The scene plays through a Player too, as any PlaybackSource does")
    func playsThroughPlayer() async throws {
        struct Frames: CanvasOutput {
            var count = 0
            mutating func show(_ canvas: Canvas) throws { count += 1 }
        }
        let scene = SceneFixtures.scene([SceneFixtures.animal("Ant", x: 0, y: 0, speed: 4)], columns: 12, rows: 1)
        var player = Player(clock: ManualClock(), output: Frames())
        var shown = 0
        player.observers.add { if case .frameShown = $0 { shown += 1 } }
        _ = try await player.play(LimitedSource(scene: scene, end: .seconds(1)), length: .forever)
        #expect(shown == 5)
    }

    /// A scene that stops changing after `end`, so that playing it forever ends.
    struct LimitedSource: PlaybackSource {
        var scene: Scene
        let end: Duration
        var loopDuration: Duration? { nil }
        mutating func canvas(at time: Duration) -> Canvas { scene.canvas(at: time) }
        mutating func nextChange(after time: Duration) -> Duration? {
            scene.nextChange(after: time).flatMap { $0 <= end ? $0 : nil }
        }
    }
}
