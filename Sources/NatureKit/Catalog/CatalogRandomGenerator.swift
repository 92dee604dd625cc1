/// The random generator a catalog is loaded with, as seen from a type's `init(from:)`.
///
/// A `StaticImageProtocol` conformer picks its image when it is made, and for a catalog that is while
/// it is decoded. Taking the pick from ``Swift/Decoder/catalogRandom`` makes it follow the generator
/// passed to `Catalog(data:registry:using:)`, so a seeded load picks the same images every time.
public struct CatalogRandomGenerator: RandomNumberGenerator {
    private let session: DecodingSession?

    init(session: DecodingSession?) {
        self.session = session
    }

    /// The next number from the catalog's generator; the system's outside a catalog load.
    public mutating func next() -> UInt64 {
        guard let session else {
            var system = SystemRandomNumberGenerator()
            return system.next()
        }
        return session.generator.next()
    }
}

extension Decoder {
    /// The generator of the catalog being loaded; outside a catalog load, the system's generator.
    public var catalogRandom: CatalogRandomGenerator {
        CatalogRandomGenerator(session: (self as? JSONValueDecoder)?.session)
    }
}
