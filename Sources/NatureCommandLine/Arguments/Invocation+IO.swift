import NatureKit
import NatureKitTesting
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

    /// The `--cast` file, in place with its header before anything plays, so that one that cannot be
    /// written fails at once and one cut short is still a cast; never the catalog being read (named, or
    /// on standard input) nor standard output, by any name.
    func openCast(width: Int, height: Int, title: String) throws(CommandFailure) -> OutputFile? {
        guard let castPath else { return nil }
        var protected: [FileIdentity: String] = [:]
        // Standard output to /dev/null loses nothing by a cast there too.
        if let output = FileIdentity(descriptor: 1), output != FileIdentity(path: "/dev/null") {
            protected[output] = "standard output"
        }
        let catalog = catalogPath == "-" ? FileIdentity(descriptor: 0) : catalogPath.flatMap(FileIdentity.init(path:))
        if let catalog { protected[catalog] = "the catalog being read" }
        let header = AsciicastRecorder<OutputFile, ManualClock>.header(width: width, height: height, title: title)
        do {
            return try OutputFile(replacingAt: castPath, header: header, protecting: protected)
        } catch {
            throw CommandFailure(cast: error)
        }
    }
}
