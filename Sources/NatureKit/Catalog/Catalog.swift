#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A set of nature objects and the images they are drawn with, loaded from catalog JSON.
///
/// ```swift
/// let catalog = try Catalog.bundled()
/// for object in catalog.objects {
///     print(object.title, object.coordinatesLabel)
/// }
/// ```
///
/// Loading checks every rule of the catalog format and throws the first problem as a
/// ``CatalogError``; ``problems(inData:file:registry:)`` lists all of them. The format is described in
/// the package's `docs/CatalogFormat.md`.
public struct Catalog: Sendable {
    /// The objects, in the order the catalog lists them.
    public let objects: [any ObjectProtocol]
    /// The kind each object was registered under, in the order of ``objects``.
    package let kinds: [String]
    package let images: [String: ASCIIImage]
    /// Where the objects and images came from, so that combining catalogs names both sources of a clash.
    let origins: Origins

    init(objects: [any ObjectProtocol], kinds: [String], images: [String: ASCIIImage], file: String?) {
        self.init(
            objects: objects, kinds: kinds, images: images,
            origins: Origins(parts: [Origins.Part(file: file, objectCount: objects.count)]))
    }

    init(objects: [any ObjectProtocol], kinds: [String], images: [String: ASCIIImage], origins: Origins) {
        self.objects = objects
        self.kinds = kinds
        self.images = images
        self.origins = origins
    }

    /// A catalog of objects made in code, with the images they name, to show them on cards.
    ///
    /// Nothing is checked here, unlike loading: objects made in code are the caller's to keep
    /// within the rules. Each object's kind is its type's name.
    ///
    /// - Parameters:
    ///   - objects: The objects, in order; at least one, as in every catalog.
    ///   - images: The images the objects name, by name.
    public init(objects: [any ObjectProtocol], images: [String: ASCIIImage]) {
        precondition(!objects.isEmpty, "a catalog has at least one object")
        self.init(
            objects: objects, kinds: objects.map { String(describing: Swift.type(of: $0)) }, images: images, file: nil)
    }

    /// The image the catalog defines under `name`, or `nil`.
    ///
    /// - Parameter name: The image's name, as the catalog's `images` gives it.
    public func image(named name: String) -> ASCIIImage? {
        images[name]
    }

    /// The image the catalog defines under `name`, or one that shows the name, so that a mistake in an
    /// object made in code is seen rather than silent: a catalog that loaded names no image it lacks.
    package func picture(named name: String) -> ASCIIImage {
        images[name] ?? ASCIIImage(lines: ["[no image \(TerminalText.quoted(name))]"])
    }

    /// The names of every image the catalog defines, sorted.
    package var imageNames: [String] { images.keys.sorted() }

    /// One object, chosen uniformly at random by `generator`.
    ///
    /// A catalog always has at least one object, so there is always one to pick. With a
    /// ``SeededGenerator`` the pick is the same on every run and platform.
    ///
    /// ```swift
    /// var generator = SeededGenerator(seed: 42)
    /// let object = catalog.randomObject(using: &generator)
    /// ```
    ///
    /// - Parameter generator: The source of randomness.
    public func randomObject(using generator: inout some RandomNumberGenerator) -> any ObjectProtocol {
        objects[Self.randomPosition(among: objects.count, using: &generator)]
    }

    /// The place of one of `count` objects, chosen as ``randomObject(using:)`` chooses: so that a
    /// ``CatalogIndex`` picks what the whole catalog would.
    package static func randomPosition(among count: Int, using generator: inout some RandomNumberGenerator) -> Int {
        guard let index = generator.index(below: count) else {
            preconditionFailure("a catalog has at least one object to pick from")
        }
        return index
    }

    /// The object whose title is `title`, ignoring case.
    ///
    /// - Parameter title: The title to look for.
    public func object(titled title: String) -> (any ObjectProtocol)? {
        Self.position(of: title, among: objects.lazy.map(\.title)).map { objects[$0] }
    }

