import NatureKit

/// `nature-cli schema`: prints the JSON Schema of the catalog format, for editors to complete and check
/// catalogs with.
struct SchemaCommand {
    let invocation: Invocation

    static let declaration = CommandDeclaration(
        .schema, abstract: "Print the JSON Schema of the catalog format, for editors.",
        options: [.color.help("accepted, so that an alias can carry it; the schema has no colour")],
        examples: [.init("nature-cli schema > catalog.schema.json", "Save the schema where your editor finds it.")],
        run: { invocation throws(CommandFailure) in try SchemaCommand(invocation: invocation).run() })

    func run() throws(CommandFailure) -> ExitCode {
        try invocation.print(ObjectRegistry.standard.catalogSchema())
        return .success
    }
}
