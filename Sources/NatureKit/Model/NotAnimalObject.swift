/// A thing that keeps still: its picture is one image, picked at random when the value is made.
///
/// Catalogs write it with `"kind": "notAnimal"`. A catalog entry may pin the picture with
/// `"image"`; without it, each load picks anew. `"habitat"` is optional and defaults to
/// ``Habitat/default``.
public struct NotAnimalObject: ObjectProtocol, StaticImageProtocol, HabitatProtocol, Hashable {
    /// The object's name, as a person reads it.
    public var title: String
    /// The section the object belongs to.
    public var type: String
    /// The column of the object in a scene, counted from the left edge.
    public var coordinateX: Int
    /// The row of the object in a scene, counted from the top edge.
    public var coordinateY: Int
    /// The images ``image`` is picked from.
    public var randomImages: [String]
    /// The still this value shows, picked when it was made or pinned by the catalog.
    public private(set) var image: String
    /// The colour the picture is drawn in, or `nil` for the terminal's own.
    public var color: NamedColor?
    /// Where it lives in a scene.
    public var habitat: Habitat

    /// Creates an object showing one of `randomImages`, picked with the system's generator.
    ///
    /// - Parameters:
    ///   - title: The name the card shows; non-empty in a catalog.
    ///   - type: The group the object belongs to, such as `"Landscape"`.
    ///   - coordinateX: Where the object stands, across.
    ///   - coordinateY: Where the object stands, down.
    ///   - randomImages: The names of the stills to pick from.
    ///   - color: The colour to draw the picture in, or `nil` for the terminal's own.
    ///   - habitat: Where it lives in a scene.
    public init(
        title: String,
        type: String,
        coordinateX: Int,
        coordinateY: Int,
        randomImages: [String],
        color: NamedColor? = nil,
        habitat: Habitat = .default
    ) {
        var generator = SystemRandomNumberGenerator()
        self.init(
            title: title, type: type, coordinateX: coordinateX, coordinateY: coordinateY,
            randomImages: randomImages, color: color, habitat: habitat, using: &generator)
    }

    /// Creates an object showing one of `randomImages`, picked with `generator`.
    ///
    /// With empty `randomImages` the value is still made, with an empty `image`.
    ///
    /// - Parameters:
    ///   - title: The name the card shows; non-empty in a catalog.
    ///   - type: The group the object belongs to, such as `"Landscape"`.
    ///   - coordinateX: Where the object stands, across.
    ///   - coordinateY: Where the object stands, down.
    ///   - randomImages: The names of the stills to pick from.
    ///   - color: The colour to draw the picture in, or `nil` for the terminal's own.
    ///   - habitat: Where it lives in a scene.
    ///   - generator: The source of randomness for the pick.
    public init(
        title: String,
        type: String,
        coordinateX: Int,
        coordinateY: Int,
        randomImages: [String],
        color: NamedColor? = nil,
        habitat: Habitat = .default,
        using generator: inout some RandomNumberGenerator
    ) {
        self.title = title
        self.type = type
        self.coordinateX = coordinateX
        self.coordinateY = coordinateY
        self.randomImages = randomImages
        self.image = Self.pickImage(from: randomImages, using: &generator)
        self.color = color
        self.habitat = habitat
    }
}

extension NotAnimalObject: Codable {
    private enum CodingKeys: String, CodingKey {
        case title, type, coordinateX, coordinateY, randomImages, image, color, habitat
    }

    /// Reads the object from a catalog entry, picking its still with ``CatalogRandomGenerator``
    /// unless `image` pins it.
    ///
    /// - Parameter decoder: The decoder of one catalog entry.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var generator = CatalogRandomGenerator(for: decoder)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            type: try container.decode(String.self, forKey: .type),
            coordinateX: try container.decode(Int.self, forKey: .coordinateX),
            coordinateY: try container.decode(Int.self, forKey: .coordinateY),
            randomImages: try container.decode([String].self, forKey: .randomImages),
            color: try container.decodeIfPresent(NamedColor.self, forKey: .color),
            habitat: try container.decodeIfPresent(Habitat.self, forKey: .habitat) ?? .default,
            using: &generator)
        if let pinned = try container.decodeIfPresent(String.self, forKey: .image) {
            image = pinned
        }
    }
}
