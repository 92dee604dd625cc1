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
///
/// A kind names one type. ``register(_:kind:)`` adds a new kind and stops the program if the kind is
/// taken, so that no type is replaced by accident, NatureKit's own included. To read a kind the
/// registry knows as a type of yours, say so with ``register(_:replacing:)``.
public struct ObjectRegistry: Sendable {
    typealias Factory = @Sendable (any Decoder) throws -> any ObjectProtocol
    /// Checks an object the kind's ``Factory`` made against the rules its type's protocols promise.
    typealias RulesCheck = @Sendable (any ObjectProtocol, inout CatalogLoader, [JSONPathComponent]) -> Void

    /// A registered type: the type itself, how to decode it and check its objects, and whether decoding
    /// it picks a still.
    private struct Entry: Sendable {
        var type: any ObjectProtocol.Type
        var factory: Factory
        /// Checks one of the type's objects with the type known: here a cast to a protocol the type
        /// composes is settled when the program is compiled, where the same cast of an
        /// `any ObjectProtocol` searches every conformance record of the program, once a protocol, at
        /// every start.
        var checkRules: RulesCheck
        /// Whether the type composes ``StaticImageProtocol``, and so picks a still as it is decoded.
        /// Asked once here rather than of each object of a catalog: every cast costs the runtime a
        /// look-up, and ``IndexedPick`` asks it of every object at every start of `random`.
        var picksStill: Bool

        init<T: ObjectProtocol & Decodable>(_ type: T.Type) {
            self.type = T.self
            factory = { decoder in try T(from: decoder) }
            // The factory made the object, so it is a `T`.
            checkRules = { object, loader, path in loader.checkRules(of: object as! T, at: path) }
            picksStill = T.self is any StaticImageProtocol.Type
        }

        /// The type's name, for messages: worked out only for one, as it costs the runtime a demangling
        /// that every start of `nature-cli` would pay for each kind.
        var typeName: String { "\(type)" }
    }

    private var entries: [String: Entry] = [:]

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

    /// Makes catalogs read objects whose `"kind"` is `kind` as `type`.
    ///
    /// `kind` must be new to this registry: registering a kind it already knows is a programming error,
    /// and stops the program with a message that names the kind and both types. Use
    /// ``register(_:replacing:)`` to replace a kind on purpose.
    ///
    /// - Parameters:
    ///   - type: The type to decode the objects as.
    ///   - kind: The `"kind"` that catalog objects of this type give; not yet registered.
    public mutating func register<T: ObjectProtocol & Decodable>(_ type: T.Type, kind: String) {
        if let taken = entries[kind] {
            // fatalError, not preconditionFailure: an optimized build drops a precondition's message, and
            // the adopter who made the mistake needs it to find the call.
            fatalError(
                "ObjectRegistry: the kind \(TerminalText.quoted(kind)) is already registered as \(taken.typeName); "
                    + "to read it as \(T.self) instead, call register(\(T.self).self, replacing: "
                    + "\(TerminalText.quoted(kind)))")
        }
        entries[kind] = Entry(T.self)
    }

    /// Makes catalogs read objects whose `"kind"` is `kind` as `type`, in place of the type registered
    /// under it before.
    ///
    /// `kind` must already be registered: replacing a kind the registry does not know is a programming
    /// error (usually a misspelt kind), and stops the program with a message that names it.
    ///
    /// ```swift
    /// var registry = ObjectRegistry.standard
    /// registry.register(Wolf.self, replacing: "animal")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode the objects as from now on.
    ///   - kind: The registered kind whose objects `type` reads.
    public mutating func register<T: ObjectProtocol & Decodable>(_ type: T.Type, replacing kind: String) {
        guard entries[kind] != nil else {
            let known = kinds.isEmpty ? "none" : kinds.map { TerminalText.quoted($0) }.joined(separator: ", ")
            fatalError(
                "ObjectRegistry: there is no kind \(TerminalText.quoted(kind)) to replace (the kinds: \(known)); "
                    + "to add it, call register(\(T.self).self, kind: \(TerminalText.quoted(kind)))")
        }
        entries[kind] = Entry(T.self)
    }

    /// The kinds this registry knows, sorted.
    public var kinds: [String] { entries.keys.sorted() }

    func factory(forKind kind: String) -> Factory? {
        entries[kind]?.factory
    }

    /// How objects of `kind` are checked against the rules their type's protocols promise, or `nil`
    /// for a kind it does not know.
    func rulesCheck(forKind kind: String) -> RulesCheck? {
        entries[kind]?.checkRules
    }

    /// Whether objects of `kind` pick a still as they are decoded (their type composes
    /// ``StaticImageProtocol``), or `nil` for a kind it does not know: what ``IndexedPick`` asks of a
    /// catalog's objects without decoding them.
    func picksStill(kind: String) -> Bool? {
        entries[kind]?.picksStill
    }
}
