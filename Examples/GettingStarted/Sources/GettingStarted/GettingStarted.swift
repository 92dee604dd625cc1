import Foundation
import NatureKit
import NatureKitTesting

/// Your own object type: a moth that flutters through frames. Conforming to `AnimationProtocol` is
/// all it takes for NatureKit to play it.
struct Moth: ObjectProtocol, AnimationProtocol, Decodable {
    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int
    var animationImages: [String]
    var animationDuration: Double
}

/// Your own output: it keeps every frame as plain lines, with no escape codes.
struct FrameCollector: CanvasOutput {
    var frames: [[String]] = []

    mutating func show(_ canvas: Canvas) {
        frames.append(canvas.lines)
    }
}

@main
struct GettingStarted {
    /// A catalog with one object of your kind and one of NatureKit's own.
    static let catalogJSON = #"""
        {
          "version": 1,
          "images": {
            "moth-open": ["\\(o)/"],
            "moth-shut": [" |o| "],
            "pebble": ["(___)"]
          },
          "objects": [
            {"kind": "moth", "title": "Moth", "type": "Insect", "coordinateX": 3, "coordinateY": 1,
             "animationImages": ["moth-open", "moth-shut"], "animationDuration": 0.5},
            {"kind": "notAnimal", "title": "Pebble", "type": "Landscape", "coordinateX": 0, "coordinateY": 4,
             "randomImages": ["pebble"]}
          ]
        }
        """#

    /// A catalog whose stone clashes with the shipped one's: the title, and the image's name.
    static let clashingJSON = #"""
        {"version": 1, "images": {"stone-0": ["(_)"]}, "objects": [{"kind": "notAnimal", "title": "STONE",
         "type": "Landscape", "coordinateX": 0, "coordinateY": 0, "randomImages": ["stone-0"]}]}
        """#

    static func main() async throws {
        // Register your kind next to NatureKit's own.
        var registry = ObjectRegistry.standard
        registry.register(Moth.self, kind: "moth")

        // Load the catalog; a seeded generator makes every random choice the same on every run.
        var generator = SeededGenerator(seed: 6)
        let catalog = try Catalog(data: Data(catalogJSON.utf8), registry: registry, using: &generator)

        // Pick an object with the seed.
        let object = catalog.randomObject(using: &generator)

        // Branch with `as?`: on your own type, then on what the protocols say the object can do.
        if let moth = object as? Moth {
            print("\(moth.title): a moth, \(moth.animationImages.count) frames in \(moth.animationDuration) s")
        } else if let still = object as? any StaticImageProtocol {
            print("\(object.title): a still picture, \(still.image)")
        } else {
            print("\(object.title): no picture")
        }

        // Play its card into your own output on a manual clock: no sleeping, and no escape codes.
        let card = Card(object: object, catalog: catalog)
        var player = Player(clock: ManualClock(), output: FrameCollector())

        // Observe: a closure that counts what happens.
        var framesShown = 0
        var loopsFinished = 0
        player.observers.add { event in
            switch event {
            case .frameShown: framesShown += 1
            case .loopFinished: loopsFinished += 1
            default: break
            }
        }
        let outcome = try await player.play(card, length: .loops(2))
        print("\(outcome): \(framesShown) frames in \(loopsFinished) loops, at \(player.clock.now.offset)")
        for lines in player.output.frames.prefix(2) {
            print(lines.joined(separator: "\n"), terminator: "\n\n")
        }

        // Handle a catalog error: it names the JSON path, the object and what is wrong.
        let broken = Data(
            #"""
            {"version": 1, "images": {}, "objects": [{"kind": "moth", "title": "Moth", "type": "Insect",
             "coordinateX": 0, "coordinateY": 0, "animationImages": ["moth-0"], "animationDuration": 90}]}
            """#.utf8)
        do {
            _ = try Catalog(data: broken, registry: registry)
        } catch {
            print("refused at \(error.path): \(error.message)")
        }
        // Or list every problem at once, as `nature-cli validate` does.
        for problem in Catalog.problems(inData: broken, registry: registry) {
            print(problem)
        }

        // Combine the catalog that ships inside NatureKit with yours, seeded as well: its objects come
        // first, then yours, with the images of both.
        let shipped = try Catalog.bundled(registry: registry, using: &generator)
        let combined = try shipped.merging(catalog)
        print("combined: \(combined.objects.count) objects, the last \(combined.objects.suffix(2).map(\.title))")

        // A title both use (ignoring case), or an image name both define differently, is a clash;
        // `merging` throws the first, and `problems(merging:)` lists them all, naming both sources.
        let clashing = try Catalog(data: Data(clashingJSON.utf8), registry: registry)
        for problem in shipped.problems(merging: clashing) {
            print(problem)
        }
    }
}
