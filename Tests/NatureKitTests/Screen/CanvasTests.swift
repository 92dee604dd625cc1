import NatureKit
import Testing

@Suite("Canvas")
struct CanvasTests {
    @Test("Text is clipped at the canvas edges")
    func clipping() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("abcdef", column: -1, row: 0)
        canvas.draw("zz", column: 0, row: 5)
        #expect(canvas.line(0, colored: false) == "bcde")
    }

    @Test("A wide character takes two cells and is left out whole when it does not fit")
    func wideCharacters() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("山川", column: 0, row: 0)
        #expect(canvas[0, 0].character == "山")
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas.line(0, colored: false) == "山川")
        #expect(canvas.line(0, colored: false, columns: 3) == "山")
    }

    @Test("A picture is opaque inside its outline and transparent outside it, line by line")
    func outlineTransparency() {
        var canvas = Canvas(width: 7, height: 2)
        canvas.draw("xxxxxxx", column: 0, row: 0)
        canvas.draw("xxxxxxx", column: 0, row: 1)
        canvas.draw(ASCIIImage(lines: [" a  b ", "      "]), column: 0, row: 0)
        #expect(canvas.line(0, colored: false) == "xa  bxx")
        #expect(canvas.line(1, colored: false) == "xxxxxxx")
    }

    @Test("Centring puts the odd cell right and below, and holds what is too large to the corner")
    func centring() {
        let area = Rect(column: 2, row: 1, width: 9, height: 4)
        #expect(area.centring(width: 4, height: 1) == Rect(column: 4, row: 2, width: 4, height: 1))
        #expect(area.centring(width: 9, height: 4) == area)
        #expect(area.centring(width: 20, height: 9) == Rect(column: 2, row: 1, width: 20, height: 9))
    }

    @Test("Trailing blanks are not written")
    func trailingBlanks() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw("hi", column: 1, row: 0)
        #expect(canvas.line(0, colored: false) == " hi")
    }
}

@Suite("Drawing one canvas on another")
struct CanvasOnCanvasTests {
    @Test("A canvas is drawn cell for cell, blanks included, and clipped at every edge")
    func drawsAndClips() {
        var small = Canvas(width: 3, height: 2)
        small.draw("abc", column: 0, row: 0)
        var target = Canvas(width: 4, height: 3)
        target.draw("zzzz", column: 0, row: 1)
        target.draw(small, column: 2, row: 1)
        #expect(target.row(1).map(\.character) == ["z", "z", "a", "b"])
        #expect(target.row(2).map(\.character) == [" ", " ", " ", " "])
        // Up and to the left: only its blank second row lands, on the first cell of the top row.
        target.draw("yyyy", column: 0, row: 0)
        target.draw(small, column: -2, row: -1)
        #expect(target.row(0).map(\.character) == [" ", "y", "y", "y"])
        #expect(target.row(1).map(\.character) == ["z", "z", "a", "b"])
    }

    @Test("A wide character cut by an edge is left out whole")
    func wideCharacterAtEdge() {
        var fish = Canvas(width: 2, height: 1)
        fish.draw("🐟", column: 0, row: 0)
        var target = Canvas(width: 3, height: 1)
        target.draw(fish, column: 2, row: 0)
        #expect(target.row(0).allSatisfy { $0 == .blank })
        target.draw(fish, column: -1, row: 0)
        #expect(target.row(0).allSatisfy { $0 == .blank })
    }

    @Test("Drawn in the open, glyphs show whole with a free cell either side, or not at all")
    func drawsInTheOpen() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw("X", column: 5, row: 0, style: [])
        let glyphs = Array("~v~".utf8)
        canvas.drawInTheOpen(glyphs, column: 6, row: 0, style: [])
        canvas.drawInTheOpen(glyphs, column: 2, row: 0, style: [])
        #expect(canvas.lines == ["     X"], "beside the X on either side: not drawn")
        canvas.drawInTheOpen(glyphs, column: 7, row: 0, style: [])
        canvas.drawInTheOpen(glyphs, column: 1, row: 0, style: [])
        #expect(canvas.lines == [" ~v~ X ~v~"], "a free cell between: drawn")
    }

    @Test("Clear above and below, a glyph keeps a free cell from a picture's top and bottom too, corners included")
    func drawsClearAboveAndBelow() {
        var canvas = Canvas(width: 12, height: 3)
        canvas.draw("X", column: 5, row: 1, style: [])
        let star = Array("*".utf8)
        for column in 4...6 {
            canvas.drawInTheOpen(star, column: column, row: 0, style: [], clearAboveAndBelow: true)
            canvas.drawInTheOpen(star, column: column, row: 2, style: [], clearAboveAndBelow: true)
        }
        #expect(canvas.lines == ["", "     X", ""], "over, under and at the corners of the X: not drawn")
        canvas.drawInTheOpen(star, column: 4, row: 0, style: [])
        #expect(canvas.lines == ["    *", "     X", ""], "without it, only the row counts")
        canvas.drawInTheOpen(star, column: 9, row: 0, style: [], clearAboveAndBelow: true)
        canvas.drawInTheOpen(star, column: 9, row: 2, style: [], clearAboveAndBelow: true)
        #expect(canvas.lines == ["    *    *", "     X", "         *"], "clear all round, and at the edges: drawn")
    }

    @Test("A space inside a picture's outline is not open, though it shows as a space")
    func insideAPictureIsNotOpen() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw(Sprite(ASCIIImage(lines: ["(      )"]), color: nil), column: 0, row: 0, clip: canvas.bounds)
        #expect(!canvas.isOpen(column: 3, row: 0))
        canvas.drawInTheOpen(Array("*".utf8), column: 3, row: 0, style: [])
        #expect(canvas.lines == ["(      )"], "no star inside the picture")
        #expect(canvas.isOpen(column: 10, row: 0), "outside it, open")
        var plain = Canvas(width: 12, height: 1)
        plain.draw("(      )", column: 0, row: 0)
        #expect(canvas.text(colored: true) == plain.text(colored: true), "written as plain spaces")
    }
}