    /// The place of the first of `titles` that is `title`, ignoring case, as ``object(titled:)`` finds it.
    package static func position(of title: String, among titles: some Collection<String>) -> Int? {
        let wanted = title.lowercased()
        return titles.enumerated().first { $0.element.lowercased() == wanted }?.offset
    }

    // MARK: - Limits

    /// The largest catalog NatureKit reads, in bytes: larger files are refused before they are read.
    public static let maximumSize = 16 * 1024 * 1024
    /// The most problems one check reports before it stops.
    package static let maximumProblems = 1000
    /// The most names `animationImages` or `randomImages` may hold: a card keeps every frame drawn, so
    /// this bounds what one object's card takes, and a hundred frames is a long animation.
    public static let maximumImageNames = 100
    /// The most lines one image may have.
    public static let maximumImageHeight = 100
    /// The most columns one line of an image may take.
    public static let maximumImageWidth = 200
    /// The most code points one line of an image may hold. Columns alone do not bound a line: combining
    /// marks and zero-width characters take none, so one character of eight million accents is one
    /// column wide, and every card, diff and terminal would carry all of them. Five per column is room
    /// for any accented or emoji art.
    public static let maximumImageLineLength = 1000
    /// The most characters a title, a type or an image name may have, counted in Unicode code points as
    /// JSON Schema's `maxLength` counts them: room for any name a person reads at a glance, and a bound on
    /// what every card, label and suggestion has to handle.
    public static let maximumNameLength = 100
    /// The fastest `speed` a catalog may give a moving object, in cells per second either way.
    public static let maximumSpeed = 100.0
    /// The furthest from 0 that `coordinateX` and `coordinateY` may be, either way. Coordinates only order
    /// objects within a habitat, so a million is room to spare; bounded, they and any sum, difference or
    /// product of two of them stay exact in a `Double` and far from `Int`'s limits, so no command's
    /// arithmetic on them can trap or lose its order.
    public static let maximumCoordinate = 1_000_000

    // MARK: - Loading

    /// The catalog that ships with NatureKit, built into the library.
    ///
    /// - Parameter registry: The kinds the catalog may use.
    public static func bundled(registry: ObjectRegistry = .standard) throws(CatalogError) -> Catalog {
        var generator = SystemRandomNumberGenerator()
        return try bundled(registry: registry, using: &generator)
    }

    /// The catalog that ships with NatureKit, with its random stills picked by `generator`.
    ///
    /// - Parameters:
    ///   - registry: The kinds the catalog may use.
    ///   - generator: The source of randomness for the stills.
    public static func bundled(
        registry: ObjectRegistry = .standard,
        using generator: inout some RandomNumberGenerator
    ) throws(CatalogError) -> Catalog {
        try CatalogLoader.load(
            PackageResources.objects_json, file: bundledName, registry: registry, using: &generator)
    }

    /// Loads the catalog in the file at `url`.
    ///
    /// - Parameters:
    ///   - url: The catalog file; at most ``maximumSize`` bytes, and a regular file.
    ///   - registry: The kinds the catalog may use.
    @_alwaysEmitIntoClient
    public init(contentsOf url: URL, registry: ObjectRegistry = .standard) throws(CatalogError) {
        var generator = SystemRandomNumberGenerator()
        try self.init(contentsOf: url, registry: registry, using: &generator)
    }

    /// Loads the catalog in the file at `url`, with its random stills picked by `generator`.
    ///
    /// - Parameters:
    ///   - url: The catalog file; at most ``maximumSize`` bytes, and a regular file.
    ///   - registry: The kinds the catalog may use.
    ///   - generator: The source of randomness for the stills.
    @_alwaysEmitIntoClient
    public init(
        contentsOf url: URL,
        registry: ObjectRegistry = .standard,
        using generator: inout some RandomNumberGenerator
    ) throws(CatalogError) {
        self = try Catalog.load(
            CatalogFile.contents(of: url), file: url.relativePath, registry: registry, using: &generator)
    }

