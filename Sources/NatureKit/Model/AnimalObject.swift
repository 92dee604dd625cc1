/// A living thing that moves: its picture is a loop of frames, and in a scene it walks, swims or flies
/// across at its ``speed``.
///
/// Catalogs write it with `"kind": "animal"`; `"speed"` is optional and defaults to
/// ``defaultSpeed``, and `"habitat"` is optional and defaults to ``Habitat/default``.
public struct AnimalObject: ObjectProtocol, AnimationProtocol, MovingProtocol, HabitatProtocol, Hashable {
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
    /// The colour the picture is drawn in, or `nil` for the terminal's own.
    public var color: NamedColor?
    /// Columns crossed each second in a scene at normal speed; negative to start moving left.
    public var speed: Double
    /// Where it lives in a scene.
    public var habitat: Habitat
    /// How it goes in a scene; `nil` for its habitat's own way (sky fly, land walk, water float, underwater swim).
    public var gait: Gait?

    /// How fast an animal moves when its catalog entry gives no `speed`: a stroll, two columns a second.
    public static let defaultSpeed = 2.0

    /// Creates an animal that plays `animationImages` once every `animationDuration` seconds.
    ///
    /// - Parameters:
    ///   - title: The name the card shows; non-empty in a catalog.
    ///   - type: The group the object belongs to, such as `"Animal"`.
    ///   - coordinateX: Where the object stands, across.
    ///   - coordinateY: Where the object stands, down.
    ///   - animationImages: The names of the frames' images, in the order they play.
    ///   - animationDuration: Seconds for one full cycle of all frames.
    ///   - color: The colour to draw the picture in, or `nil` for the terminal's own.
    ///   - speed: Columns crossed each second in a scene; negative to start moving left.
    ///   - habitat: Where it lives in a scene.
    ///   - gait: How it goes in a scene; `nil` for its habitat's own way.
    public init(
        title: String,
        type: String,
        coordinateX: Int,
        coordinateY: Int,
        animationImages: [String],
        animationDuration: Double,
        color: NamedColor? = nil,
        speed: Double = AnimalObject.defaultSpeed,
        habitat: Habitat = .default,
        gait: Gait? = nil
    ) {
        self.title = title
        self.type = type
        self.coordinateX = coordinateX
        self.coordinateY = coordinateY
        self.animationImages = animationImages
        self.animationDuration = animationDuration
        self.color = color
        self.speed = speed
        self.habitat = habitat
        self.gait = gait
    }
}

extension AnimalObject: Codable {
    private enum CodingKeys: String, CodingKey {
        case title, type, coordinateX, coordinateY, animationImages, animationDuration, color, speed, habitat, gait
    }

    /// Reads the animal from a catalog entry; without `speed` it moves at ``defaultSpeed``, and without
    /// `habitat` it lives on land.
    ///
    /// - Parameter decoder: The decoder of one catalog entry.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            type: try container.decode(String.self, forKey: .type),
            coordinateX: try container.decode(Int.self, forKey: .coordinateX),
            coordinateY: try container.decode(Int.self, forKey: .coordinateY),
            animationImages: try container.decode([String].self, forKey: .animationImages),
            animationDuration: try container.decode(Double.self, forKey: .animationDuration),
            color: try container.decodeIfPresent(NamedColor.self, forKey: .color),
            speed: try container.decodeIfPresent(Double.self, forKey: .speed) ?? Self.defaultSpeed,
            habitat: try container.decodeIfPresent(Habitat.self, forKey: .habitat) ?? .default,
            gait: try container.decodeIfPresent(Gait.self, forKey: .gait))
    }

    /// Writes the animal as a catalog entry; `speed` and `habitat` only when they are not the defaults,
    /// so that an entry without them reads back the same.
    ///
    /// - Parameter encoder: The encoder of one catalog entry.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(type, forKey: .type)
        try container.encode(coordinateX, forKey: .coordinateX)
        try container.encode(coordinateY, forKey: .coordinateY)
        try container.encode(animationImages, forKey: .animationImages)
        try container.encode(animationDuration, forKey: .animationDuration)
        try container.encodeIfPresent(color, forKey: .color)
        if speed != Self.defaultSpeed { try container.encode(speed, forKey: .speed) }
        if habitat != .default { try container.encode(habitat, forKey: .habitat) }
        try container.encodeIfPresent(gait, forKey: .gait)
    }
}
