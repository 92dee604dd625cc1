import NatureKit

/// `nature-cli schema`: prints the JSON Schema of the catalog format, for editors to complete and check
/// catalogs with.
struct SchemaCommand {
    let invocation: Invocation

    func run() throws(CommandFailure) -> ExitCode {
        try invocation.print(ObjectRegistry.standard.catalogSchema())
        return .success
    }
}
