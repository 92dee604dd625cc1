/// An object that says where it lives, so that a scene puts it there.
///
/// It composes like the picture protocols: a type adds `HabitatProtocol`, and a ``Scene`` finds it with
/// a conditional cast (`as? any HabitatProtocol`). A type that does not compose it lives on land
/// (``Habitat/default``). NatureKit's own types compose it and read an optional catalog `habitat`.
///
/// ```swift
/// struct Gull: ObjectProtocol, AnimationProtocol, MovingProtocol, HabitatProtocol {
///     var title = "Gull"
///     var type = "Bird"
///     var coordinateX = 0
///     var coordinateY = 0
///     var animationImages = ["gull-1", "gull-2"]
///     var animationDuration = 0.8
///     var speed: Double { 5 }
///     var habitat: Habitat { .sky }
/// }
/// ```
///
/// ## Implementing
///
/// - Draw the picture for its habitat: standing on its last row on land, its last row the waterline on
///   the water. A scene draws the ground, the waves and the seabed itself, so a picture carries none.
public protocol HabitatProtocol {
    /// Where the object lives.
    var habitat: Habitat { get }
}
