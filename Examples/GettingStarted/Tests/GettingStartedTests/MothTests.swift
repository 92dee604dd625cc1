import Foundation
import NatureKit
import NatureKitTesting
import Testing

@testable import GettingStarted

/// Your own tests, with no terminal and no sleeping: a manual clock, keys at set times, and the
/// frames your output kept.
@Suite("Moth")
struct MothTests {
    /// The example's catalog, with the moth's kind registered.
    static func catalog() throws -> Catalog {
        var registry = ObjectRegistry.standard
        registry.register(Moth.self, kind: "moth")
        return try Catalog(data: Data(GettingStarted.catalogJSON.utf8), registry: registry)
    }

    @Test("A moth's card flutters through its two frames, and space pauses it")
    func fluttersAndPauses() async throws {
        let catalog = try Self.catalog()
        let moth = try #require(catalog.object(titled: "Moth"))
        let card = Card(object: moth, catalog: catalog)

        // Space at 0.1 s pauses, space at 2 s plays on; the two frames take 0.5 s of playing time.
        let clock = ManualClock()
        let keys = ScriptedEvents(clock: clock, [(.milliseconds(100), .key(.space)), (.seconds(2), .key(.space))])
        var player = Player(input: keys, output: FrameCollector())
        player.showsKeyHints = true
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }

        let outcome = try await player.play(card, length: .loops(1))

        #expect(outcome == .finished)
        #expect(events.contains(.paused) && events.contains(.resumed))
        #expect(clock.now.offset == .milliseconds(2400))
        let footers = player.output.frames.map { $0.last ?? "" }
        #expect(footers.contains("paused · space plays on"))
        // The last frame is the picture alone: the hint goes when playback ends.
        #expect(player.output.frames.last?.last == "   |o|")
    }
}
