import Foundation
import NatureKitTestSupport
import NatureKitTesting
import Testing

// The mask letters, CatalogError.Kind and the embedded catalog (PackageResources) are internal.
@testable import NatureKit

@Suite("Colour masks")
struct ColorMaskTests {
    private static let file = "nature.json"

    /// The valid fixture with `spare` written as an image object.
    private static func spare(_ image: JSONFixture) -> JSONFixture {
        CatalogFixtures.valid.setting(["images", "spare"], to: image)
    }

    private static let validLetters = "k r g y b m c w K R G Y B M C W"

    // MARK: - The letters

    @Test("Each colour has its own mask letter, and each letter reads back as its colour")
    func lettersRoundTrip() {
        #expect(Set(NamedColor.allCases.map(\.maskLetter)).count == NamedColor.allCases.count)
        for color in NamedColor.allCases {
            #expect(NamedColor(maskLetter: color.maskLetter) == color)
        }
        #expect(NamedColor(maskLetter: " ") == nil)
        #expect(NamedColor(maskLetter: "x") == nil)
        #expect(NamedColor.maskLetters.map(String.init).joined(separator: " ") == Self.validLetters)
    }

    @Test(
        "Letters follow asciiquarium: lowercase for normal colours, uppercase for bright ones",
        arguments: [
            ("k", NamedColor.black), ("r", .red), ("y", .yellow), ("w", .white),
            ("K", .gray), ("R", .brightRed), ("Y", .brightYellow), ("W", .brightWhite),
        ] as [(Character, NamedColor)])
    func letterMeaning(letter: Character, color: NamedColor) {
        #expect(NamedColor(maskLetter: letter) == color)
    }

    // MARK: - Valid masks

    @Test("An image object with a mask loads its colours by line and column")
    func loadsMask() throws {
        let catalog = try loadCatalog(Self.spare(["lines": ["abc", "de"], "mask": ["r Y", "b"]]))
        let image = try #require(catalog.image(named: "spare"))
        #expect(image.lines == ["abc", "de"])
        #expect(image.mask == [[.red, nil, .brightYellow], [.blue]])
        #expect(image.maskColor(line: 1, column: 1) == nil)
        #expect(image.maskColor(line: 5, column: 0) == nil)
    }

    @Test("An image object without a mask is the same as an array of lines")
    func objectWithoutMask() throws {
        let catalog = try loadCatalog(Self.spare(["lines": ["ab", "cd"]]))
        #expect(catalog.image(named: "spare") == ASCIIImage(lines: ["ab", "cd"]))
    }

    @Test("An image object may carry a small form, with a mask of its own, which the scene draws")
    func loadsSmallForm() throws {
        let catalog = try loadCatalog(
            Self.spare(["lines": ["abcd", "efgh"], "small": ["lines": ["ab"], "mask": ["rG"]]]))
        let image = try #require(catalog.image(named: "spare"))
        #expect(image.lines == ["abcd", "efgh"])
        #expect(image.small == ASCIIImage(lines: ["ab"], mask: [[.red, .brightGreen]]))
        #expect(image.scenePicture == image.small)
        #expect(image.mirrored().small == ASCIIImage(lines: ["ba"], mask: [[.brightGreen, .red]]))
        let plain = try #require(loadCatalog(Self.spare(["lines": ["ab"]])).image(named: "spare"))
        #expect(plain.small == nil)
        #expect(plain.scenePicture == plain)
    }

    @Test(
        "A small form is checked as an image: its keys, its lines, its mask",
        arguments: [
            (["lines": ["ab"], "small": ["lines": ["a"], "small": ["lines": ["a"]]]], "images.spare.small.small"),
            (["lines": ["ab"], "small": ["a"]], "images.spare.small"),
            (["lines": ["ab"], "small": ["mask": ["r"]]], "images.spare.small"),
            (["lines": ["ab"], "small": ["lines": ["a"], "mask": ["rr"]]], "images.spare.small.mask[0]"),
        ] as [(JSONFixture, String)])
    func refusesBadSmallForm(image: JSONFixture, path: String) throws {
        let found = problems(Self.spare(image))
        #expect(found.contains { $0.description.contains(path) }, "\(found)")
    }

