import NatureKitTestSupport
import Testing

/// One hostile catalog file and what `nature-cli` must say about it.
struct HostileCatalog: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    /// 65 for data that was read and found wrong; 66 is for files that cannot be read (see the tests).
    var status: Int32 = 65
    /// The JSON path the first message must name; empty for a problem with the whole document.
    var path: String
    /// Text the first message must contain.
    var message: String

    var testDescription: String { name }

    init(_ name: String, _ json: JSONFixture, at path: String, _ message: String) {
        self.init(name, bytes: json.bytes, at: path, message)
    }

    /// For text a fixture cannot hold as a value; see `JSONFixture.text(replacing:with:)`.
    init(_ name: String, text: String, at path: String, _ message: String) {
        self.init(name, bytes: Array(text.utf8), at: path, message)
    }

    /// For bytes that are not UTF-8 JSON text; see `JSONFixture.bytes(replacing:with:)`.
    init(_ name: String, bytes: [UInt8], at path: String, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.path = path
        self.message = message
    }
}

extension CatalogFixtures {
    /// The catalog the hostile cases break: a bird (`objects[0]`, animated, with a colour) and a stone
    /// (`objects[1]`, still), and the three images they use.
    enum BirdAndStone {
        static let valid: JSONFixture = ["version": 1, "images": images, "objects": [bird, stone]]

        static let images: JSONFixture = ["bird-1": ["  \\  /  "], "bird-2": ["   \\/   "], "stone": [" (__) "]]

        static let bird: JSONFixture = [
            "kind": "animal", "title": "Bird", "type": "Animal", "coordinateX": 2, "coordinateY": 0,
            "animationImages": ["bird-1", "bird-2"], "animationDuration": 0.7, "color": "cyan",
        ]

        static let stone: JSONFixture = [
            "kind": "notAnimal", "title": "Stone", "type": "Landscape", "coordinateX": 0, "coordinateY": 0,
            "randomImages": ["stone"],
        ]
    }
}
