import NatureKit
import NatureTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a command reads and writes on the user's behalf.
extension Invocation {
    /// The catalog this invocation names: `--catalog`, or the built-in one.
    func loadCatalog(using generator: inout SeededGenerator) throws(CommandFailure) -> Catalog {
        do {
            return try Catalog.load(CatalogSource(path: catalogPath), using: &generator)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Writes `text` to standard output.
    func print(_ text: String) throws(CommandFailure) {
        do {
            try StandardStream.output.write(text)
        } catch {
            throw CommandFailure(error)
        }
    }
}