    @Test("A mask line may be shorter than its art line, or empty")
    func shortMaskLines() throws {
        let catalog = try loadCatalog(Self.spare(["lines": ["abcd", "ef"], "mask": ["g", ""]]))
        #expect(catalog.image(named: "spare")?.mask == [[.green], []])
    }

    @Test("A mask is measured in columns: a wide character takes two mask cells")
    func wideCharacters() throws {
        let catalog = try loadCatalog(Self.spare(["lines": ["山a"], "mask": ["rrg"]]))
        #expect(catalog.image(named: "spare")?.mask == [[.red, .red, .green]])
    }

    // MARK: - Broken masks, one rule each

    static let brokenCases: [BrokenCatalog] = [
        BrokenCatalog(
            "fewer mask lines than art lines", spare(["lines": ["ab", "cd"], "mask": ["rr"]]),
            .maskHeight(lines: 1, artLines: 2), at: "images.spare.mask",
            message: "a mask must have as many lines as the art (2), found 1"),
        BrokenCatalog(
            "more mask lines than art lines", spare(["lines": ["ab"], "mask": ["rr", "gg"]]),
            .maskHeight(lines: 2, artLines: 1), at: "images.spare.mask",
            message: "a mask must have as many lines as the art (1), found 2"),
        BrokenCatalog(
            "a mask line wider than its art line", spare(["lines": ["ab", "cd"], "mask": ["rr", "ggg"]]),
            .maskWidth(columns: 3, artColumns: 2), at: "images.spare.mask[1]",
            message: "a mask line may be no wider than its art line (2 columns), found 3"),
        BrokenCatalog(
            "an unknown mask letter", spare(["lines": ["abc"], "mask": ["r x"]]),
            .unknownMaskLetter("x", column: 3), at: "images.spare.mask[0]",
            message: "unknown mask letter \"x\" at column 3; use a space for the object's colour or one of "
                + validLetters),
        BrokenCatalog(
            "a control character in a mask", spare(["lines": ["abc"], "mask": ["r\u{1B}"]]),
            .unknownMaskLetter("\u{1B}", column: 2), at: "images.spare.mask[0]",
            message: "unknown mask letter \"\\u{1B}\" at column 2"),
        BrokenCatalog(
            "a mask line that is not a string", spare(["lines": ["ab"], "mask": [7]]),
            .typeMismatch("expected a line of mask letters, found the number 7"), at: "images.spare.mask[0]",
            message: "expected a line of mask letters, found the number 7"),
        BrokenCatalog(
            "a mask that is not an array", spare(["lines": ["ab"], "mask": "rr"]),
            .typeMismatch("expected an array of mask lines, found the string \"rr\""), at: "images.spare.mask",
            message: "expected an array of mask lines"),
        BrokenCatalog(
            "an unknown key in an image object", spare(["lines": ["ab"], "masks": ["rr"]]),
            .unknownKey("masks", suggestion: "mask"), at: "images.spare.masks",
            message: "unknown key \"masks\"; did you mean \"mask\"?"),
        BrokenCatalog(
            "an image object without lines", spare(["mask": ["rr"]]),
            .missingKey("lines"), at: "images.spare", message: "missing \"lines\""),
        BrokenCatalog(
            "an image object with no lines", spare(["lines": [], "mask": []]),
            .imageHeight(lines: 0), at: "images.spare.lines", message: "an image must have 1 to 100 lines, found 0"),
        BrokenCatalog(
            "an image object whose lines are not an array", spare(["lines": "ab"]),
            .typeMismatch("expected an array of lines, found the string \"ab\""), at: "images.spare.lines",
            message: "expected an array of lines"),
        BrokenCatalog(
            "a line of an image object that is not a string", spare(["lines": ["ab", 7]]),
            .typeMismatch("expected a line of text, found the number 7"), at: "images.spare.lines[1]",
            message: "expected a line of text, found the number 7"),
    ]

