import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

@Suite("Screen: one buffer, one diff, inline or full-window")
struct ScreenTests {
    static func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(width: lines.map(\.count).max() ?? 0, height: lines.count)
        for (row, line) in lines.enumerated() {
            canvas.draw(line, column: 0, row: row)
        }
        return canvas
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func inline(columns: Int? = 80) -> Screen<RecordingOutput> {
        Screen(output: RecordingOutput(), mode: .inline, colored: false, columns: columns)
    }

    @Test("Inline, the first picture is printed as lines, in one synchronized update")
    func firstFrameGolden() {
        var screen = Self.inline()
        #expect(
            Self.text(screen.render(Self.canvas(["Bird", "", " \\/"]))) == "\u{1B}[?2026hBird\n\n \\/\n\u{1B}[?2026l")
    }

    @Test("Inline, a later picture rewrites only the cells that changed, and returns below the card")
    func diffGolden() {
        var screen = Self.inline()
        _ = screen.render(Self.canvas(["Bird", "", " \\/", "  ^"]))
        let text = Self.text(screen.render(Self.canvas(["Bird", "", " /\\", "  ^"])))
        #expect(text == "\u{1B}[?2026h\u{1B}[2A\r\u{1B}[1C/\\\u{1B}[2B\r\u{1B}[?2026l")
    }

    @Test("A row's blank tail is erased in one sequence")
    func erasesTail() {
        var screen = Self.inline()
        _ = screen.render(Self.canvas(["abc"]))
        let text = Self.text(screen.render(Self.canvas(["a  "])))
        #expect(text == "\u{1B}[?2026h\u{1B}[1A\r\u{1B}[1C\u{1B}[K\u{1B}[1B\r\u{1B}[?2026l")
    }

    @Test("An unchanged picture writes nothing")
    func unchanged() {
        var screen = Self.inline()
        _ = screen.render(Self.canvas(["same"]))
        #expect(screen.render(Self.canvas(["same"])).isEmpty)
    }

    @Test("Lines are clipped to the window's width, and a wide character cut by it is left out whole")
    func clips() {
        var screen = Self.inline(columns: 3)
        #expect(Self.text(screen.render(Self.canvas(["abcdef"]))) == "\u{1B}[?2026habc\n\u{1B}[?2026l")
        var wide = Self.inline(columns: 2)
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("a山b", column: 0, row: 0)
        #expect(Self.text(wide.render(canvas)) == "\u{1B}[?2026ha\n\u{1B}[?2026l")
    }

    @Test("After a narrowing resize the picture is reprinted from where its rewrapped lines begin")
    func narrowingReprints() throws {
        var screen = Self.inline(columns: 10)
        _ = screen.render(Self.canvas(["abcdef", "gh"]))
        try screen.resize(to: Size(columns: 4, rows: 24))
        let text = Self.text(screen.render(Self.canvas(["abcdef", "gh"])))
        // "abcdef" takes 2 rows once rewrapped at 4 columns, and "gh" 1.
        #expect(text == "\u{1B}[?2026h\u{1B}[3A\r\u{1B}[2Kabcd\n\u{1B}[2Kgh\n\u{1B}[J\u{1B}[?2026l")
    }

    @Test("A shorter picture keeps its rows in place and erases what was below them")
    func shorter() {
        var screen = Self.inline()
        var withKeys = Canvas(width: 6, height: 2)
        withKeys.draw("x", column: 0, row: 0)
        withKeys.draw("q quit", column: 0, row: 1)
        var without = Canvas(width: 6, height: 1)
        without.draw("x", column: 0, row: 0)
        _ = screen.render(withKeys)
        #expect(Self.text(screen.render(without)) == "\u{1B}[?2026h\u{1B}[1A\r\u{1B}[J\u{1B}[?2026l")
    }

    @Test("After the shell had the terminal, the next picture is printed afresh from the cursor")
    func restart() {
        var screen = Self.inline()
        _ = screen.render(Self.canvas(["a"]))
        screen.restart()
        #expect(Self.text(screen.render(Self.canvas(["a"]))) == "\u{1B}[?2026ha\n\u{1B}[?2026l")
    }

    @Test("Full-window, the first picture erases the window and draws every cell that shows something")
    func fullWindowFirst() {
        var screen = Screen(output: RecordingOutput(), mode: .fullWindow, colored: false)
        let text = Self.text(screen.render(Self.canvas(["ab", " c"])))
        #expect(text == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;2Hc\u{1B}[?2026l")
    }

    @Test("Full-window, a change moves the cursor straight to it; a resize draws everything again")
    func fullWindowChange() throws {
        var screen = Screen(output: RecordingOutput(), mode: .fullWindow, colored: false)
        _ = screen.render(Self.canvas(["ab", " c"]))
        #expect(Self.text(screen.render(Self.canvas(["ab", " d"]))) == "\u{1B}[?2026h\u{1B}[2;2Hd\u{1B}[?2026l")
        try screen.resize(to: Size(columns: 2, rows: 2))
        #expect(Self.text(screen.render(Self.canvas(["ab", " d"]))).contains("\u{1B}[2J"))
    }

    @Test("Colour is sent only where it changes, spaces keep the colour in force, and it is reset at the end")
    func colour() {
        var screen = Screen(output: RecordingOutput(), mode: .inline, colored: true)
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("a b", column: 0, row: 0, color: .red)
        canvas.draw("c", column: 3, row: 0, color: .blue)
        #expect(
            Self.text(screen.render(canvas))
                == "\u{1B}[?2026h\u{1B}[0;31ma b\u{1B}[0;34mc\u{1B}[0m\n\u{1B}[?2026l")
    }

    @Test("The bird's frames cost well under 600 bytes each once drawn, in colour at 80 columns")
    func birdBytesPerFrame() throws {
        let (catalog, bird) = try Catalog.shippedObject(titled: "Bird")
        let card = Card(object: bird, catalog: catalog)
        var screen = Screen(output: RecordingOutput(), mode: .inline, colored: true, columns: 80)
        _ = screen.render(card.frames[0])
        for frame in card.frames.dropFirst() + [card.frames[0]] {
            #expect(screen.render(frame).count <= 600)
        }
    }
}
