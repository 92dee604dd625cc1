import NatureKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// One object type per shape the presentation branch distinguishes, defined outside NatureKit as a
// user's own types would be.

package struct OnlyAnimated: ObjectProtocol, AnimationProtocol {
    package init() {}
    package var title = "Moth"
    package var type = "Animal"
    package var coordinateX = 0
    package var coordinateY = 0
    package var animationImages = ["a-1", "a-2"]
    package var animationDuration = 0.5
}

package struct OnlyStill: ObjectProtocol, StaticImageProtocol {
    package init() {}
    package var title = "Pebble"
    package var type = "Landscape"
    package var coordinateX = 0
    package var coordinateY = 0
    package var randomImages = ["s-0", "s-1"]
    package var image = "s-1"
}

package struct AnimatedAndStill: ObjectProtocol, AnimationProtocol, StaticImageProtocol {
    package init() {}
    package var title = "Brook"
    package var type = "Water"
    package var coordinateX = 0
    package var coordinateY = 0
    package var animationImages = ["a-1", "a-2"]
    package var animationDuration = 1.0
    package var randomImages = ["s-0"]
    package var image = "s-0"
}

package struct NoPicture: ObjectProtocol {
    package init() {}
    package var title = "Wind"
    package var type = "Sky"
    package var coordinateX = 3
    package var coordinateY = 4
}

/// A catalog holding the images the shapes above name.
package func shapesCatalog() throws -> Catalog {
    let json = """
        {"version": 1,
         "images": {"a-1": ["/\\\\", "\\\\/", "--"], "a-2": ["\\\\/", "/\\\\", "--"],
                    "s-0": ["()", "[]", "{}"], "s-1": ["<>", "><", "||"]},
         "objects": [{"kind": "notAnimal", "title": "Anchor", "type": "T", "coordinateX": 0, "coordinateY": 0,
                      "randomImages": ["s-0"]}]}
        """
    return try Catalog(data: .init(json.utf8))
}
