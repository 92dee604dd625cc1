import NatureKit
import Testing

// Playback as a program's `async` `main()` writes it: on the main actor, observed by a closure that
// changes local counters, with no `@Sendable` and no helper function off the actor. The bodies below
// are the getting-started program's and the "Adding your own object type" article's, word for word:
// if `play` sent the player away from the caller's actor, this file would not compile.

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

        // A closure, added for the first run and removed by its token before the second.
        var framesShown = 0
        let token = player.observers.add { event in
            if case .frameShown = event { framesShown += 1 }
        }
        let first = try await player.play(card, length: .loops(2))
        player.observers.remove(token)
        let second = try await player.play(card, length: .loops(1))

        #expect(first == .finished)
        #expect(second == .finished)
        #expect(framesShown == 4)
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
