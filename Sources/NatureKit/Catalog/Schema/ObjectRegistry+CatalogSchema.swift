extension ObjectRegistry {
    /// The JSON Schema (draft 2020-12) of catalogs read with this registry, as JSON text.
    ///
    /// It lists this registry's kinds, each with the fields its `init(from:)` reads, so a package that
    /// registers its own kinds gets a schema that completes and checks them too:
    ///
    /// ```swift
    /// var registry = ObjectRegistry.standard
    /// registry.register(Firefly.self, kind: "firefly")
    /// try registry.catalogSchema().write(to: url, atomically: true, encoding: .utf8)
    /// ```
    ///
    /// A catalog names its schema with a top-level `"$schema"` key, which loading ignores. A kind whose
    /// `init(from:)` refuses neutral values (an empty string, 0, an empty array) is listed with any keys.
    public func catalogSchema() -> String {
        CatalogSchema.document(for: self).text + "\n"
    }
}
