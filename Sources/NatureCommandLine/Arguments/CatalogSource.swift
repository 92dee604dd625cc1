import NatureKit
import NatureSystem

/// Where a catalog is read from, as `nature-cli` names it: the built-in one, a file, or standard input
/// (`-`).
enum CatalogSource: Sendable, Equatable {
    case builtIn
    case file(String)
    case standardInput

    /// The catalog `--catalog` names: none for the built-in one, `-` for standard input, else a file.
    init(path: String?) {
        switch path {
        case nil: self = .builtIn
        case "-": self = .standardInput
        case let path?: self = .file(path)
        }
    }

    /// The name messages give it.
    var name: String {
        switch self {
        case .builtIn: Catalog.bundledName
        case .file(let path): path
        case .standardInput: "standard input"
        }
    }

    /// The name as a message shows it, escaped as a catalog error's file is (`validate --json` gives
    /// ``name`` itself, which JSON escapes).
    var shownName: String { TerminalText.fileName(name) }

    /// The catalog's bytes, read with the checks that keep hostile paths harmless.
    func contents() throws(CatalogError) -> [UInt8] {
        switch self {
        case .builtIn:
            return Catalog.bundledBytes
        case .file(let path):
            // Opened by the argument's own bytes, UTF-8 or not, and judged as NatureKit judges a catalog file.
            return try CatalogFile.contents(ofFile: path, named: name, reader: SystemFileReader())
        case .standardInput:
            let bytes: [UInt8]
            do {
                bytes = try StandardStream.input.readAll(upTo: Catalog.maximumSize)
            } catch {
                switch error {
                case .tooLarge: throw CatalogError.tooLarge(file: name)
                case .failed(let reason): throw CatalogError.unreadable(file: name, reason: reason)
                }
            }
            guard !bytes.isEmpty else { throw CatalogError.emptyInput(file: name) }
            return bytes
        }
    }

    /// The catalog, with its random stills picked by `generator`.
    func load(using generator: inout some RandomNumberGenerator) throws(CatalogError) -> Catalog {
        try Catalog.load(contents(), file: name, using: &generator)
    }

    /// Every problem in the catalog, and the catalog when there are none.
    func check() -> (catalog: Catalog?, problems: [CatalogError]) {
        do {
            return Catalog.check(try contents(), file: name)
        } catch {
            return (nil, [error])
        }
    }
}
