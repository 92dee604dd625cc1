import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

@Suite("Player: the one loop")
struct PlayerTests {
    static func frames(_ count: Int) -> [Canvas] { numberedFrames(count) }

    static func loop(_ count: Int, _ interval: Duration = .milliseconds(10)) -> FrameLoop {
        FrameLoop(frames: frames(count), interval: interval)
    }

    /// A player on `clock` that hears `events` and draws inline into a recording, 80 columns wide.
    static func player(
        _ clock: ManualClock = ManualClock(), events: [(time: Duration, event: TerminalEvent)] = []
    ) -> Player<ScriptedEvents<ManualClock>, Screen<RecordingOutput>> {
        Player(
            input: ScriptedEvents(clock: clock, events),
            output: Screen(output: RecordingOutput(), colored: false, columns: 80))
    }

    static func writes(_ player: Player<ScriptedEvents<ManualClock>, Screen<RecordingOutput>>) -> [String] {
        player.output.output.writes.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("Every frame is due at start plus its index times the interval, never relative to the last")
    func absoluteDeadlines() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        let interval = Duration.milliseconds(87) + .microseconds(500)
        let outcome = try await player.play(Self.loop(8, interval), length: .loops(2))
        #expect(outcome == .finished)
        #expect(clock.sleeps.map(\.offset).filter { $0 > .zero } == (1...16).map { interval * $0 })
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
        _ = try await player.play(Self.loop(4, .milliseconds(100)), length: .loops(1))
        #expect(clock.sleeps.map(\.offset).filter { $0 > .zero } == [100, 200, 300, 400].map(Duration.milliseconds))
    }

    @Test("Frames play in order, one write each, and each loop's end is heard")
    func frameOrderAndWrites() async throws {
        var player = Self.player()
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        _ = try await player.play(Self.loop(3), length: .loops(2))
        let frames = events.compactMap { event -> Int? in
            if case .frameShown(let frame, _, _, _) = event { return frame }
            return nil
        }
        #expect(frames == [0, 1, 2, 0, 1, 2])
        #expect(events.filter { if case .loopFinished = $0 { true } else { false } }.count == 2)
        #expect(events.last == .finished)
        // Six frames; every frame differs from the last, so each writes.
        #expect(player.output.output.writes.count == 6)
    }

    @Test("An interruption ends playback at once and says which signal")
    func interrupt() async throws {
        var player = Self.player(events: [(.milliseconds(45), .interrupt(.terminate))])
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        let outcome = try await player.play(Self.loop(3), length: .forever)
        #expect(outcome == .interrupted(.terminate))
        #expect(outcome == .interrupted(Interruption(signal: 15)))
        #expect(Interruption.terminate.exitStatus == 143)
        #expect(events.filter { if case .frameShown = $0 { true } else { false } }.count == 5)
        #expect(events.last == .interrupted)
    }

    @Test("A resize redraws the picture clipped to the new width")
    func resize() async throws {
        var player = Self.player(events: [(.milliseconds(5), .resize(Size(columns: 3, rows: 24)))])
        _ = try await player.play(Self.loop(2), length: .loops(1))
        let writes = Self.writes(player)
        // Narrower: reprinted from where the rewrapped lines begin, clipped to 3 columns.
        #expect(writes[1].contains("\u{1B}[2Ktit\n\u{1B}[2Kfra\n"))
    }

    @Test("After Ctrl-Z and fg the card is printed afresh and the schedule goes on from then")
    func resume() async throws {
        let clock = ManualClock()
        var player = Self.player(clock, events: [(.milliseconds(50), .suspend), (.milliseconds(5050), .resume)])
        _ = try await player.play(Self.loop(2, .milliseconds(100)), length: .loops(1))
        let writes = Self.writes(player)
        #expect(writes[1].hasPrefix("\u{1B}[?2026htitle\nframe 0\n"))
        // Stopped at 50 ms and continued at 5.05 s: what fell due meanwhile is not rushed through, and
        // frame 0 starts its interval again, so frame 1 is due at 5.15 s and the loop ends at 5.25 s.
        #expect(clock.sleeps.map(\.offset).suffix(2) == [.milliseconds(5150), .milliseconds(5250)])
    }

    @Test("A cancelled task counts as Ctrl-C")
    func cancellation() async throws {
        let task = Task {
            var player = Self.player()
            withUnsafeCurrentTask { $0?.cancel() }
            return try await player.play(Self.loop(2), length: .forever)
        }
        #expect(try await task.value == .interrupted(.interrupt))
    }

    @Test("Observers removed by token hear nothing more")
    func removeObserver() async throws {
        var player = Self.player()
        var heard = 0
        let token = player.observers.add { _ in heard += 1 }
        player.observers.remove(token)
        player.observers.remove(token)
        _ = try await player.play(Self.loop(2), length: .loops(1))
        #expect(heard == 0)
        #expect(player.observers.count == 0)
    }

    final class Listener: PlaybackObserver {
        var frames: [Int] = []
        var loops = 0
        var finished = false

        func observe(_ event: PlaybackEvent) {
            switch event {
            case .frameShown(let frame, _, _, _): frames.append(frame)
            case .loopFinished: loops += 1
            case .finished: finished = true
            default: break
            }
        }
    }

    @Test("An observer object hears every event and is not kept alive by the player")
    func observerObject() async throws {
        var player = Self.player()
        let listener = Listener()
        player.observers.add(listener)
        _ = try await player.play(Self.loop(2), length: .loops(2))
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

    @Test("A duration ends playback on the clock, whatever the speed")
    func duration() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        player.speed = 4
        #expect(try await player.play(Self.loop(2, .seconds(1)), length: .duration(.seconds(3))) == .finished)
        #expect(clock.now.offset == .seconds(3))
    }

    @Test("Default playback fills about three seconds in whole loops, at least one")
    func defaultLength() {
        #expect(PlaybackLength.filling(.seconds(3), cycle: .milliseconds(700)) == .loops(5))
        #expect(PlaybackLength.filling(.seconds(3), cycle: .seconds(1)) == .loops(3))
        #expect(PlaybackLength.filling(.seconds(3), cycle: .seconds(10)) == .loops(1))
        #expect(PlaybackLength.filling(.seconds(3), cycle: .zero) == .loops(1))
    }
}
