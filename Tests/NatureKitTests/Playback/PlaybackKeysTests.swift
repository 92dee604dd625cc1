import NatureKitTestSupport
import NatureKitTesting
import Testing

// ControlCode is internal: the tests look for the very bytes that erase the key line.
@testable import NatureKit

@Suite("Playback driven by keys")
struct PlaybackKeysTests {
    /// A player on `clock` that hears `keys` at their times, drawing inline into a recording.
    static func player(_ clock: ManualClock, keys: [(Duration, Key)])
        -> Player<ScriptedEvents<ManualClock>, Screen<RecordingOutput>>
    {
        Player(
            input: ScriptedEvents(clock: clock, keys.map { (time: $0.0, event: .key($0.1)) }),
            output: Screen(output: RecordingOutput(), colored: false, columns: 80))
    }

    @Test("Space pauses with nothing written; playing on takes the source's time up where it stopped")
    func pauseAndResume() async throws {
        let clock = ManualClock()
        var player = Self.player(clock, keys: [(.milliseconds(150), .space), (.milliseconds(2150), .space)])
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        let outcome = try await player.play(
            FrameLoop(frames: PlayerTests.frames(4), interval: .milliseconds(100)), length: .loops(1))
        #expect(outcome == .finished)
        #expect(events.contains(.paused) && events.contains(.resumed))
        // Frames at 0 and 100 ms; paused at 150 ms with half of frame 1's interval gone; playing on at
        // 2150 ms, frame 2 comes the other half later, and frame 3 an interval after that.
        #expect(
            clock.sleeps.map(\.offset).filter { $0 != .milliseconds(150) && $0 != .milliseconds(2150) }
                .suffix(3) == [.milliseconds(2200), .milliseconds(2300), .milliseconds(2400)])
        // Four frames and nothing else: no write while paused.
        #expect(player.output.output.writes.count == 4)
    }

    @Test("With showsKeyHints, an adopter's card has nature-cli's key line, which says paused, then goes")
    func keyHints() async throws {
        let clock = ManualClock()
        var player = Self.player(clock, keys: [(.milliseconds(150), .space), (.milliseconds(2150), .space)])
        player.showsKeyHints = true
        _ = try await player.play(
            FrameLoop(frames: PlayerTests.frames(2), interval: .milliseconds(100)), length: .loops(1))
        // The screen writes only the cells that change: the whole line first, then "paused" over "q quit".
        let writes = player.output.output.writes.map { String(decoding: $0, as: UTF8.self) }
        #expect(writes.first?.contains(PlaybackFooter.card.keys) == true)
        #expect(writes.contains { $0.contains("paused") })
        // The line goes at the end, so the card is left as it is.
        #expect(writes.last?.contains(ControlCode.eraseBelow) == true)

        var plain = Self.player(ManualClock(), keys: [(.milliseconds(150), .space), (.milliseconds(2150), .space)])
        _ = try await plain.play(
            FrameLoop(frames: PlayerTests.frames(2), interval: .milliseconds(100)), length: .loops(1))
        #expect(!plain.output.output.text.contains("paused"))
    }

    @Test("q ends playback as finished at once, the last frame left in place")
    func quitKey() async throws {
        let clock = ManualClock()
        var player = Self.player(clock, keys: [(.milliseconds(250), .character("q"))])
        let outcome = try await player.play(
            FrameLoop(frames: PlayerTests.frames(4), interval: .milliseconds(100)), length: .forever)
        #expect(outcome == .finished)
        #expect(clock.now.offset == .milliseconds(250))
    }

    @Test("Other keys change nothing on screen")
    func otherKeysIgnored() async throws {
        let clock = ManualClock()
        var quiet = Self.player(ManualClock(), keys: [])
        var typing = Self.player(
            clock,
            keys: [(.milliseconds(50), .character("x")), (.milliseconds(120), .enter), (.milliseconds(130), .up)])
        let loop = FrameLoop(frames: PlayerTests.frames(3), interval: .milliseconds(100))
        _ = try await quiet.play(loop, length: .loops(1))
        _ = try await typing.play(loop, length: .loops(1))
        #expect(typing.output.output.writes == quiet.output.output.writes)
    }
}

@Suite("A card's footer")
struct CardFooterTests {
    static func card() -> Canvas {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("card", column: 0, row: 0)
        return canvas
    }

    @Test("The keys are drawn dim under the card, say so while paused, and are erased at the end")
    func footer() async throws {
        let clock = ManualClock()
        var player = Player(
            input: ScriptedEvents(clock: clock, [(.milliseconds(500), .key(.space)), (.seconds(1), .key(.space))]),
            output: Screen(output: RecordingOutput(), colored: true, columns: 80))
        var model = SourceModel(FrameLoop(frames: [Self.card()], interval: .seconds(2)), footer: .card)
        _ = try await player.play(&model, length: .loops(1))
        let writes = player.output.output.writes.map { String(decoding: $0, as: UTF8.self) }
        #expect(writes.first == "\u{1B}[?2026hcard\n\u{1B}[0;2mq quit · space pause\u{1B}[0m\n\u{1B}[?2026l")
        // Only the cells that differ: "paused", then "lays on" past the letters both lines share.
        #expect(writes[1].contains("\u{1B}[0;2mpaused\u{1B}[10Clays on"))
        #expect(writes.last == "\u{1B}[?2026h\u{1B}[1A\r\u{1B}[J\u{1B}[?2026l")
    }

    @Test("Ctrl-Z erases the keys before the shell prints, and fg draws the card and its keys afresh")
    func suspendAndResume() async throws {
        let clock = ManualClock()
        var player = Player(
            input: ScriptedEvents(clock: clock, [(.milliseconds(500), .suspend), (.milliseconds(600), .resume)]),
            output: Screen(output: RecordingOutput(), colored: false, columns: 80))
        var model = SourceModel(FrameLoop(frames: [Self.card()], interval: .seconds(1)), footer: .card)
        _ = try await player.play(&model, length: .loops(1))
        let writes = player.output.output.writes.map { String(decoding: $0, as: UTF8.self) }
        #expect(writes.count == 4)
        #expect(writes[1] == "\u{1B}[?2026h\u{1B}[1A\r\u{1B}[J\u{1B}[?2026l")
        #expect(writes[2] == "\u{1B}[?2026hcard\nq quit · space pause\n\u{1B}[?2026l")
    }

    @Test("A window that no longer holds the card and its keys ends playback")
    func tooSmall() async throws {
        let clock = ManualClock()
        var player = Player(
            input: ScriptedEvents(clock: clock, [(.zero, .resize(Size(columns: 80, rows: 2)))]),
            output: PictureRecorder())
        var model = SourceModel(FrameLoop(frames: [Self.card()], interval: .seconds(1)), footer: .card)
        #expect(try await player.play(&model, length: .forever) == .finished)
        #expect(player.output.pictures.isEmpty)
    }
}
