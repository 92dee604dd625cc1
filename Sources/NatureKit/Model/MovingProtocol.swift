/// An object that moves through a scene on its own, at a speed in cells per second.
///
/// It composes like the picture protocols: a type adds `MovingProtocol` and a ``Scene`` finds it with a
/// conditional cast (`as? any MovingProtocol`) and moves it, updating the object's `coordinateX` and
/// `coordinateY` as it goes. ``AnimalObject`` composes it, so animals move; ``NotAnimalObject`` and
/// ``SceneryObject`` do not, so they stay where their coordinates put them.
///
/// ```swift
/// struct Firefly: ObjectProtocol, AnimationProtocol, MovingProtocol, Decodable {
///     var title: String
///     var type: String
///     var coordinateX: Int
///     var coordinateY: Int
///     var animationImages: [String]
///     var animationDuration: Double
///     var speed: Double { 1.5 }
///     var verticalSpeed: Double { -0.5 }   // drifts up as it goes
/// }
/// ```
///
/// ## Implementing
///
/// - ``speed`` is the number of columns the object crosses each second at normal speed; a negative
///   speed starts it moving left, and 0 keeps it where it is. ``verticalSpeed`` is the same for rows,
///   positive downwards, and 0 by default.
/// - Speeds are finite. A scene moves an object by one cell at a time, and at most
///   1000 cells a second, so a faster value is played at that speed.
/// - A speed that would not move the object by one cell within an hour (less than 1/3600 cells a
///   second either way, a subnormal included) is played as 0, and so is one that is not a number; a
///   catalog refuses such a speed with the code `speedOutOfRange`.
/// - A scene turns an object round at the edges of the window. Draw the picture facing right: an
///   object moving left is shown mirrored.
public protocol MovingProtocol {
    /// Columns crossed each second at normal speed; negative to start moving left, 0 to stay.
    var speed: Double { get }
    /// Rows crossed each second at normal speed; negative to start moving up, 0 to keep to one row.
    var verticalSpeed: Double { get }
    /// How it goes: walking, swimming, flying and so on; `nil` for its habitat's own
    /// (sky fly, land and coast walk, water float, underwater swim).
    var gait: Gait? { get }
}

// MARK: - Default implementations

extension MovingProtocol {
    /// By default 0: the object keeps to its row.
    public var verticalSpeed: Double { 0 }

    /// By default `nil`: the object goes as its habitat's creatures do.
    public var gait: Gait? { nil }
}

// MARK: - The speeds a scene plays

extension MovingProtocol {
    /// ``speed`` and ``verticalSpeed`` as a scene plays them: see ``MovingSpeed/playable(_:)``. The one
    /// place a scene reads an object's speeds, so that objects made in code keep to the rule a catalog
    /// checks.
    package var playableSpeeds: (across: Double, down: Double) {
        (MovingSpeed.playable(speed), MovingSpeed.playable(verticalSpeed))
    }
}
