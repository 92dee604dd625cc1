/// Valid catalogs for tests to change one thing in.
package enum CatalogFixtures {
    /// A valid catalog with one object of each built-in kind: an animal (with a colour), a not-animal
    /// and a scenery. Every image is used except `spare`, which tests may break without touching an object.
    package static let valid: JSONFixture = [
        "version": 1,
        "images": images,
        "objects": [bird, stone, waterfall],
    ]

    package static let images: JSONFixture = [
        "bird-1": ["  \\  /  ", "   \\/   "],
        "bird-2": ["  /  \\  ", " /    \\ "],
        "stone-0": ["  ____  ", " (____) "],
        "stone-1": ["   __   ", "  (__)  "],
        "falls-1": ["|~~|", "|~ |"],
        "falls-2": ["|~ |", "| ~|"],
        "falls-still": ["|  |", "|__|"],
        "spare": ["spare"],
    ]

    /// `objects[0]`: an animal.
    package static let bird: JSONFixture = [
        "kind": "animal", "title": "Bird", "type": "Animal", "coordinateX": 2, "coordinateY": 0,
        "animationImages": ["bird-1", "bird-2"], "animationDuration": 0.7, "color": "cyan",
    ]

    /// `objects[1]`: a not-animal whose image is picked at random.
    package static let stone: JSONFixture = [
        "kind": "notAnimal", "title": "Stone", "type": "Landscape", "coordinateX": 0, "coordinateY": 0,
        "randomImages": ["stone-0", "stone-1"],
    ]

    /// `objects[2]`: scenery, both animated and still.
    package static let waterfall: JSONFixture = [
        "kind": "scenery", "title": "Waterfall", "type": "Water", "coordinateX": 5, "coordinateY": 1,
        "animationImages": ["falls-1", "falls-2"], "animationDuration": 0.6, "randomImages": ["falls-still"],
    ]

    /// The valid catalog's text.
    package static var validText: String { valid.text }
}
