import NatureKit

extension CatalogError {
    /// The error as nature-cli prints it: NatureKit's one line, and for a problem that a command can
    /// help with, that command. The library names no program, so the suggestion is added here.
    var commandLineDescription: String {
        switch code {
        case .emptyInput: description + "; pipe a catalog into it, as in 'nature-cli validate - < objects.json'"
        default: description
        }
    }
}
