/// The random generator a catalog is loaded with, as seen from a type's `init(from:)`.
///
/// A `StaticImageProtocol` conformer picks its image when it is made, and for a catalog that is while
/// it is decoded. Taking the pick from this generator makes it follow the generator passed to
/// `Catalog(data:registry:using:)`, so a seeded load picks the same images every time:
///
/// ```swift
/// var generator = CatalogRandomGenerator(for: decoder)
/// image = Self.pickImage(from: randomImages, using: &generator)
/// ```
public struct CatalogRandomGenerator: RandomNumberGenerator {
    private let session: DecodingSession?

    init(session: DecodingSession?) {
        self.session = session
    }

    /// The generator of the catalog that `decoder` is loading; the system's generator when `decoder`
    /// is not loading a catalog (a `JSONDecoder` of your own, say).
    ///
    /// - Parameter decoder: The decoder passed to your type's `init(from:)`.
    public init(for decoder: any Decoder) {
        self = decoder.userInfo[Self.userInfoKey] as? CatalogRandomGenerator ?? CatalogRandomGenerator(session: nil)
    }

    /// Where a catalog load keeps its generator in each decoder's `userInfo`.
    static let userInfoKey: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "NatureKit.CatalogRandomGenerator") else {
            preconditionFailure("a non-empty raw value always makes a key")
        }
        return key
    }()

    /// The next number from the catalog's generator; the system's outside a catalog load.
    public mutating func next() -> UInt64 {
        guard let session else {
            var system = SystemRandomNumberGenerator()
            return system.next()
        }
        return session.generator.next()
    }
}
