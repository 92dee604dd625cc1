/// A living thing that moves: its picture is a loop of frames.
///
/// Catalogs write it with `"kind": "animal"`.
public struct AnimalObject: ObjectProtocol, AnimationProtocol, Hashable, Codable {
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
    public init(
        title: String,
        type: String,
        coordinateX: Int,
        coordinateY: Int,
        animationImages: [String],
        animationDuration: Double,
        color: NamedColor? = nil
    ) {
        self.title = title
        self.type = type
        self.coordinateX = coordinateX
        self.coordinateY = coordinateY
        self.animationImages = animationImages
        self.animationDuration = animationDuration
        self.color = color
    }
}
