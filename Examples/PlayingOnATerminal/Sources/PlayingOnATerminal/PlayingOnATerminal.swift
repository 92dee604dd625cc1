import NatureKit
import NatureSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two listings of NatureSystem's article "Playing on a terminal": a card, and a scene.
///
/// `PlayingOnATerminal card` plays the Bird's card three times in place; `PlayingOnATerminal scene` plays
/// the whole catalog full-window until q. Either exits with the status a shell expects.
@main
struct PlayingOnATerminal {
    static func main() async throws {
        let status =
            switch CommandLine.arguments.dropFirst().first {
            case "card": try await playCard()
            case "scene": try await playScene()
            default: Int32(64)
            }
        exit(status)
    }

    /// A card below the prompt, redrawn in place and left in the scrollback; q ends it early.
    static func playCard() async throws -> Int32 {
        let catalog = try Catalog.bundled()
        guard let bird = catalog.object(titled: "Bird") else { return 1 }
        let card = Card(object: bird, catalog: catalog)
        let outcome = try await TerminalSession.run([.readsKeys]) { session in
            var player = Player(session: session, mode: .inline)
            player.showsKeyHints = true  // nature-cli's dim line of keys, and "paused" while paused
            return try await player.play(card, length: .loops(3))
        }
        return outcome.exitStatus
    }

    /// The whole catalog alive on the alternate screen, with the scene's keys, until q or Ctrl-C.
    static func playScene() async throws -> Int32 {
        let catalog = try Catalog.bundled()
        let outcome = try await TerminalSession.run([.readsKeys, .alternateScreen]) { session in
            // Seeded, the scene and the objects `a` adds are the same on every run.
            var generator = SeededGenerator(seed: 1)
            var scene = Scene(catalog: catalog, size: session.size, seed: 1)
            var player = Player(session: session, mode: .fullWindow)
            return try await player.play(&scene, using: &generator)
        }
        return outcome.exitStatus
    }
}
