import NatureKit
import NatureKitTestSupport
import Testing

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
