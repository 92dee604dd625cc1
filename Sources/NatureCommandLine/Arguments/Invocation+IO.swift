import NatureKit
import NatureSystem

/// What a command reads and writes on the user's behalf.
extension Invocation {
    /// The catalog this invocation names: `--catalog`, or the built-in one.
    func loadCatalog(using generator: inout SeededGenerator) throws(CommandFailure) -> Catalog {
        do {
            return try CatalogSource(path: catalogPath).load(using: &generator)
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

    /// The `--cast` file, created or emptied before anything plays, so that one that cannot be written
    /// fails at once; never the catalog being read.
    func openCast() throws(CommandFailure) -> OutputFile? {
        guard let castPath else { return nil }
        do {
            return try OutputFile(creatingAt: castPath, protecting: catalogPath.flatMap(FileIdentity.init))
        } catch {
            throw CommandFailure(cast: error)
        }
    }
}
