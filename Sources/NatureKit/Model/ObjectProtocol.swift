/// A thing in nature that NatureKit can place and show: a bird, a stone, a waterfall.
///
/// `ObjectProtocol` carries what every card shows: a title, a type that groups objects into sections,
/// and the coordinates of the object in a scene. What the object *looks like* comes from the other
/// protocols it composes: ``AnimationProtocol`` for frames played in a loop, ``StaticImageProtocol``
/// for one still image. NatureKit decides how to show an object by asking which of them it conforms to.
///
/// ```swift
/// struct Signpost: ObjectProtocol, Decodable {
///     var title: String
///     var type: String
///     var coordinateX: Int
///     var coordinateY: Int
/// }
/// ```
///
/// ## Implementing
///
/// - Use a value type (a `struct`): objects are copied freely between tasks, which is why the
///   protocol refines `Sendable`.
/// - `title` is non-empty and unique in its catalog, ignoring case; `type` names the section the
///   object is listed in, such as `"Animal"` or `"Landscape"`.
/// - Neither may contain control characters: both reach the terminal as they are.
/// - Inside a conformer, `type` shadows the standard library's `type(of:)`: write `Swift.type(of:)`.
/// - To load your type from a catalog, make it `Decodable` as well and register it with
///   ``ObjectRegistry/register(_:kind:)``.
public protocol ObjectProtocol: Sendable {
    /// The object's name, as a person reads it: `"Bird"`.
    var title: String { get }
    /// The section the object belongs to: `"Animal"`, `"Landscape"`.
    var type: String { get }
    /// The column of the object in a scene, counted from the left edge.
    var coordinateX: Int { get set }
    /// The row of the object in a scene, counted from the top edge.
    var coordinateY: Int { get set }
    /// The colour the object's picture is drawn in, or `nil` for the terminal's own colour.
    var color: NamedColor? { get }
    /// The coordinates as a card shows them: `X: 2, Y: 0`.
    var coordinatesLabel: String { get }
}

// MARK: - Default implementations

extension ObjectProtocol {
    /// By default `nil`: the terminal's own colour.
    public var color: NamedColor? { nil }

    /// By default `X: <x>, Y: <y>`.
    public var coordinatesLabel: String { "X: \(coordinateX), Y: \(coordinateY)" }
}
