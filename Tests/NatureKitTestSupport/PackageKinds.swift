import NatureKit

// Object types a package that imports NatureKit might add, defined outside the library, and the
// registry that knows them.

/// Animated and still, with a field of its own, read through a synthesized decoder of its fields. Its
/// still is picked from the catalog's generator, as ``StaticImageProtocol`` asks.
package struct Firefly: ObjectProtocol, AnimationProtocol, StaticImageProtocol, Decodable {
    /// Everything the catalog holds; the still is picked from it while the object is decoded.
    private struct Fields: Decodable {
        var title, type: String
        var coordinateX, coordinateY, glow: Int
        var animationImages, randomImages: [String]
        var animationDuration: Double
    }

    private var fields: Fields
    package let image: String

    package var title: String { fields.title }
    package var type: String { fields.type }
    package var coordinateX: Int {
        get { fields.coordinateX }
        set { fields.coordinateX = newValue }
    }
    package var coordinateY: Int {
        get { fields.coordinateY }
        set { fields.coordinateY = newValue }
    }
    package var animationImages: [String] { fields.animationImages }
    package var animationDuration: Double { fields.animationDuration }
    package var randomImages: [String] { fields.randomImages }
    package var glow: Int { fields.glow }

    package init(from decoder: any Decoder) throws {
        fields = try Fields(from: decoder)
        var generator = CatalogRandomGenerator(for: decoder)
        image = Self.pickImage(from: fields.randomImages, using: &generator)
    }
}

/// Text only: neither animated nor still, so it takes nothing from the catalog's generator.
package struct Signpost: ObjectProtocol, Decodable {
    package var title: String
    package var type: String
    package var coordinateX: Int
    package var coordinateY: Int
    package var text: String
}

extension ObjectRegistry {
    /// The standard kinds, and a package's own: `firefly` and `signpost`.
    package static var withPackageKinds: ObjectRegistry {
        var registry = ObjectRegistry.standard
        registry.register(Firefly.self, kind: "firefly")
        registry.register(Signpost.self, kind: "signpost")
        return registry
    }
}
