import NatureCommandLine
import NatureKit
import NatureKitTestSupport
import Testing

@Suite("The contact sheet")
struct ContactSheetTests {
    @Test("Every frame in order, then every still, each under a heading that names it")
    func order() throws {
        let sheet = ContactSheet(object: AnimatedAndStill(), catalog: try shapesCatalog())
        #expect(sheet.pictures.map(\.heading) == ["frame 1 of 2: a-1", "frame 2 of 2: a-2", "still: s-0"])
        let text = sheet.text(colored: false)
        #expect(text.hasPrefix("Brook, frame 1 of 2: a-1\n/\\\n\\/\n--\n\nBrook, frame 2 of 2: a-2\n"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test("An object with no picture says so")
    func noPicture() throws {
        #expect(
            ContactSheet(object: NoPicture(), catalog: try shapesCatalog()).text(colored: false)
                == "Wind has no picture\n")
    }

    @Test("Colour follows the masks, and only when asked for")
    func colours() throws {
        let (catalog, island) = try Catalog.shippedObject(titled: "Island")
        let sheet = ContactSheet(object: island, catalog: catalog)
        #expect(sheet.text(colored: true).contains("\u{1B}[0;93m"), "the sand is bright yellow")
        #expect(!sheet.text(colored: false).contains("\u{1B}"))
    }
}
