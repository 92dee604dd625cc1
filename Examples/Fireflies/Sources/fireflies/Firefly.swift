import NatureKit

/// A firefly: it blinks where it can play frames and rests on a leaf where it cannot.
///
/// It composes both picture protocols, as NatureKit's own `SceneryObject` does, and adds a field of
/// its own, `glow`, which NatureKit knows nothing about. Catalogs write it with `"kind": "firefly"`.
struct Firefly: ObjectProtocol, AnimationProtocol, StaticImageProtocol, Hashable {
    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int
    var animationImages: [String]
    var animationDuration: Double
    var randomImages: [String]
    /// The still, picked from `randomImages` once, when the value is made.
    private(set) var image: String
    /// How brightly it shines, from 1 to 3.
    var glow: Int

    /// `color` is a requirement of `ObjectProtocol` (with a default of `nil`), so this version is
    /// the one cards use, even when they see the firefly as `any ObjectProtocol`.
    var color: NamedColor? { glow == 3 ? .brightYellow : .yellow }
}

extension Firefly: Decodable {
    private enum CodingKeys: String, CodingKey {
        case title, type, coordinateX, coordinateY, animationImages, animationDuration, randomImages, glow
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        type = try container.decode(String.self, forKey: .type)
        coordinateX = try container.decode(Int.self, forKey: .coordinateX)
        coordinateY = try container.decode(Int.self, forKey: .coordinateY)
        animationImages = try container.decode([String].self, forKey: .animationImages)
        animationDuration = try container.decode(Double.self, forKey: .animationDuration)
        randomImages = try container.decode([String].self, forKey: .randomImages)
        glow = try container.decode(Int.self, forKey: .glow)
        guard (1...3).contains(glow) else {
            // Thrown from here, the error still reaches the user as a `CatalogError` with its path.
            throw DecodingError.dataCorruptedError(
                forKey: .glow, in: container, debugDescription: "glow must be 1, 2 or 3, found \(glow)")
        }
        // The catalog's generator, not the system's: a seeded load picks the same still every time.
        var generator = CatalogRandomGenerator(for: decoder)
        image = Self.pickImage(from: randomImages, using: &generator)
    }
}

/// Fireflies drift. Composing `MovingProtocol` is all a scene needs to move them, as it moves
/// NatureKit's own animals: it finds the conformance with a conditional cast. The conformance is an
/// extension, so the type above and its catalog entries stay as they are.
extension Firefly: MovingProtocol {
    /// Brighter fireflies fly faster: as many columns a second as their glow.
    var speed: Double { Double(glow) }
    /// Every firefly sinks one row a second as it flies, so it crosses the scene on a slant.
    var verticalSpeed: Double { 1 }
}

/// Fireflies live in the sky. Composing `HabitatProtocol` is all a scene needs to put them there; a type
/// that does not compose it, as `Signpost` does not, stands on the land.
extension Firefly: HabitatProtocol {
    var habitat: Habitat { .sky }
}
