import Testing

@testable import NatureKit

@Suite("Canvas")
struct CanvasTests {
    @Test("Text is clipped at the canvas edges")
    func clipping() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("abcdef", column: -1, row: 0)
        canvas.draw("zz", column: 0, row: 5)
        #expect(FrameRenderer.line(0, of: canvas, colored: false, columns: nil) == "bcde")
    }

    @Test("A wide character takes two cells and is left out whole when it does not fit")
    func wideCharacters() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("山川", column: 0, row: 0)
        #expect(canvas[0, 0].character == "山")
        #expect(canvas[1, 0].isContinuation)
        #expect(FrameRenderer.line(0, of: canvas, colored: false, columns: nil) == "山川")
        #expect(FrameRenderer.line(0, of: canvas, colored: false, columns: 3) == "山")
    }

    @Test("Blank parts of an image leave what is under them")
    func transparentImages() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("xxxxx", column: 0, row: 0)
        canvas.draw(ASCIIImage(lines: ["a   b"]), column: 0, row: 0)
        #expect(FrameRenderer.line(0, of: canvas, colored: false, columns: nil) == "axxxb")
    }

    @Test("Trailing blanks are not written")
    func trailingBlanks() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw("hi", column: 1, row: 0)
        #expect(FrameRenderer.line(0, of: canvas, colored: false, columns: nil) == " hi")
    }
}

@Suite("Terminal text")
struct TerminalTextTests {
    @Test(
        "Columns count wide characters as two and combining marks as none",
        arguments: [("abc", 3), ("山", 2), ("e\u{301}", 1), ("🐦", 2), ("", 0)] as [(String, Int)])
    func columns(text: String, expected: Int) {
        #expect(TerminalText.columns(of: text) == expected)
    }

    @Test("Quoting escapes everything a terminal would act on")
    func quoting() {
        #expect(TerminalText.quoted("a\u{1B}[31mb") == "\"a\\u{1B}[31mb\"")
        #expect(TerminalText.quoted("\u{202E}x\t\"") == "\"\\u{202E}x\\t\\\"\"")
        #expect(TerminalText.quoted(String(repeating: "a", count: 100)).count == 63)
    }

    @Test(
        "Control characters are found, printable text passes",
        arguments: ["\u{7}", "\u{7F}", "\u{85}", "\u{2067}", "\t"])
    func controls(text: String) {
        #expect(TerminalText.firstControlCharacter(in: "ok" + text) != nil)
        #expect(TerminalText.firstControlCharacter(in: "ok é 山 ~") == nil)
    }

    @Test("Suggestions find near typos and nothing for far ones")
    func suggestions() {
        #expect(Suggestion.nearest(to: "tilte", among: ["title", "type"]) == "title")
        #expect(Suggestion.nearest(to: "BRID", among: ["Bird", "Cat"]) == "Bird")
        #expect(Suggestion.nearest(to: "zebra", among: ["Bird", "Cat"]) == nil)
    }
}
