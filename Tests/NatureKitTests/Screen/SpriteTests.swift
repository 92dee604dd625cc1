import NatureKit
import Testing

@Suite("Sprite")
struct SpriteTests {
    @Test("A row's drawn span runs from its first drawn cell to its last, blanks inside included")
    func drawnSpanOfEachRow() {
        let sprite = Sprite(ASCIIImage(lines: ["  /\\", "", " (  )", "山"]), color: nil)
        #expect(sprite.drawnSpan(ofRow: 0) == 2...3)
        #expect(sprite.drawnSpan(ofRow: 1) == nil, "a blank row has no span")
        #expect(sprite.drawnSpan(ofRow: 2) == 1...4, "the blanks inside the outline belong to it")
        #expect(sprite.drawnSpan(ofRow: 3) == 0...1, "a wide character's second cell is drawn")
        #expect(sprite.drawnSpan(ofRow: -1) == nil && sprite.drawnSpan(ofRow: 4) == nil, "outside the picture")
    }

    @Test("With its last row opened, a walker stands on the line under it: the line shows between its feet alone")
    func openedLastRowShowsTheLineBetweenTheFeet() {
        let walker = Sprite(ASCIIImage(lines: ["(o  o)", "/|  |\\"]), color: nil).openingLastRow()
        var canvas = Canvas(width: 8, height: 2)
        canvas.draw(String(repeating: "_", count: 8), column: 0, row: 1)
        canvas.draw(String(repeating: "~", count: 8), column: 0, row: 0)
        canvas.draw(walker, column: 1, row: 0, clip: canvas.bounds)
        #expect(canvas.lines == ["~(o  o)~", "_/|__|\\_"])
    }
}
