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

    /// The three window sizes the scene is judged at.
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 200, rows: 60)]

    /// The shipped catalog's world at `size`, its stills and arrivals picked with `seed`, as
    /// `nature-cli scene --seed` makes it.
    static func shipped(_ size: Size, seed: UInt64) throws -> Scene {
        var generator = SeededGenerator(seed: seed)
        return Scene(catalog: try Catalog.bundled(using: &generator), size: size, seed: seed)
    }

    /// The shipped scene at `size` for each of `seeds`, as ``shipped(_:seed:)`` makes it, with its seed:
    /// the many worlds a test checks one rule across.
    static func shipped(_ size: Size, seeds: ClosedRange<UInt64>) throws -> [(seed: UInt64, scene: Scene)] {
        try seeds.map { seed in (seed, try shipped(size, seed: seed)) }
    }

    /// Each landmark standing in `habitats` of the shipped scene, at each of ``sizes`` for seeds 1 to 8:
    /// its scene and seed, its place among the scene's figures and its pose at the start.
    static func shippedLandmarks(
        in habitats: Set<Habitat>
    ) throws -> [(size: Size, seed: UInt64, scene: Scene, index: Int, pose: Scene.Pose)] {
        try sizes.flatMap { size in
            try shipped(size, seeds: 1...8).flatMap { seed, scene in
                scene.figures.indices.filter {
                    scene.figures[$0].path == nil && habitats.contains(scene.figures[$0].habitat)
                }
                .map { (size, seed, scene, $0, scene.figures[$0].pose(at: scene.now)) }
            }
        }
    }

    /// The stage a happening sees in `scene`: its world and objects, its figures unless `withFigures` is
    /// false, and `running` under way.
    static func stage(
        of scene: Scene, withFigures: Bool = true, running: [any Scene.Happening] = []
    ) -> Scene.Stage {
        Scene.Stage(
            world: scene.world, figures: withFigures ? scene.figures : [], objects: scene.objects, running: running)
    }

    /// A happening of `kind` begun at `time` on `stage`, drawing from a generator seeded with `seed`; `nil`
    /// where it does not fit.
    static func begin<Kind: Scene.Happening>(
        _ kind: Kind.Type, on stage: Scene.Stage, seed: UInt64, at time: Int = 0
    ) -> Kind? {
        var random = SeededGenerator(seed: seed)
        return Kind.begin(at: time, on: stage, random: &random)
    }

    /// The shipped world at `size` for `seed`, and a happening of `kind` begun at `time` on its stage with
    /// no figures, drawing from the same seed: for what a happening draws of its own.
    static func begunOnAnEmptyStage<Kind: Scene.Happening>(
        _ kind: Kind.Type, seed: UInt64, at time: Int = 0, size: Size = Size(columns: 120, rows: 40)
    ) throws -> (scene: Scene, happening: Kind?) {
        let scene = try shipped(size, seed: seed)
        return (scene, begin(kind, on: stage(of: scene, withFigures: false), seed: seed, at: time))
    }

    /// Where the first object titled `title` stands now, if it is on stage; copies that fill a large
    /// window come later in ``Scene/objects``, and are not it.
    static func rect(of title: String, in scene: Scene) -> Rect? {
        guard let index = scene.objects.firstIndex(where: { $0.title == title }) else { return nil }
        return scene.placements.first { $0.index == index }?.rect
    }

    /// Plays `scene` on from its time to `end`, one change after another, calling `each` after every one,
    /// and ends exactly at `end`.
    static func play(_ scene: inout Scene, to end: Duration, _ each: (Scene) -> Void = { _ in }) {
        var time = scene.time
        while let next = scene.nextChange(after: time), next <= end {
            scene.advance(to: next)
            time = next
            each(scene)
        }
        scene.advance(to: end)
    }

    /// Plays `scene` on from its time to `end` in steps picked by `generator`, each from 1 to
    /// `longest` milliseconds, landing exactly on `end`.
    static func play(
        _ scene: inout Scene, to end: Duration, randomSteps generator: inout SeededGenerator, longest: Int = 700
    ) {
        while scene.time < end {
            let step = Duration.milliseconds(1 + Int(generator.next() % UInt64(longest)))
            scene.advance(to: min(scene.time + step, end))
        }
    }

    /// The movers on stage.
    static func movers(in scene: Scene) -> [Scene.Figure] {
        scene.figures.filter { $0.path != nil }
    }

    /// How the world is laid out: its horizon, the sea's surface, its land and sea, and its shore, in a few
    /// words.
    static func layout(of world: Scene.World) -> String {
        let frame = world.frame
        return
            "horizon \(frame.horizon), surface \(frame.surface), land \(frame.land), sea \(frame.sea), \(frame.shore)"
    }
}
