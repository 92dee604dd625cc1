/// The object types a catalog can hold, by the name its `"kind"` field gives them.
///
/// ``standard`` knows NatureKit's own kinds. Register your own type under a new kind before loading a
/// catalog that uses it:
///
/// ```swift
/// var registry = ObjectRegistry.standard
/// registry.register(Firefly.self, kind: "firefly")
/// let catalog = try Catalog(contentsOf: url, registry: registry)
/// ```
///
/// The type is checked by the compiler: only types that are both ``ObjectProtocol`` and `Decodable`
/// can be registered.
public struct ObjectRegistry: Sendable {
    typealias Factory = @Sendable (any Decoder) throws -> any ObjectProtocol

    private var factories: [String: Factory] = [:]

    /// A registry that knows no kinds.
    public init() {}

    /// NatureKit's kinds: `"animal"` (``AnimalObject``), `"notAnimal"` (``NotAnimalObject``) and
    /// `"scenery"` (``SceneryObject``).
    public static var standard: ObjectRegistry {
        var registry = ObjectRegistry()
        registry.register(AnimalObject.self, kind: "animal")
        registry.register(NotAnimalObject.self, kind: "notAnimal")
        registry.register(SceneryObject.self, kind: "scenery")
        return registry
    }

    /// Makes catalogs read objects whose `"kind"` is `kind` as `type`, replacing any type that
    /// `kind` named before.
    public mutating func register<T: ObjectProtocol & Decodable>(_ type: T.Type, kind: String) {
        factories[kind] = { decoder in try T(from: decoder) }
    }

    /// The kinds this registry knows, sorted.
    public var kinds: [String] { factories.keys.sorted() }

    func factory(forKind kind: String) -> Factory? {
        factories[kind]
    }
}
