/// A living thing that moves: its picture is a loop of frames.
///
/// Catalogs write it with `"kind": "animal"`.
public struct AnimalObject: ObjectProtocol, AnimationProtocol, Hashable, Codable {
    public var title: String
    public var type: String
    public var coordinateX: Int
    public var coordinateY: Int
    public var animationImages: [String]
    public var animationDuration: Double
    public var color: NamedColor?

    /// Creates an animal that plays `animationImages` once every `animationDuration` seconds.
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
