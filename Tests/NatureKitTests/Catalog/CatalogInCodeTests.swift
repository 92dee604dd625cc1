import NatureKit
import NatureKitTestSupport
import Testing

@Suite("Catalogs made in code")
struct CatalogInCodeTests {
    @Test("Objects made in code show on cards with the images given")
    func cardFromCode() {
        let catalog = Catalog(objects: [OnlyStill()], images: ["s-1": ASCIIImage(lines: ["o", "O", "0"])])
        #expect(catalog.kinds == ["OnlyStill"])
        #expect(Card(object: catalog.objects[0], catalog: catalog).plainText.hasSuffix("  o\n  O\n  0\n"))
    }
}
