import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

/// A source whose picture changes at the times it is given, with no common tick.
struct UnevenSource: PlaybackSource {
    var changes: [Duration]
    var loopDuration: Duration? { nil }

    func canvas(at time: Duration) -> Canvas {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("\(changes.filter { $0 <= time }.count)", column: 0, row: 0)
        return canvas
    }

    func nextChange(after time: Duration) -> Duration? {
        changes.first { $0 > time }
    }
}

/// An animation that sets its own pace, slower than its duration divided by its frames.
struct SlowMoth: ObjectProtocol, AnimationProtocol {
    var title = "Moth"
    var type = "Animal"
    var coordinateX = 0
    var coordinateY = 0
    var animationImages = ["a-1", "a-2"]
    var animationDuration = 0.5
    var frameInterval: Double { 0.4 }
}

@Suite("A player driven by time")
struct PlaybackSourceTests {
    static func player(_ clock: ManualClock) -> Player<ScriptedEvents<ManualClock>, Screen<RecordingOutput>> {
        Player(clock: clock, output: Screen(output: RecordingOutput(), colored: false, columns: 80))
    }

    @Test("The player sleeps until each of the source's own changes, with no common tick")
    func unevenChanges() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        let changes: [Duration] = [.milliseconds(30), .milliseconds(100), .milliseconds(250)]
        let outcome = try await player.play(UnevenSource(changes: changes), length: .forever)
        #expect(outcome == .finished)
        #expect(clock.sleeps.map(\.offset).filter { $0 > .zero } == changes)
        #expect(player.output.output.writes.count == 4)
    }

    @Test("Speed scales the source's time: at 2 every change is due twice as soon")
    func speed() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        player.speed = 2
        _ = try await player.play(UnevenSource(changes: [.milliseconds(30), .milliseconds(100)]), length: .forever)
        #expect(clock.sleeps.map(\.offset).filter { $0 > .zero } == [.milliseconds(15), .milliseconds(50)])
    }

    @Test("A card plays at the object's own frame interval, even one its type overrides")
    func cardHonoursFrameInterval() async throws {
        let card = Card(object: SlowMoth(), catalog: try shapesCatalog())
        #expect(card.interval == .milliseconds(400))
        let clock = ManualClock()
        var player = Self.player(clock)
        _ = try await player.play(card, length: .loops(1))
        #expect(clock.sleeps.map(\.offset).filter { $0 > .zero } == [.milliseconds(400), .milliseconds(800)])
    }

    @Test("A frame loop changes exactly at every multiple of its interval")
    func frameBoundaries() {
        let frames = PlayerTests.frames(3)
        let interval = Duration.milliseconds(87) + .microseconds(500)
        let loop = FrameLoop(frames: frames, interval: interval)
        for index in 0..<12 {
            let start = interval * index
            #expect(loop.canvas(at: start) == frames[index % 3])
            #expect(loop.nextChange(after: start) == interval * (index + 1))
            #expect(loop.canvas(at: start + interval - .nanoseconds(1)) == frames[index % 3])
        }
        #expect(loop.loopDuration == interval * 3)
    }

    @Test("A single picture never changes: played for loops, it waits out its interval; forever, it is shown once")
    func singleFrame() async throws {
        let clock = ManualClock()
        var player = Self.player(clock)
        let still = FrameLoop(frames: PlayerTests.frames(1), interval: .seconds(1))
        #expect(try await player.play(still, length: .loops(2)) == .finished)
        #expect(clock.sleeps.map(\.offset).filter { $0 > .zero } == [.seconds(2)])
        let sleeps = clock.sleeps.count
        #expect(try await player.play(still, length: .forever) == .finished)
        #expect(clock.sleeps.count == sleeps)
    }

    @Test("A source whose next change is not later than now ends playback instead of spinning")
    func stuckSource() async throws {
        struct Stuck: PlaybackSource {
            var loopDuration: Duration? { nil }
            func canvas(at time: Duration) -> Canvas { Canvas(width: 1, height: 1) }
            func nextChange(after time: Duration) -> Duration? { time }
        }
        var player = Self.player(ManualClock())
        #expect(try await player.play(Stuck(), length: .forever) == .finished)
        #expect(player.output.output.writes.count == 1)
    }
}

@Suite("The inline screen and a change of height")
struct ScreenHeightTests {
    static func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: 8, height: lines.count)
        for (row, line) in lines.enumerated() { canvas.draw(line, column: 0, row: row) }
        return canvas
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("A taller picture is printed afresh over the old card, one line more")
    func taller() {
        var screen = Screen(output: RecordingOutput(), colored: false, columns: 80)
        _ = screen.render(Self.canvas(["a", "b"]))
        let text = Self.text(screen.render(Self.canvas(["a", "b", "c"])))
        #expect(text == "\u{1B}[?2026h\u{1B}[2A\r\u{1B}[2Ka\n\u{1B}[2Kb\n\u{1B}[2Kc\n\u{1B}[J\u{1B}[?2026l")
    }

    @Test("A shorter picture keeps its rows in place and erases what the old one left below them")
    func shorter() {
        var screen = Screen(output: RecordingOutput(), colored: false, columns: 80)
        _ = screen.render(Self.canvas(["a", "b", "c"]))
        let text = Self.text(screen.render(Self.canvas(["x"])))
        #expect(text == "\u{1B}[?2026h\u{1B}[3A\rx\u{1B}[1B\r\u{1B}[J\u{1B}[?2026l")
        // Later pictures of the new height redraw in place as usual.
        let next = Self.text(screen.render(Self.canvas(["y"])))
        #expect(next == "\u{1B}[?2026h\u{1B}[1A\ry\u{1B}[1B\r\u{1B}[?2026l")
    }
}
