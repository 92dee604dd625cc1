/// Scenery that moves, such as a waterfall or a campfire: a loop of frames *and* a set of stills.
///
/// It composes ``AnimationProtocol`` and ``StaticImageProtocol``. On a terminal it plays its frames;
/// where playback is impossible (the output is piped, say) it shows one of its still images, which
/// reads better on paper than a frame caught mid-motion. Catalogs write it with `"kind": "scenery"`.
///
/// Scenery keeps still in a scene unless its catalog entry gives it a `speed`, as a cloud drifting across
/// the sky does; `"habitat"` is optional and defaults to ``Habitat/default``.
public struct SceneryObject: ObjectProtocol, AnimationProtocol, StaticImageProtocol, MovingProtocol, HabitatProtocol,
    Hashable
{
    /// The object's name, as a person reads it.
    public var title: String
    /// The section the object belongs to.
    public var type: String
    /// The column of the object in a scene, counted from the left edge.
    public var coordinateX: Int
    /// The row of the object in a scene, counted from the top edge.
    public var coordinateY: Int
    /// The names of the frames, in the order they are played.
    public var animationImages: [String]
    /// Seconds for one full cycle of all frames.
    public var animationDuration: Double
    /// The images ``image`` is picked from.
    public var randomImages: [String]
    /// The still this value shows, picked when it was made or pinned by the catalog.
    public private(set) var image: String
    /// The colour the picture is drawn in, or `nil` for the terminal's own.
    public var color: NamedColor?
    /// Columns crossed each second in a scene; 0, the default, keeps it where it is.
    public var speed: Double
    /// Where it lives in a scene.
    public var habitat: Habitat
    /// How it goes in a scene; `nil` for its habitat's own way (sky fly, land walk, water float, underwater swim).
    public var gait: Gait?

    /// Creates scenery that plays `animationImages` and keeps one of `randomImages` as its still,
    /// picked with `generator`.
    ///
    /// - Parameters:
    ///   - title: The name the card shows; non-empty in a catalog.
    ///   - type: The group the object belongs to, such as `"Landscape"`.
    ///   - coordinateX: Where the object stands, across.
    ///   - coordinateY: Where the object stands, down.
    ///   - animationImages: The names of the frames' images, in the order they play.
    ///   - animationDuration: Seconds for one full cycle of all frames.
    ///   - randomImages: The names of the stills to pick from.
    ///   - color: The colour to draw the picture in, or `nil` for the terminal's own.
    ///   - speed: Columns crossed each second in a scene; 0 keeps it where it is.
    ///   - habitat: Where it lives in a scene.
    ///   - gait: How it goes in a scene; `nil` for its habitat's own way.
    ///   - generator: The source of randomness for the pick.
    public init(
        title: String,
        type: String,
        coordinateX: Int,
        coordinateY: Int,
        animationImages: [String],
        animationDuration: Double,
        randomImages: [String],
        color: NamedColor? = nil,
        speed: Double = 0,
        habitat: Habitat = .default,
        gait: Gait? = nil,
        using generator: inout some RandomNumberGenerator
    ) {
        self.title = title
        self.type = type
        self.coordinateX = coordinateX
        self.coordinateY = coordinateY
        self.animationImages = animationImages
        self.animationDuration = animationDuration
        self.randomImages = randomImages
        self.image = Self.pickImage(from: randomImages, using: &generator)
        self.color = color
        self.speed = speed
        self.habitat = habitat
        self.gait = gait
    }

    /// Creates scenery whose still is picked with the system's generator.
    ///
    /// - Parameters:
    ///   - title: The name the card shows; non-empty in a catalog.
    ///   - type: The group the object belongs to, such as `"Landscape"`.
    ///   - coordinateX: Where the object stands, across.
    ///   - coordinateY: Where the object stands, down.
    ///   - animationImages: The names of the frames' images, in the order they play.
    ///   - animationDuration: Seconds for one full cycle of all frames.
    ///   - randomImages: The names of the stills to pick from.
    ///   - color: The colour to draw the picture in, or `nil` for the terminal's own.
    ///   - speed: Columns crossed each second in a scene; 0 keeps it where it is.
    ///   - habitat: Where it lives in a scene.
    ///   - gait: How it goes in a scene; `nil` for its habitat's own way.
    public init(
        title: String,
        type: String,
        coordinateX: Int,
        coordinateY: Int,
        animationImages: [String],
        animationDuration: Double,
        randomImages: [String],
        color: NamedColor? = nil,
        speed: Double = 0,
        habitat: Habitat = .default,
        gait: Gait? = nil
    ) {
        var generator = SystemRandomNumberGenerator()
        self.init(
            title: title, type: type, coordinateX: coordinateX, coordinateY: coordinateY,
            animationImages: animationImages, animationDuration: animationDuration,
            randomImages: randomImages, color: color, speed: speed, habitat: habitat, gait: gait, using: &generator)
    }
}

extension SceneryObject: Codable {
    private enum CodingKeys: String, CodingKey {
        case title, type, coordinateX, coordinateY, animationImages, animationDuration, randomImages, image, color
        case speed, habitat, gait
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
            animationImages: try container.decode([String].self, forKey: .animationImages),
            animationDuration: try container.decode(Double.self, forKey: .animationDuration),
            randomImages: try container.decode([String].self, forKey: .randomImages),
            color: try container.decodeIfPresent(NamedColor.self, forKey: .color),
            speed: try container.decodeIfPresent(Double.self, forKey: .speed) ?? 0,
            habitat: try container.decodeIfPresent(Habitat.self, forKey: .habitat) ?? .default,
            gait: try container.decodeIfPresent(Gait.self, forKey: .gait),
            using: &generator)
        if let pinned = try container.decodeIfPresent(String.self, forKey: .image) {
            image = pinned
        }
    }
}
