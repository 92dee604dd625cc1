import NatureKit
import NatureKitTesting
import Testing

// Playback as a program's `async` `main()` writes it: on the main actor, observed by a closure that
// changes local counters, with no `@Sendable` and no helper function off the actor, as the
// getting-started program and the "Adding your own object type" article do: if `play` sent the player
// away from the caller's actor, this file would not compile.

/// The getting-started program's output, as it writes it.
private struct FrameCollector: CanvasOutput {
    var frames: [[String]] = []

    mutating func show(_ canvas: Canvas) {
        frames.append(canvas.lines)
    }
}

@MainActor
@Suite("Playback from the main actor")
struct MainActorPlaybackTests {
    private let card: Card = {
        let object = AnimalObject(
            title: "Moth", type: "Insect", coordinateX: 3, coordinateY: 1,
            animationImages: ["moth-open", "moth-shut"], animationDuration: 0.5)
        let catalog = Catalog(
            objects: [object],
            images: ["moth-open": ASCIIImage(lines: [#"\(o)/"#]), "moth-shut": ASCIIImage(lines: [" |o| "])])
        return Card(object: object, catalog: catalog)
    }()

    @Test("Into a canvas output, a closure observer changes locals on the main actor")
    func canvasOutputOnTheMainActor() async throws {
        let card = self.card
        var player = Player(clock: ManualClock(), output: FrameCollector())

        // Local counters, changed by a closure that never leaves the main actor.
        var (framesShown, loopsFinished) = (0, 0)
        player.observers.add { event in
            if case .frameShown = event { framesShown += 1 }
            if case .loopFinished = event { loopsFinished += 1 }
        }
        let outcome = try await player.play(card, length: .loops(2))

        #expect(outcome == .finished)
        #expect(framesShown == 4)
        #expect(loopsFinished == 2)
        #expect(player.output.frames.map { $0.last } == [#"  \(o)/"#, "   |o|", #"  \(o)/"#, "   |o|"])
    }

    @Test("Into a recording output, a closure observer added and removed by its token changes a local")
    func recordingOutputOnTheMainActor() async throws {
        let card = self.card
        let clock = ManualClock()
        var player = Player(
            clock: clock, output: Screen(output: RecordingOutput(), colored: false, columns: 80))

        // Heard for the first run only: removed by its token before the second.
        var pictures = 0
        let token = player.observers.add { if case .frameShown = $0 { pictures += 1 } }
        let first = try await player.play(card, length: .loops(2))
        player.observers.remove(token)
        let second = try await player.play(card, length: .loops(1))

        #expect(first == .finished)
        #expect(second == .finished)
        #expect(pictures == 4)
        #expect(clock.now.offset == .milliseconds(1500))
    }

    @Test("Observers hear the events on the caller's actor")
    func eventsOnTheCallersActor() async throws {
        var player = Player(clock: ManualClock(), output: FrameCollector())
        var heard = 0
        player.observers.add { _ in
            MainActor.assertIsolated("playback events reach observers on the caller's actor")
            heard += 1
        }
        _ = try await player.play(card, length: .loops(1))
        #expect(heard == 4)
    }
}
