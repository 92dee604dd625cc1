import Testing

@testable import NatureKit

@Suite("Frame renderer")
struct FrameRendererTests {
    static func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: lines.map(\.count).max() ?? 0, height: lines.count)
        for (row, line) in lines.enumerated() {
            canvas.draw(line, column: 0, row: row)
        }
        return canvas
    }

    @Test("The first frame is printed as lines, in one synchronized update")
    func firstFrameGolden() {
        var renderer = FrameRenderer(colored: false, columns: 80)
        let bytes = renderer.render(Self.canvas(["Bird", "", " \\/"]))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026hBird\n\n \\/\n\u{1B}[?2026l")
    }

    @Test("A later frame rewrites only the changed lines, in place, and returns below the card")
    func diffFrameGolden() {
        var renderer = FrameRenderer(colored: false, columns: 80)
        _ = renderer.render(Self.canvas(["Bird", "", " \\/", "  ^"]))
        let bytes = renderer.render(Self.canvas(["Bird", "", " /\\", "  ^"]))
        #expect(
            String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[2A\r\u{1B}[2K /\\\u{1B}[2B\r\u{1B}[?2026l")
    }

    @Test("Two changed lines apart are reached by moving down between them")
    func twoChangedLines() {
        var renderer = FrameRenderer(colored: false, columns: nil)
        _ = renderer.render(Self.canvas(["a", "b", "c"]))
        let text = String(decoding: renderer.render(Self.canvas(["x", "b", "y"])), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[3A\r\u{1B}[2Kx\u{1B}[2B\r\u{1B}[2Ky\u{1B}[1B\r\u{1B}[?2026l")
    }

    @Test("An unchanged frame writes nothing")
    func unchangedFrame() {
        var renderer = FrameRenderer(colored: false, columns: 80)
        _ = renderer.render(Self.canvas(["same"]))
        #expect(renderer.render(Self.canvas(["same"])).isEmpty)
    }

    @Test("Lines are clipped to the terminal's width")
    func clipsToWidth() {
        var renderer = FrameRenderer(colored: false, columns: 3)
        let text = String(decoding: renderer.render(Self.canvas(["abcdef"])), as: UTF8.self)
        #expect(text == "\u{1B}[?2026habc\n\u{1B}[?2026l")
    }

    @Test("After a widening resize every line is rewritten in place")
    func resizeRewritesAll() {
        var renderer = FrameRenderer(colored: false, columns: 4)
        _ = renderer.render(Self.canvas(["abcdef", "gh"]))
        renderer.columns = 10
        let text = String(decoding: renderer.render(Self.canvas(["abcdef", "gh"])), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[2A\r\u{1B}[2Kabcdef\u{1B}[1B\r\u{1B}[2Kgh\u{1B}[1B\r\u{1B}[?2026l")
    }

    @Test("After a narrowing resize the card is reprinted from where its rewrapped lines begin")
    func narrowingReprints() {
        var renderer = FrameRenderer(colored: false, columns: 10)
        _ = renderer.render(Self.canvas(["abcdef", "gh"]))
        renderer.columns = 4
        let text = String(decoding: renderer.render(Self.canvas(["abcdef", "gh"])), as: UTF8.self)
        // "abcdef" takes 2 rows once rewrapped at 4 columns, and "gh" 1.
        #expect(text == "\u{1B}[?2026h\u{1B}[3A\r\u{1B}[2Kabcd\n\u{1B}[2Kgh\n\u{1B}[J\u{1B}[?2026l")
    }

    @Test("The renderer leaves the cursor alone: finishing with no footer writes nothing")
    func finishWritesNothingWithoutFooter() {
        var renderer = FrameRenderer(colored: false, columns: 80)
        #expect(renderer.finish().isEmpty)
        let first = String(decoding: renderer.render(Self.canvas(["x"])), as: UTF8.self)
        #expect(!first.contains("\u{1B}[?25"))
        #expect(renderer.finish().isEmpty)
    }

    @Test("The bird's frames cost well under 600 bytes each once drawn")
    func birdBytesPerFrame() throws {
        let catalog = try Catalog.bundled()
        let bird = try #require(catalog.object(titled: "Bird"))
        let card = Card(object: bird, catalog: catalog)
        var renderer = FrameRenderer(colored: true, columns: 80)
        _ = renderer.render(card.frames[0])
        for frame in card.frames.dropFirst() + [card.frames[0]] {
            #expect(renderer.render(frame).count <= 600)
        }
    }
}
