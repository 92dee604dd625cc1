import NatureKit
import NatureKitTestSupport
import Testing

@Suite("Accepted catalogs")
struct AcceptedCatalogTests {
    private static let valid = CatalogFixtures.valid

    @Test("The fixture every case breaks is valid as it is")
    func fixtureIsValid() throws {
        #expect(problems(Self.valid).isEmpty)
        let catalog = try loadCatalog(Self.valid)
        #expect(catalog.objects.count == 3)
    }

    struct AcceptedCatalog: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }

        init(_ name: String, _ json: JSONFixture) {
            self.init(name, bytes: json.bytes)
        }

        init(_ name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    static let acceptedCases: [AcceptedCatalog] = {
        func spare(_ value: JSONFixture) -> JSONFixture {
            valid.setting(["images", "spare"], to: value)
        }
        func bird(_ key: String, _ value: JSONFixture) -> JSONFixture {
            valid.setting(["objects", 0, .key(key)], to: value)
        }
        return [
            AcceptedCatalog("an image of 100 lines", spare(.array(Array(repeating: "|", count: 100)))),
            AcceptedCatalog("a line of 200 columns", spare([.string(String(repeating: "x", count: 200))])),
            AcceptedCatalog("a line of 100 wide characters", spare([.string(String(repeating: "山", count: 100))])),
            AcceptedCatalog(
                "200 letters with combining accents", spare([.string(String(repeating: "e\u{301}", count: 200))])),
            AcceptedCatalog("an empty line", spare([""])),
            AcceptedCatalog("a duration of exactly 60 seconds", bird("animationDuration", 60)),
            AcceptedCatalog("a duration of a millisecond", bird("animationDuration", 0.001)),
            AcceptedCatalog("no colour", valid.removing(["objects", 0, "color"])),
            AcceptedCatalog("every named colour", bird("color", "brightMagenta")),
            AcceptedCatalog(
                "a pinned image from the random images", valid.setting(["objects", 1, "image"], to: "stone-1")),
            AcceptedCatalog(
                "negative coordinates", bird("coordinateX", -40).setting(["objects", 0, "coordinateY"], to: -3)),
            AcceptedCatalog("a null colour", bird("color", .null)),
            AcceptedCatalog("a title with a no-break space", bird("title", "Blue\u{A0}Bird")),
            AcceptedCatalog("a picture with a narrow no-break space", spare(["a\u{202F}b"])),
            AcceptedCatalog(
                "the largest coordinate", bird("coordinateX", .literal(String(Catalog.maximumCoordinate)))),
            AcceptedCatalog(
                "the smallest coordinate", bird("coordinateY", .literal(String(-Catalog.maximumCoordinate)))),
            AcceptedCatalog(
                "a line of art of the most code points",
                spare([.string(String(repeating: "e" + String(repeating: "\u{301}", count: 9), count: 100))])),
            AcceptedCatalog("an escaped letter in a title", bird("title", .literal(#""Caf\u00e9""#))),
            AcceptedCatalog("an escaped emoji in a title", bird("title", .literal(#""\ud83d\udc26 Bird""#))),
            AcceptedCatalog("a title in another script", bird("title", "Ñandú 鳥")),
            AcceptedCatalog("unused images", valid.setting(["images", "unused"], to: ["x"])),
            AcceptedCatalog("a byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + CatalogFixtures.valid.bytes),
            AcceptedCatalog("white space around the document", bytes: Array((" \r\n\t" + valid.text + "\n\n").utf8)),
        ]
    }()

    @Test("Catalogs at the edges of the rules are valid", arguments: acceptedCases)
    func accepted(_ accepted: AcceptedCatalog) {
        let found = problems(bytes: accepted.bytes)
        #expect(found.isEmpty, "\(found)")
    }
}
