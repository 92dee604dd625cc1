import NatureKit
import NatureKitTestSupport
import Testing

/// `validate` lists every problem of a catalog in one run: each object is read field by field after one
/// of its fields fails, and the title and image checks run over every object that has a title or names.
@Suite("Every problem in one run")
struct CatalogEveryProblemTests {
    /// Twenty-seven mistakes of fourteen rules, in the images and in five objects, each object with several.
    static let catalog: JSONFixture = [
        "$schema": "https://example.com/naturekit-catalog.schema.json",
        "version": 1,
        "author": "me",
        "images": [
            "bird-1": ["  \\  /  "], "bird-2": ["   \\/   "], "stone-0": [" (__) "], "falls-1": ["|~~|"],
            "spare": [], "tabbed": ["a\tb"], "masked": ["lines": ["ab"], "mask": ["rz"]],
        ],
        "objects": [
            [
                "kind": "animal", "title": "Bird", "type": "", "coordinateX": "2", "coordinateY": 0,
                "animationImages": ["bird-1", "brid-2"], "animationDuraton": 0.7, "color": "cyna",
            ],
            [
                "kind": "notAnimal", "title": "bird", "type": "Landscape", "coordinateX": 0, "coordinateY": 1.5,
                "randomImages": ["stone-0", 7, "nowhere"], "image": "stone-9", "shape": "round",
            ],
            [
                "kind": "scenery", "title": "Water\u{202E}fall", "coordinateX": .literal("1e400"), "coordinateY": 1,
                "animationImages": [], "animationDuration": 99, "colour": "blue",
            ],
            ["kind": "animl", "title": "BIRD", "animationImages": ["falls-1", "ghost"]],
            ["title": "Fox", "type": "Animal", "randomImages": ["fox"]],
        ],
    ]

    static let expected = [
        #"catalog: author: unknown key "author""#,
        #"catalog: images.spare: an image must have 1 to 100 lines, found 0"#,
        #"catalog: images.tabbed[0]: contains the control character U+0009 in "a\tb"; terminal control characters, tabs and bidirectional overrides are not allowed"#,
        #"catalog: images.masked.mask[0]: unknown mask letter "z" at column 2; use a space for the object's colour or one of k r g y b m c w K R G Y B M C W"#,
        #"catalog: objects[0].coordinateX (in "Bird"): expected an integer, found the string "2""#,
        #"catalog: objects[0].animationDuraton (in "Bird"): unknown key "animationDuraton"; did you mean "animationDuration"?"#,
        #"catalog: objects[0].color (in "Bird"): unknown color "cyna"; the colors are black, red, green, yellow, blue, magenta, cyan, white, gray, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite; did you mean "cyan"?"#,
        #"catalog: objects[0].type (in "Bird"): must not be empty"#,
        #"catalog: objects[0].animationImages[1] (in "Bird"): image "brid-2" is not defined in "images"; did you mean "bird-2"?"#,
        #"catalog: objects[1].coordinateY (in "bird"): expected an integer, found the number 1.5"#,
        #"catalog: objects[1].randomImages[1] (in "bird"): expected a string, found the number 7"#,
        #"catalog: objects[1].shape (in "bird"): unknown key "shape""#,
        #"catalog: objects[1].title (in "bird"): the title "bird" is already used at objects[0].title (titles are compared ignoring case)"#,
        #"catalog: objects[1].randomImages[2] (in "bird"): image "nowhere" is not defined in "images""#,
        #"catalog: objects[1].image (in "bird"): image "stone-9" is not one of "randomImages""#,
        #"catalog: objects[2] (in "Water\u{202E}fall"): missing "type""#,
        #"catalog: objects[2].coordinateX (in "Water\u{202E}fall"): expected an integer, found the number 1e400"#,
        #"catalog: objects[2] (in "Water\u{202E}fall"): missing "randomImages""#,
        #"catalog: objects[2].colour (in "Water\u{202E}fall"): unknown key "colour"; did you mean "color"?"#,
        #"catalog: objects[2].title (in "Water\u{202E}fall"): contains the control character U+202E in "Water\u{202E}fall"; terminal control characters, tabs and bidirectional overrides are not allowed"#,
        #"catalog: objects[2].animationImages (in "Water\u{202E}fall"): must name at least one image"#,
        #"catalog: objects[2].animationDuration (in "Water\u{202E}fall"): must be more than 0 and at most 60 seconds, found 99"#,
        #"catalog: objects[3].kind (in "BIRD"): unknown kind "animl"; did you mean "animal"?"#,
        #"catalog: objects[3].title (in "BIRD"): the title "BIRD" is already used at objects[0].title (titles are compared ignoring case)"#,
        #"catalog: objects[3].animationImages[1] (in "BIRD"): image "ghost" is not defined in "images""#,
        #"catalog: objects[4] (in "Fox"): missing "kind""#,
        #"catalog: objects[4].randomImages[0] (in "Fox"): image "fox" is not defined in "images""#,
    ]

    @Test("A catalog with 27 mistakes of 14 rules across five objects gets all of them in one run")
    func everyMistakeInOneRun() {
        let found = problems(Self.catalog)
        #expect(found.map(\.description) == Self.expected)
        #expect(found.count == 27)
        #expect(Set(found.map(\.code)).count == 14)
        #expect(Set(found.map(\.path).filter { $0.hasPrefix("objects[") }.map { $0.prefix(10) }).count == 5)
    }

    struct Misspelling: Sendable, CustomTestStringConvertible {
        var meant: String
        var typed: String
        /// The valid fixture with `meant` written as `typed`.
        var json: JSONFixture
        var path: String
        var testDescription: String { "\(meant) written as \(typed)" }

        /// The valid fixture with the key `meant` in the object at `container` renamed to `typed`.
        init(_ meant: String, as typed: String, in container: [JSONFixture.Step], value: JSONFixture, path: String) {
            self.meant = meant
            self.typed = typed
            self.path = path
            json = CatalogFixtures.valid.removing(container + [.key(meant)]).setting(
                container + [.key(typed)], to: value)
        }

        init(_ meant: String, as typed: String, json: JSONFixture, path: String) {
            self.meant = meant
            self.typed = typed
            self.json = json
            self.path = path
        }
    }

    static let misspellings: [Misspelling] = [
        Misspelling(
            "animationDuration", as: "animationDuraton", in: ["objects", 0], value: 0.7,
            path: "objects[0].animationDuraton"),
        Misspelling(
            "randomImages", as: "randomImage", in: ["objects", 1], value: ["stone-0"], path: "objects[1].randomImage"),
        Misspelling("color", as: "colr", in: ["objects", 0], value: "cyan", path: "objects[0].colr"),
        Misspelling("title", as: "titel", in: ["objects", 2], value: "Falls", path: "objects[2].titel"),
        Misspelling("version", as: "verison", in: [], value: 1, path: "verison"),
        Misspelling("images", as: "imges", in: [], value: CatalogFixtures.images, path: "imges"),
        Misspelling(
            "lines", as: "lnies", json: CatalogFixtures.valid.setting(["images", "spare"], to: ["lnies": ["x"]]),
            path: "images.spare.lnies"),
    ]

    @Test(
        "A misspelt key, required or optional, is named with its right spelling and not also called missing",
        arguments: misspellings)
    func misspeltKey(_ misspelling: Misspelling) throws {
        let found = problems(misspelling.json)
        #expect(found.map(\.path) == [misspelling.path])
        #expect(found.first?.code == .unknownKey)
        #expect(found.first?.message.hasSuffix("did you mean \"\(misspelling.meant)\"?") == true)
    }
}