    @Test("Each broken mask gives one exact, one-line error", arguments: brokenCases)
    func brokenMask(_ broken: BrokenCatalog) throws {
        let found = problems(bytes: broken.bytes, file: Self.file)
        #expect(found.count == 1, "expected one problem, found \(found)")
        let error = try #require(found.first)
        #expect(error.kind == broken.problem)
        #expect(error.path == broken.path)
        #expect(error.title == nil)
        #expect(error.description == "\(Self.file): \(broken.path): \(error.message)")
        #expect(error.description.contains(broken.message), "\(error.description)")
        expectTerminalSafe(error.description)
    }

    @Test("A mask is not measured against art that is broken already")
    func brokenArtHidesMask() {
        let found = problems(Self.spare(["lines": ["a\u{7}", "b"], "mask": ["rrrr"]]))
        #expect(found.map(\.path) == ["images.spare.lines[0]"])
    }

    // MARK: - The shipped catalog

    @Test("The shipped catalog passes every rule, masks included")
    func shippedCatalogIsValid() throws {
        #expect(Catalog.problems(inData: Data(PackageResources.objects_json)).isEmpty)
        #expect(try Catalog.bundled().objects.count == 51)
    }

    @Test("At least six shipped objects colour their pictures with a mask")
    func shippedMasks() throws {
        let catalog = try Catalog.bundled()
        let masked = catalog.objects.filter { object in
            let names =
                ((object as? any AnimationProtocol)?.animationImages ?? [])
                + ((object as? any StaticImageProtocol)?.randomImages ?? [])
            return names.contains { catalog.image(named: $0)?.mask.isEmpty == false }
        }
        #expect(masked.count >= 6, "\(masked.map(\.title))")
    }

    // MARK: - Drawing

    @Test("The mask's colour wins over the object's, and a space keeps the object's")
    func canvasDrawsMask() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(ASCIIImage(lines: ["ab c"], mask: [[.red, nil, .blue, .green]]), column: 0, row: 0, color: .cyan)
        #expect(canvas.row(0).map(\.color) == [.red, .cyan, nil, .green])
    }

    @Test("A masked card renders a colour change only where the colour changes")
    func maskedCardRendersColours() throws {
        let catalog = try loadCatalog(
            CatalogFixtures.valid.setting(["images", "stone-0"], to: ["lines": ["(sun)~~"], "mask": ["YYYYYbb"]])
                .setting(["objects", 1, "image"], to: "stone-0")
                .setting(["objects", 1, "color"], to: "gray"))
        let stone = try #require(catalog.object(titled: "Stone"))
        let card = Card(object: stone, catalog: catalog)
        let picture = try #require(card.frames.first).line(4, colored: true)
        #expect(picture == "  \u{1B}[0;93m(sun)\u{1B}[0;34m~~\u{1B}[0m")
        #expect(!card.text(colored: false).contains("\u{1B}"))
        #expect(card.plainText.hasSuffix("\n  (sun)~~\n"))
    }

    @Test("A shipped masked card with colour off holds no escape byte")
    func shippedCardWithoutColour() throws {
        let (catalog, island) = try Catalog.shippedObject(titled: "Island")
        let card = Card(object: island, catalog: catalog)
        for frame in card.frames {
            var screen = Screen(output: RecordingOutput(), colored: false)
            let bytes = screen.render(frame)
            let body = String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "\u{1B}[?2026h", with: "")
                .replacingOccurrences(of: "\u{1B}[?2026l", with: "")
            #expect(!body.contains("\u{1B}"))
        }
        let colored = card.text(colored: true)
        #expect(colored.contains("\u{1B}[0;93m"), "the sand is bright yellow")
        #expect(colored.contains("\u{1B}[0;33m"), "the palm's trunk is yellow")
    }
}
