import Testing

@testable import NatureKit

@Suite("Player")
struct PlayerTests {
    static func frames(_ count: Int) -> [Canvas] {
        (0..<count).map { index in
            var canvas = Canvas(width: 8, height: 2)
            canvas.draw("title", column: 0, row: 0)
            canvas.draw("frame \(index)", column: 0, row: 1)
            return canvas
        }
    }

    static func player(_ clock: ManualClock = ManualClock()) -> Player<ManualClock, RecordingOutput> {
        Player(clock: clock, output: RecordingOutput(), renderer: FrameRenderer(colored: false, columns: 80))
    }

    @Test("Every frame is due at start plus its index times the interval, never relative to the last")
    func absoluteDeadlines() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        let interval = Duration.milliseconds(87) + .microseconds(500)
        let outcome = try await player.play(Self.frames(8), interval: interval, length: .loops(2))
        #expect(outcome == .finished)
        #expect(clock.sleeps.map(\.offset) == (1...16).map { interval * $0 })
        #expect(clock.now.offset == interval * 16)
    }

    @Test("Lateness of one frame does not delay the next")
    func noDrift() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        var shown = 0
        player.observers.add { event in
            if case .frameShown = event {
                shown += 1
                // The second frame is written 30 ms late.
                if shown == 2 { clock.advance(by: .milliseconds(30)) }
            }
        }
        _ = try await player.play(Self.frames(4), interval: .milliseconds(100), length: .loops(1))
        #expect(clock.sleeps.map(\.offset) == [100, 200, 300, 400].map(Duration.milliseconds))
    }

    @Test("Frames play in order, one write each, and nothing more")
    func frameOrderAndWrites() async throws {
        var player = Self.player()
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        _ = try await player.play(Self.frames(3), interval: .milliseconds(10), length: .loops(2))

        let frames = events.compactMap { event -> Int? in
            if case .frameShown(let frame, _, _, _, _) = event { return frame }
            return nil
        }
        #expect(frames == [0, 1, 2, 0, 1, 2])
        // Six frames; every frame differs from the last, so each writes. The cursor is the terminal
        // session's, not the player's.
        #expect(player.output.writes.count == 6)
    }

    @Test("Events come in order: frames, loop ends, then finished")
    func eventOrder() async throws {
        var player = Self.player()
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        _ = try await player.play(Self.frames(2), interval: .milliseconds(50), length: .loops(2))
        let kinds = events.map { event in
            switch event {
            case .frameShown(let frame, let loop, let time, let lateness, _):
                return "frame \(frame) loop \(loop) at \(time) late \(lateness)"
            case .loopFinished(let loop): return "loop \(loop)"
            case .paused: return "paused"
            case .resumed: return "resumed"
            case .finished: return "finished"
            case .interrupted: return "interrupted"
            }
        }
        #expect(
            kinds == [
                "frame 0 loop 0 at 0.0 seconds late 0.0 seconds", "frame 1 loop 0 at 0.05 seconds late 0.0 seconds",
                "loop 0",
                "frame 0 loop 1 at 0.1 seconds late 0.0 seconds", "frame 1 loop 1 at 0.15 seconds late 0.0 seconds",
                "loop 1",
                "finished",
            ])
    }

    @Test("An interrupt ends playback at once and reports interrupted")
    func interrupt() async throws {
        var player = Self.player()
        var framesShown = 0
        var events: [PlaybackEvent] = []
        player.observers.add { event in
            events.append(event)
            if case .frameShown = event { framesShown += 1 }
        }
        player.signal = { framesShown >= 5 ? .interrupt : .proceed }
        let outcome = try await player.play(Self.frames(3), interval: .milliseconds(10), length: .forever)
        #expect(outcome == .interrupted)
        #expect(framesShown == 5)
        #expect(events.last == .interrupted)
        #expect(player.output.writes.count == 5)
    }

    @Test("A stop ends playback as finished")
    func stop() async throws {
        var player = Self.player()
        var calls = 0
        player.signal = {
            calls += 1
            return calls > 3 ? .stop : .proceed
        }
        #expect(try await player.play(Self.frames(3), interval: .milliseconds(10), length: .forever) == .finished)
    }

    @Test("A resize redraws the current frame clipped to the new width")
    func resize() async throws {
        var player = Self.player()
        var calls = 0
        player.signal = {
            calls += 1
            return calls == 2 ? .resize(columns: 3) : .proceed
        }
        _ = try await player.play(Self.frames(2), interval: .milliseconds(10), length: .loops(1))
        let redraw = String(decoding: player.output.writes[1], as: UTF8.self)
        #expect(redraw.contains("\u{1B}[2Ktit"))
        #expect(redraw.contains("\u{1B}[2Kfra"))
        #expect(player.renderer.columns == 3)
    }

    @Test("After a resume the card is printed afresh and the schedule goes on from then")
    func resume() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        var calls = 0
        player.signal = {
            calls += 1
            guard calls == 2 else { return .proceed }
            // Stopped for five seconds, as Ctrl-Z and fg would.
            clock.advance(by: .seconds(5))
            return .resume(columns: 80)
        }
        _ = try await player.play(Self.frames(2), interval: .milliseconds(100), length: .loops(1))
        let reprint = String(decoding: player.output.writes[1], as: UTF8.self)
        #expect(reprint.hasPrefix("\u{1B}[?2026htitle\nframe 0\n"))
        // The reprint at 5.1 s shows frame 0 again for a full interval: frame 1 is due at 5.2 s.
        #expect(clock.sleeps.map(\.offset) == [.milliseconds(100), .milliseconds(5200), .milliseconds(5300)])
    }

    @Test("A cancelled task counts as an interruption")
    func cancellation() async throws {
        let task = Task {
            var player = Self.player()
            withUnsafeCurrentTask { $0?.cancel() }
            return try await player.play(Self.frames(2), interval: .milliseconds(10), length: .forever)
        }
        #expect(try await task.value == .interrupted)
    }

    @Test("Observers removed by token hear nothing more")
    func removeObserver() async throws {
        var player = Self.player()
        var heard = 0
        let token = player.observers.add { _ in heard += 1 }
        player.observers.remove(token)
        player.observers.remove(token)
        _ = try await player.play(Self.frames(2), interval: .milliseconds(10), length: .loops(1))
        #expect(heard == 0)
        #expect(player.observers.count == 0)
    }

    final class Listener: PlaybackDelegate {
        var frames: [Int] = []
        var loops = 0
        var finished = false

        func playbackDidShowFrame(_ frame: Int, loop: Int, lateness: Duration) { frames.append(frame) }
        func playbackDidFinishLoop(_ loop: Int) { loops += 1 }
        func playbackDidFinish() { finished = true }
    }

    @Test("A delegate hears the events it implements and is not kept alive by the player")
    func delegate() async throws {
        var player = Self.player()
        let listener = Listener()
        player.observers.add(listener)
        _ = try await player.play(Self.frames(2), interval: .milliseconds(10), length: .loops(2))
        #expect(listener.frames == [0, 1, 0, 1])
        #expect(listener.loops == 2)
        #expect(listener.finished)

        weak var released: Listener?
        do {
            let temporary = Listener()
            released = temporary
            player.observers.add(temporary)
        }
        #expect(released == nil)
    }

    @Test("Default playback fills about three seconds in whole loops, at least one")
    func defaultLength() {
        #expect(PlaybackLength.filling(.seconds(3), cycle: .milliseconds(700)) == .loops(5))
        #expect(PlaybackLength.filling(.seconds(3), cycle: .seconds(1)) == .loops(3))
        #expect(PlaybackLength.filling(.seconds(3), cycle: .seconds(10)) == .loops(1))
        #expect(PlaybackLength.filling(.seconds(3), cycle: .zero) == .loops(1))
    }
}
