import NatureKit
import NatureKitTesting
import Testing

/// Keeps every canvas it is shown; fails on the one numbered `failingAt`, if any.
private struct CanvasRecording: CanvasOutput {
    struct Refused: Error {}

    var canvases: [Canvas] = []
    var failingAt: Int?

    mutating func show(_ canvas: Canvas) throws {
        if canvases.count == failingAt { throw Refused() }
        canvases.append(canvas)
    }
}

@Suite("Canvas output")
struct CanvasOutputTests {
    static let frames: [Canvas] = (0..<4).map { index in
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("Moth", column: 0, row: 0, color: .yellow, isBold: true)
        canvas.draw("frame \(index)", column: 1, row: 1, color: .cyan)
        return canvas
    }

    @Test("Every frame shown reaches a canvas output as it is: one call each, and nothing more")
    func everyFrameAsACanvas() async throws {
        var player = Player(clock: ManualClock(), output: CanvasRecording())
        var events: [PlaybackEvent] = []
        player.observers.add { events.append($0) }
        let outcome = try await player.play(
            FrameLoop(frames: Self.frames, interval: .milliseconds(100)), length: .loops(2))

        #expect(outcome == .finished)
        #expect(player.output.canvases == Self.frames + Self.frames)
        let shown = events.filter { if case .frameShown = $0 { true } else { false } }
        #expect(shown.count == 8)
    }

    @Test("A frame equal to the last still reaches a canvas output, unlike a terminal's redraw")
    func repeatedFrames() async throws {
        let same = Array(repeating: Self.frames[0], count: 3)
        var canvases = Player(clock: ManualClock(), output: CanvasRecording())
        _ = try await canvases.play(FrameLoop(frames: same, interval: .milliseconds(10)), length: .loops(1))
        #expect(canvases.output.canvases.count == 3)

        var terminal = Player(
            clock: ManualClock(), output: Screen(output: RecordingOutput(), colored: false, columns: 80))
        _ = try await terminal.play(FrameLoop(frames: same, interval: .milliseconds(10)), length: .loops(1))
        #expect(terminal.output.output.writes.count == 1)
    }

    @Test("A frame's lines are plain text: no escape codes, no colour, no trailing blanks")
    func plainLines() async throws {
        var player = Player(clock: ManualClock(), output: CanvasRecording())
        _ = try await player.play(FrameLoop(frames: Self.frames, interval: .milliseconds(100)), length: .loops(1))
        #expect(player.output.canvases.map(\.lines) == (0..<4).map { ["Moth", " frame \($0)"] })
        #expect(!player.output.canvases.flatMap(\.lines).joined().unicodeScalars.contains("\u{1B}"))
    }

    @Test("Canvas lines keep wide characters whole and blank rows empty")
    func linesOfWideCharacters() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.draw("月a", column: 1, row: 0)
        canvas.draw("b", column: 5, row: 2)
        #expect(canvas.lines == [" 月a", "", "     b"])
    }

    @Test("An error from a canvas output ends playback and reaches the caller")
    func outputErrorEndsPlayback() async throws {
        var player = Player(clock: ManualClock(), output: CanvasRecording(failingAt: 2))
        do {
            _ = try await player.play(FrameLoop(frames: Self.frames, interval: .milliseconds(100)), length: .loops(1))
            Issue.record("playback went on past the output's error")
        } catch is CanvasRecording.Refused {}
        #expect(player.output.canvases.count == 2)
    }
}
