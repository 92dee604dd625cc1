import NatureKit
import NatureSystem

/// What `validate --json` prints: the catalog's name, whether it is valid, and each problem with its
/// file, path, title, stable code and message.
struct ValidationReport {
    var source: CatalogSource
    var catalog: Catalog?
    var problems: [CatalogError]
    var time: String?

    var json: JSONText.Document {
        var members: [(key: String, value: JSONText.Document)] = []
        if let time { members.append(("time", .string(time))) }
        members.append(("file", .string(source.name)))
        members.append(("valid", .bool(catalog != nil)))
        if let catalog {
            members.append(("objects", .integer(catalog.objects.count)))
            members.append(("images", .integer(catalog.imageNames.count)))
        }
        members.append(
            (
                "problems",
                .array(
                    problems.map { problem in
                        .object([
                            ("file", problem.file.map(JSONText.Document.string) ?? .null),
                            ("path", .string(problem.path)),
                            ("title", problem.title.map(JSONText.Document.string) ?? .null),
                            ("code", .string(problem.code.rawValue)),
                            ("message", .string(problem.message)),
                        ])
                    })
            ))
        return .object(members)
    }
}
