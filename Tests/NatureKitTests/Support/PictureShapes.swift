@testable import NatureKit

// One object type per shape the presentation branch distinguishes, defined outside NatureKit as a
// user's own types would be.

struct OnlyAnimated: ObjectProtocol, AnimationProtocol {
    var title = "Moth"
    var type = "Animal"
    var coordinateX = 0
    var coordinateY = 0
    var animationImages = ["a-1", "a-2"]
    var animationDuration = 0.5
}

struct OnlyStill: ObjectProtocol, StaticImageProtocol {
    var title = "Pebble"
    var type = "Landscape"
    var coordinateX = 0
    var coordinateY = 0
    var randomImages = ["s-0", "s-1"]
    var image = "s-1"
}

struct AnimatedAndStill: ObjectProtocol, AnimationProtocol, StaticImageProtocol {
    var title = "Brook"
    var type = "Water"
    var coordinateX = 0
    var coordinateY = 0
    var animationImages = ["a-1", "a-2"]
    var animationDuration = 1.0
    var randomImages = ["s-0"]
    var image = "s-0"
}

struct NoPicture: ObjectProtocol {
    var title = "Wind"
    var type = "Sky"
    var coordinateX = 3
    var coordinateY = 4
}

/// A catalog holding the images the shapes above name.
func shapesCatalog() throws -> Catalog {
    let json = """
        {"version": 1,
         "images": {"a-1": ["/\\\\", "\\\\/", "--"], "a-2": ["\\\\/", "/\\\\", "--"],
                    "s-0": ["()", "[]", "{}"], "s-1": ["<>", "><", "||"]},
         "objects": [{"kind": "notAnimal", "title": "Anchor", "type": "T", "coordinateX": 0, "coordinateY": 0,
                      "randomImages": ["s-0"]}]}
        """
    return try Catalog(data: .init(json.utf8))
}
