import NatureKit

extension Catalog {
    /// The shipped catalog has no object of the title a test asked for.
    package struct MissingShippedObject: Error, CustomStringConvertible {
        package let title: String
        package var description: String { "the shipped catalog has no object titled \(title)" }
    }

    /// The shipped catalog and its object titled `title`: what `show <title>` draws, for tests that draw it
    /// too or compare with it.
    package static func shippedObject(titled title: String) throws -> (catalog: Catalog, object: any ObjectProtocol) {
        let catalog = try bundled()
        guard let object = catalog.object(titled: title) else { throw MissingShippedObject(title: title) }
        return (catalog, object)
    }
}
