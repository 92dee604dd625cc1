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

    @Test("Its lines alone let what is behind show through the blanks inside its outline, and keep its lines")
    func linesAloneShowWhatIsBehind() {
        let sprite = Sprite(ASCIIImage(lines: ["(  )"]), color: nil)
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("####", column: 0, row: 0, style: [])
        var opaque = canvas
        opaque.draw(sprite, column: 0, row: 0, clip: opaque.bounds)
        #expect(opaque.lines == ["(  )"])
        canvas.draw(sprite.linesAlone, column: 0, row: 0, clip: canvas.bounds)
        #expect(canvas.lines == ["(##)"])
        #expect(sprite.linesAlone.drawnSpan(ofRow: 0) == 0...3)
    }
}
