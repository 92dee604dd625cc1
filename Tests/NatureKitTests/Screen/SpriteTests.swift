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
}
