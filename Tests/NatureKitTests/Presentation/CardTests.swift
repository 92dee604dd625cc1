import NatureKit
import NatureKitTestSupport
import Testing

@Suite("Cards")
struct CardTests {
    @Test("A still card shows title, type, coordinates, a blank line, then the picture")
    func stillCardLayout() throws {
        let card = Card(object: OnlyStill(), catalog: try shapesCatalog())
        #expect(card.plainText == "Pebble\nLandscape\nX: 0, Y: 0\n\n  <>\n  ><\n  ||\n")
        #expect(card.frames.count == 1)
        #expect(!card.isAnimated)
    }

    @Test("An animated card has one canvas per frame, all the same size")
    func animatedCardFrames() throws {
        let card = Card(object: OnlyAnimated(), catalog: try shapesCatalog())
        #expect(card.isAnimated)
        #expect(card.frames.count == 2)
        #expect(Set(card.frames.map(\.height)) == [7])
        #expect(card.frames[0] != card.frames[1])
    }

    @Test("A text-only card has the header and no picture")
    func textOnlyCard() throws {
        let card = Card(object: NoPicture(), catalog: try shapesCatalog())
        #expect(card.plainText == "Wind\nSky\nX: 3, Y: 4\n")
    }

    @Test("An image the catalog lacks is named on the card instead of failing")
    func missingImageIsVisible() throws {
        var object = OnlyStill()
        object.image = "nowhere"
        let card = Card(object: object, catalog: try shapesCatalog())
        #expect(card.plainText.contains("[no image \"nowhere\"]"))
    }

    @Test("Coloured text wraps the picture in SGR and resets at the end of each line")
    func coloredText() throws {
        var object = AnimalObject(
            title: "Moth", type: "Animal", coordinateX: 0, coordinateY: 0, animationImages: ["a-1"],
            animationDuration: 1)
        object.color = .cyan
        let text = Card(object: object, catalog: try shapesCatalog(), canAnimate: false).text(colored: true)
        #expect(text.contains("\u{1B}[0;1mMoth\u{1B}[0m\n"))
        #expect(text.contains("  \u{1B}[0;36m/\\\u{1B}[0m\n"))
    }
}