    /// Loads a catalog from JSON data.
    ///
    /// - Parameters:
    ///   - data: The catalog's JSON.
    ///   - registry: The kinds the catalog may use.
    @_alwaysEmitIntoClient
    public init(data: Data, registry: ObjectRegistry = .standard) throws(CatalogError) {
        var generator = SystemRandomNumberGenerator()
        try self.init(data: data, registry: registry, using: &generator)
    }

    /// Loads a catalog from JSON data, with its random stills picked by `generator`.
    ///
    /// - Parameters:
    ///   - data: The catalog's JSON.
    ///   - registry: The kinds the catalog may use.
    ///   - generator: The source of randomness for the stills.
    @_alwaysEmitIntoClient
    public init(
        data: Data,
        registry: ObjectRegistry = .standard,
        using generator: inout some RandomNumberGenerator
    ) throws(CatalogError) {
        self = try Catalog.load(Array(data), file: nil, registry: registry, using: &generator)
    }

    // MARK: - Validating

    /// Every problem in a catalog's JSON data, in the order they appear; empty when it is valid.
    ///
    /// - Parameters:
    ///   - data: The catalog's JSON.
    ///   - file: The name to give the data in the errors, or `nil`.
    ///   - registry: The kinds the catalog may use.
    @_alwaysEmitIntoClient
    public static func problems(
        inData data: Data,
        file: String? = nil,
        registry: ObjectRegistry = .standard
    ) -> [CatalogError] {
        check(Array(data), file: file, registry: registry).problems
    }

    /// Every problem in the catalog file at `url`; empty when it is valid.
    ///
    /// - Parameters:
    ///   - url: The catalog file.
    ///   - registry: The kinds the catalog may use.
    @_alwaysEmitIntoClient
    public static func problems(
        contentsOf url: URL,
        registry: ObjectRegistry = .standard
    ) -> [CatalogError] {
        do {
            let bytes = try CatalogFile.contents(of: url)
            return check(bytes, file: url.relativePath, registry: registry).problems
        } catch {
            return [error]
        }
    }

    /// Every problem in `bytes`, and the catalog when there are none, from one check: what `validate`
    /// summarises, without loading the catalog twice.
    ///
    /// - Parameters:
    ///   - bytes: The catalog's JSON.
    ///   - file: The name errors give it.
    ///   - registry: The kinds the catalog may use.
    @usableFromInline
    package static func check(
        _ bytes: consuming [UInt8], file: String?, registry: ObjectRegistry = .standard
    ) -> (catalog: Catalog?, problems: [CatalogError]) {
        var generator = SystemRandomNumberGenerator()
        return CatalogLoader.check(consume bytes, file: file, registry: registry, using: &generator)
    }

    /// The catalog in `bytes`, named `file` in its errors, with its random stills picked by `generator`.
    @usableFromInline
    package static func load(
        _ bytes: consuming [UInt8], file: String?, registry: ObjectRegistry = .standard,
        using generator: inout some RandomNumberGenerator
    ) throws(CatalogError) -> Catalog {
        try CatalogLoader.load(consume bytes, file: file, registry: registry, using: &generator)
    }

    /// The built-in catalog's bytes.
    package static var bundledBytes: [UInt8] { PackageResources.objects_json }

    /// The built-in catalog, indexed for loading one object at a time; `nil` if it could not be indexed,
    /// when loading it whole says why. Where its objects and images are written is compiled in
    /// (``CatalogIndex/Layout/bundled``): skimming the catalog for it was a third of `random`'s start.
    package static func bundledIndex() -> CatalogIndex? {
        CatalogIndex(PackageResources.objects_json, knownLayout: CatalogIndex.Layout.bundled)
    }

    /// The name errors give the built-in catalog.
    package static let bundledName = "objects.json (built in)"
}
