import Testing

@testable import NatureKit

@Suite("Playback driven by keys")
struct PlaybackKeysTests {
    /// A player whose signal reads `keys`, as the terminal session does.
    static func player(_ clock: ManualClock, keys: [(Duration, Key)]) -> Player<ManualClock, RecordingOutput> {
        var player = Player(
            clock: clock, output: RecordingOutput(), renderer: FrameRenderer(colored: false, columns: 80))
        var script = ScriptedKeys(clock: clock, keys.map { (time: $0.0, key: $0.1) })
        player.signal = { PlaybackSignal(keys: script.readKeys()) }
        return player
    }

    @Test("Space pauses with nothing written, and the schedule starts again from the resume")
    func pauseAndResume() async throws {
        let clock = ManualClock()
        var player = Self.player(clock, keys: [(.milliseconds(150), .space), (.milliseconds(2150), .space)])
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        let outcome = try await player.play(
            FrameLoop(frames: PlayerTests.frames(4), interval: .milliseconds(100)), length: .loops(1))
        #expect(outcome == .finished)
        #expect(events.contains(.paused) && events.contains(.resumed))
        // Frames at 0 and 100 ms; the pause from 200 ms (the first look after the key) to 2150 ms;
        // then frame 1 stays a full interval again, and frames 2 and 3 follow with no rush.
        let shown = events.compactMap { event -> Duration? in
            if case .frameShown(_, _, let time, _, _) = event { return time }
            return nil
        }
        #expect(shown.count == 4)
        let frameSleeps = clock.sleeps.map(\.offset).filter { $0 < .milliseconds(200) || $0 > .milliseconds(2200) }
        #expect(frameSleeps == [.milliseconds(100), .milliseconds(2250), .milliseconds(2350), .milliseconds(2450)])
        // Four frames and nothing else: no write while paused.
        #expect(player.output.writes.count == 4)
    }

    @Test("q ends playback as finished, the last frame left in place")
    func quitKey() async throws {
        let clock = ManualClock()
        var player = Self.player(clock, keys: [(.milliseconds(250), .character("q"))])
        let outcome = try await player.play(
            FrameLoop(frames: PlayerTests.frames(4), interval: .milliseconds(100)), length: .forever)
        #expect(outcome == .finished)
        #expect(clock.now.offset == .milliseconds(300))
    }

    @Test("Esc, decided after its timeout, ends playback")
    func escapeKey() async throws {
        let clock = ManualClock()
        var player = Player(
            clock: clock, output: RecordingOutput(), renderer: FrameRenderer(colored: false, columns: 80))
        var reader = KeyReader(clock: clock)
        var bytes: [UInt8]? = [0x1B]
        player.signal = {
            defer { bytes = nil }
            return PlaybackSignal(keys: reader.keys(from: bytes ?? []))
        }
        let outcome = try await player.play(
            FrameLoop(frames: PlayerTests.frames(2), interval: .milliseconds(30)), length: .forever)
        #expect(outcome == .finished)
        // The Esc arrived before the first frame and counted once 50 ms had passed: at the third look.
        #expect(clock.now.offset == .milliseconds(60))
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
        #expect(typing.output.writes == quiet.output.writes)
    }
}

@Suite("The footer and a narrowed window")
struct RendererFooterTests {
    @Test("The footer is drawn dim under every frame and erased at the end")
    func footer() {
        var renderer = FrameRenderer(colored: true, columns: 80)
        renderer.footer = "q quit"
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("card", column: 0, row: 0)
        let first = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(first == "\u{1B}[?2026hcard\n\u{1B}[2mq quit\u{1B}[0m\n\u{1B}[?2026l")
        let ending = String(decoding: renderer.finish(), as: UTF8.self)
        #expect(ending == "\u{1B}[?2026h\u{1B}[1A\r\u{1B}[J\u{1B}[?2026l")
    }

    @Test("Narrowing reprints the card from as many rows up as its lines take once rewrapped")
    func narrowing() {
        var renderer = FrameRenderer(colored: false, columns: 80)
        var canvas = Canvas(width: 30, height: 2)
        canvas.draw(String(repeating: "a", count: 30), column: 0, row: 0)
        canvas.draw("b", column: 0, row: 1)
        _ = renderer.render(canvas)
        renderer.columns = 12
        let text = String(decoding: renderer.render(canvas), as: UTF8.self)
        // 30 columns rewrap to 3 rows of 12, and "b" takes 1: start 4 rows up.
        #expect(
            text == "\u{1B}[?2026h\u{1B}[4A\r\u{1B}[2K" + String(repeating: "a", count: 12)
                + "\n\u{1B}[2Kb\n\u{1B}[J\u{1B}[?2026l")
        // Widening redraws in place, since no line rewraps.
        renderer.columns = 40
        let widened = String(decoding: renderer.render(canvas), as: UTF8.self)
        #expect(widened.hasPrefix("\u{1B}[?2026h\u{1B}[2A\r\u{1B}[2K"))
    }
}
