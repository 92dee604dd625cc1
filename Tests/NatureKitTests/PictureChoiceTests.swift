import Testing

@testable import NatureKit

@Suite("The presentation branch")
struct PictureChoiceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var shape: String
        var object: any ObjectProtocol
        var canAnimate: Bool
        var expected: PictureChoice
        var testDescription: String { "\(shape), canAnimate: \(canAnimate)" }
    }

    static let cases: [Case] = [
        Case(
            shape: "animation only", object: OnlyAnimated(), canAnimate: true,
            expected: .animation(frames: ["a-1", "a-2"], duration: 0.5)),
        Case(shape: "animation only", object: OnlyAnimated(), canAnimate: false, expected: .still(image: "a-1")),
        Case(shape: "still only", object: OnlyStill(), canAnimate: true, expected: .still(image: "s-1")),
        Case(shape: "still only", object: OnlyStill(), canAnimate: false, expected: .still(image: "s-1")),
        Case(
            shape: "both", object: AnimatedAndStill(), canAnimate: true,
            expected: .animation(frames: ["a-1", "a-2"], duration: 1.0)),
        Case(shape: "both", object: AnimatedAndStill(), canAnimate: false, expected: .still(image: "s-0")),
        Case(shape: "neither", object: NoPicture(), canAnimate: true, expected: .textOnly),
        Case(shape: "neither", object: NoPicture(), canAnimate: false, expected: .textOnly),
    ]

    @Test("Conditional casts choose the picture for every shape", arguments: cases)
    func choosesByConformance(_ testCase: Case) {
        #expect(PictureChoice(for: testCase.object, canAnimate: testCase.canAnimate) == testCase.expected)
    }

    @Test("An animation with no frames falls back to text only when it cannot animate")
    func emptyAnimationCannotCrash() {
        var object = OnlyAnimated()
        object.animationImages = []
        #expect(PictureChoice(for: object, canAnimate: false) == .textOnly)
    }

    @Test("Built-in types take the branch their protocols promise")
    func builtInTypes() {
        var generator = SeededGenerator(seed: 1)
        let animal = AnimalObject(
            title: "Bird", type: "Animal", coordinateX: 2, coordinateY: 0, animationImages: ["b-1", "b-2"],
            animationDuration: 0.7)
        let stone = NotAnimalObject(
            title: "Stone", type: "Landscape", coordinateX: 0, coordinateY: 0, randomImages: ["s-0"], using: &generator)
        let falls = SceneryObject(
            title: "Falls", type: "Water", coordinateX: 0, coordinateY: 0, animationImages: ["w-1"],
            animationDuration: 1,
            randomImages: ["w-s"], using: &generator)
        #expect(PictureChoice(for: animal) == .animation(frames: ["b-1", "b-2"], duration: 0.7))
        #expect(PictureChoice(for: stone) == .still(image: "s-0"))
        #expect(PictureChoice(for: falls) == .animation(frames: ["w-1"], duration: 1))
        #expect(PictureChoice(for: falls, canAnimate: false) == .still(image: "w-s"))
    }

    @Test("The explanation names the conformances found and the branch taken")
    func explanation() {
        let both = PictureExplanation(for: AnimatedAndStill(), canAnimate: true).description
        #expect(both.contains("AnimatedAndStill conforms to ObjectProtocol, AnimationProtocol, StaticImageProtocol"))
        #expect(both.contains("branch: animation, 2 frames in 1.0 s"))

        let neither = PictureExplanation(for: NoPicture(), canAnimate: true).description
        #expect(neither.contains("not to AnimationProtocol, StaticImageProtocol"))
        #expect(neither.contains("branch: text only"))

        let firstFrame = PictureExplanation(for: OnlyAnimated(), canAnimate: false).description
        #expect(firstFrame.contains("the first frame \"a-1\""))
    }
}

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

@Suite("Catalogs made in code")
struct CatalogInCodeTests {
    @Test("Objects made in code show on cards with the images given")
    func cardFromCode() {
        let catalog = Catalog(objects: [OnlyStill()], images: ["s-1": ASCIIImage(lines: ["o", "O", "0"])])
        #expect(catalog.kinds == ["OnlyStill"])
        #expect(Card(object: catalog.objects[0], catalog: catalog).plainText.hasSuffix("  o\n  O\n  0\n"))
    }
}
