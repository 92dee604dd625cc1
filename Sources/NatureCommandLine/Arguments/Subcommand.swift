/// The subcommands, as the user types them.
enum Subcommand: String, CaseIterable, Sendable {
    case random, show, list, validate, browse, scene, schema, help
}
