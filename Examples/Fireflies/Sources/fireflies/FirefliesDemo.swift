import NatureKit
import NatureKitTesting
import NatureSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows that object types NatureKit has never heard of go through its catalog, its branch, its
/// cards, its player and its scene unchanged: fireflies compose `MovingProtocol`, and drift.
///
/// The output is the same on every run (a seeded generator and a manual clock), so CI can compare
/// it; `--play` also plays the firefly on the terminal, in real time.
@main
struct FirefliesDemo {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst()
        if let unknown = arguments.first(where: { $0 != "--play" }) {
            StandardStream.reportError("fireflies: unknown argument '\(unknown)'; usage: fireflies [--play]")
            exit(64)
        }

        // Register the new kinds next to NatureKit's own, then load a catalog that uses both.
        var registry = ObjectRegistry.standard
        registry.register(Firefly.self, kind: "firefly")
        registry.register(Signpost.self, kind: "signpost")
        var generator = SeededGenerator(seed: 7)
        let catalog = try Catalog(data: Data(PackageResources.fireflies_json), registry: registry, using: &generator)

        // Every object through NatureKit's branch, then as a card for output that is not a terminal.
        for object in catalog.objects {
            print(PictureExplanation(for: object, canAnimate: true))
            print(Card(object: object, catalog: catalog, canAnimate: false).plainText)
        }

        // A firefly that breaks its own type's rule is refused like any other catalog problem.
        let broken = Data(
            #"""
            {"version": 1, "images": {"ember": ["}o{"]}, "objects": [{"kind": "firefly", "title": "Ember",
            "type": "Insect", "coordinateX": 0, "coordinateY": 0, "animationImages": ["ember"],
            "animationDuration": 1, "randomImages": ["ember"], "glow": 7}]}
            """#.utf8)
        do {
            _ = try Catalog(data: broken, registry: registry)
        } catch {
            print("refused: \(error)\n")
        }

        guard let firefly = catalog.objects.first(where: { $0 is Firefly }) as? Firefly else {
            preconditionFailure("fireflies.json lists a firefly")
        }
        let card = Card(object: firefly, catalog: catalog)

        if arguments.contains("--play") {
            if Terminal(color: .auto).isCapable {
                try await playOnTerminal(card)
            } else {
                StandardStream.reportError("fireflies: --play needs a terminal; skipped")
            }
        }
        try await playRecorded(card)
        try await showScene(catalog)
    }

    /// Plays the card on a manual clock into a recording: no sleeping, the same result every time.
    static func playRecorded(_ card: Card) async throws {
        let clock = ManualClock()
        var player = Player(clock: clock, output: Screen(output: RecordingOutput(), colored: false, columns: 80))

        // An observer object; the player holds it weakly.
        let tally = PlaybackTally()
        player.observers.add(tally)
        // A closure, added for the first run and removed by its token before the second.
        var framesShown = 0
        let token = player.observers.add { event in
            if case .frameShown = event { framesShown += 1 }
        }
        let first = try await player.play(card, length: .loops(2))
        player.observers.remove(token)
        let second = try await player.play(card, length: .loops(1))

        let bytes = player.output.output.writes.reduce(0) { $0 + $1.count }
        print("playback of \(card.object.title): \(card.frames.count) frames, one every \(card.interval)")
        print("first run: \(first), second run: \(second)")
        print("frames shown: \(framesShown) (closure, first run only)")
        print("loops: \(tally.loopsFinished), playbacks finished: \(tally.playbacksFinished) (observer, both runs)")
        print(
            "recorded: \(player.output.output.writes.count) writes, \(bytes) bytes, \(clock.now.offset) of clock time")
    }

    /// Puts the whole catalog on one scene, moves it on by hand, then plays it on a manual clock. The
    /// fireflies fly in the sky because `Firefly` composes `HabitatProtocol` and `MovingProtocol`;
    /// NatureKit is not changed.
    static func showScene(_ catalog: Catalog) async throws {
        // What a scene asks: does the object compose `MovingProtocol`? Fireflies do; the rest stay put.
        print()
        for object in catalog.objects {
            if let mover = object as? any MovingProtocol {
                print("\(object.title) moves \(mover.speed) columns and \(mover.verticalSpeed) rows a second")
            } else {
                print("\(object.title) stays where it is")
            }
        }
        print()

        // The catalog's world in a window of 48 by 18, each object in its habitat.
        var scene = Scene(catalog: catalog, size: Size(columns: 48, rows: 18), seed: 0)
        printSnapshot(of: scene)
        // Move it on by hand as a player does, from one change to the next: `nextChange(after:)` says
        // when, and `advance(to:)` carries out everything due by then as one update.
        for seconds in 1...2 {
            var updates = 0
            while let next = scene.nextChange(after: scene.time), next <= .seconds(seconds) {
                scene.advance(to: next)
                updates += 1
            }
            scene.advance(to: .seconds(seconds))
            print("\(updates) updates by hand")
            printSnapshot(of: scene)
        }

        // Play it afresh on a manual clock into a full-window screen, with no keys, for eight seconds.
        let clock = ManualClock()
        var player = Player(clock: clock, output: Screen(output: RecordingOutput(), mode: .fullWindow, colored: false))
        var played = Scene(catalog: catalog, size: Size(columns: 48, rows: 18), seed: 0)
        var updates = 0
        player.observers.add { event in
            if case .frameShown = event { updates += 1 }
        }
        let outcome = try await player.play(&played, length: .duration(.seconds(8)))
        print("scene played: \(outcome), \(updates) updates, \(clock.now.offset) of clock time\n")
        printSnapshot(of: played)
    }

    /// The scene's picture in a frame, then where each firefly is now: a scene updates the
    /// coordinates of what it moves.
    static func printSnapshot(of scene: Scene) {
        let border = "+" + String(repeating: "-", count: scene.size.columns) + "+"
        print("scene at \(scene.time):\n\(border)")
        for line in scene.canvas.lines {
            print("|" + line + String(repeating: " ", count: scene.size.columns - line.count) + "|")
        }
        print(border)
        for case let firefly as Firefly in scene.objects {
            print("\(firefly.title): \(firefly.coordinatesLabel)")
        }
        print()
    }

    /// Plays the card in real time on the terminal, redrawn in place, three loops. The session hides
    /// the cursor and shows it again however playback ends, Control-C included.
    static func playOnTerminal(_ card: Card) async throws {
        try await TerminalSession.run([.readsKeys]) { session in
            var player = Player(session: session, mode: .inline)
            _ = try await player.play(card, length: .loops(3))
        }
    }
}
