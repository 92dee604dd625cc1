/// The JSON Schema (draft 2020-12) of catalog format v1, for editors that complete and check a catalog
/// while it is typed.
///
/// It says what a schema can say: types, required keys and no others, kinds and colours as enums, the
/// ranges of every number (durations, speeds, coordinates), array sizes, and no control characters. What only the loader can
/// check (image names that must be defined, titles unique ignoring case, widths in terminal columns, the
/// size and depth of the file) stays with the loader.
///
/// Every kind of the registry is described from the keys its `init(from:)` reads (see ``KeyProbe``), so a
/// package's own kinds come out as precisely as NatureKit's, and a new field cannot be left out.
enum CatalogSchema {
    static func document(for registry: ObjectRegistry) -> JSONText.Document {
        .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "NatureKit catalog, format version 1"),
            ("description", "Pictures by name, and the objects that use them."),
            ("type", "object"),
            ("required", .array(CatalogLoader.topLevelKeys.map(JSONText.Document.string))),
            ("additionalProperties", .bool(false)),
            ("properties", .object(topLevelProperties)),
            ("$defs", .object(definitions(for: registry))),
        ])
    }

    private static var topLevelProperties: [(key: String, value: JSONText.Document)] {
        let known: [String: JSONText.Document] = [
            CatalogLoader.schemaKey: described(
                ["type": "string"], "The schema this file follows, for editors; loading ignores it."),
            "version": described(["const": 1], "The format's version: 1."),
            "images": described(
                [
                    "type": "object", "propertyNames": printable(name([:])),
                    "additionalProperties": reference("image"),
                ],
                "ASCII pictures by name, each name at most \(Catalog.maximumNameLength) characters with no control "
                    + "characters; objects name the pictures they show."),
            "objects": described(
                ["type": "array", "minItems": 1, "items": reference("object")], "The objects, at least one."),
        ]
        return ([CatalogLoader.schemaKey] + CatalogLoader.topLevelKeys).map { ($0, known[$0] ?? [:]) }
    }

    /// An image written as an object, with `keys`: its lines, and optionally its mask and small form.
    private static func imageObject(keys: [String]) -> JSONText.Document {
        [
            "type": "object", "required": ["lines"], "additionalProperties": .bool(false),
            "properties": .object(
                keys.map { key in
                    switch key {
                    case "mask": (key, reference("mask"))
                    case "small": (key, reference("smallImage"))
                    default: (key, reference("lines"))
                    }
                }
            ),
        ]
    }

    private static func definitions(for registry: ObjectRegistry) -> [(key: String, value: JSONText.Document)] {
        let maskLetters = String(NamedColor.maskLetters)
        return [
            (
                "image",
                described(
                    [
                        "oneOf": [
                            reference("lines"),
                            imageObject(keys: CatalogLoader.imageKeys),
                        ]
                    ],
                    "The lines of a picture, or {\"lines\": [...], \"mask\": [...], \"small\": {...}} to colour it character by character and give scenes a small form."
                )
            ),
            (
                "smallImage",
                described(
                    imageObject(keys: CatalogLoader.smallImageKeys),
                    "The same picture drawn small, for scenes: {\"lines\": [...], \"mask\": [...]}."
                )
            ),
            (
                "lines",
                [
                    "type": "array", "minItems": 1, "maxItems": .integer(Catalog.maximumImageHeight),
                    "items": described(
                        printable(["type": "string", "maxLength": .integer(Catalog.maximumImageLineLength)]),
                        "One line of art, at most \(Catalog.maximumImageWidth) terminal columns and "
                            + "\(Catalog.maximumImageLineLength) characters; no tabs or control characters."
                    ),
                ]
            ),
            (
                "mask",
                described(
                    [
                        "type": "array", "minItems": 1, "maxItems": .integer(Catalog.maximumImageHeight),
                        "items": [
                            "type": "string", "maxLength": .integer(Catalog.maximumImageWidth),
                            "not": ["pattern": .string("[^ \(maskLetters)]")],
                        ],
                    ],
                    "One line per line of art: a space keeps the object's colour; \(maskLetters) name colours."
                )
            ),
            ("object", objectDefinition(for: registry)),
            (
                "title",
                described(
                    printable(name(["type": "string", "pattern": "\\S"])),
                    "The object's name, unique ignoring case; at most \(Catalog.maximumNameLength) characters.")
            ),
            ("text", printable(name(["type": "string", "pattern": "\\S"]))),
            (
                "coordinate",
                described(
                    [
                        "type": "integer", "minimum": .integer(-Catalog.maximumCoordinate),
                        "maximum": .integer(Catalog.maximumCoordinate),
                    ],
                    "Orders the object within its habitat: X left to right, Y far to near."
                )
            ),
            (
                "duration",
                described(
                    ["type": "number", "exclusiveMinimum": 0, "maximum": 60], "Seconds for one cycle of all frames."
                )
            ),
            (
                "speed",
                described(
                    [
                        "type": "number", "minimum": .number(-Catalog.maximumSpeed),
                        "maximum": .number(Catalog.maximumSpeed),
                        // 0, or fast enough to move a cell within an hour.
                        "anyOf": [
                            ["const": 0], ["minimum": .number(MovingSpeed.slowest)],
                            ["maximum": .number(-MovingSpeed.slowest)],
                        ],
                    ],
                    "Cells per second across a scene, 0 or at least 1/3600 either way; negative starts leftward. "
                        + "Animals default to 2, scenery to 0."
                )
            ),
            (
                "habitat",
                described(
                    ["enum": .array(Habitat.allCases.map { .string($0.rawValue) })],
                    "Where the object lives in a scene: the sky, on land, at the coast, on the water, or under it. "
                        + "Default: land."
                )
            ),
            (
                "gait",
                described(
                    ["enum": .array(Gait.all.map { .string($0.name) })],
                    "How a mover goes in a scene. Default: its habitat's (sky fly, land walk, water float, "
                        + "underwater swim)."
                )
            ),
            (
                "imageList",
                [
                    "type": "array", "minItems": 1, "maxItems": .integer(Catalog.maximumImageNames),
                    "items": ["type": "string"],
                ]
            ),
            ("color", ["enum": .array(NamedColor.allCases.map { .string($0.rawValue) })]),
        ]
    }

    /// An object: its `kind` picks which of the kinds' definitions applies.
    private static func objectDefinition(for registry: ObjectRegistry) -> JSONText.Document {
        let kinds = registry.kinds
        let byKind: [JSONText.Document] = kinds.map { kind in
            [
                "if": ["properties": ["kind": ["const": .string(kind)]], "required": ["kind"]],
                "then": kindDefinition(kind, fields: registry.factory(forKind: kind).flatMap(KeyProbe.fields(readBy:))),
            ]
        }
        return [
            "type": "object",
            "required": ["kind"],
            "properties": [
                "kind": described(["enum": .array(kinds.map(JSONText.Document.string))], "The object's type.")
            ],
            "allOf": .array(byKind),
        ]
    }

    /// One kind's fields; a kind whose fields could not be learnt may hold any.
    private static func kindDefinition(_ kind: String, fields: [KeyProbe.Field]?) -> JSONText.Document {
        guard let fields else { return ["type": "object"] }
        let properties =
            [("kind", ["const": .string(kind)])]
            + fields.map { field in
                // null in an optional key is read as the key left out, as the loader reads it.
                (field.key, field.isRequired ? schema(for: field) : ["anyOf": [schema(for: field), ["type": "null"]]])
            }
        let required = ["kind"] + fields.filter(\.isRequired).map(\.key)
        return [
            "properties": .object(properties),
            "required": .array(required.map(JSONText.Document.string)),
            "additionalProperties": .bool(false),
        ]
    }

    /// The definition a field of the built-in kinds' meaning uses, when the field has its JSON type; other
    /// fields get what their JSON type says.
    private static func schema(for field: KeyProbe.Field) -> JSONText.Document {
        let meaning: [String: (KeyProbe.Shape, String)] = [
            "title": (.string, "title"), "type": (.string, "text"),
            "coordinateX": (.integer, "coordinate"), "coordinateY": (.integer, "coordinate"),
            "animationImages": (.array(of: .string), "imageList"), "randomImages": (.array(of: .string), "imageList"),
            "animationDuration": (.number, "duration"), "color": (.string, "color"),
            "speed": (.number, "speed"), "verticalSpeed": (.number, "speed"), "habitat": (.string, "habitat"),
            "gait": (.string, "gait"),
        ]
        if let (shape, definition) = meaning[field.key], shape == field.shape {
            return reference(definition)
        }
        return schema(for: field.shape)
    }

    private static func schema(for shape: KeyProbe.Shape) -> JSONText.Document {
        switch shape {
        case .unknown: [:]
        case .string: ["type": "string"]
        case .integer: ["type": "integer"]
        case .number: ["type": "number"]
        case .boolean: ["type": "boolean"]
        case .object: ["type": "object"]
        case .array(let element): ["type": "array", "items": schema(for: element)]
        }
    }

    // MARK: - Building blocks

    private static func reference(_ definition: String) -> JSONText.Document {
        ["$ref": .string("#/$defs/\(definition)")]
    }

    private static func described(_ schema: JSONText.Document, _ description: String) -> JSONText.Document {
        guard case .object(let members) = schema else { return schema }
        return .object(members + [("description", .string(description))])
    }

    /// `schema` with the length a title, type or image name may have.
    private static func name(_ schema: JSONText.Document) -> JSONText.Document {
        guard case .object(let members) = schema else { return schema }
        return .object(members + [("maxLength", .integer(Catalog.maximumNameLength))])
    }

    /// `schema` refusing the characters catalog text may not hold. A `not` with an unanchored pattern,
    /// because `$` also matches before a final newline in some validators' regular expressions.
    private static func printable(_ schema: JSONText.Document) -> JSONText.Document {
        guard case .object(let members) = schema else { return schema }
        return .object(members + [("not", ["pattern": .string(controlCharacterClass)])])
    }

    /// The class of every scalar ``TerminalText`` refuses, as a regular expression.
    private static var controlCharacterClass: String {
        func escaped(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        let ranges = TerminalText.controlRanges.map { escaped($0.lowerBound) + "-" + escaped($0.upperBound) }
        return "[" + ranges.joined() + "]"
    }
}

extension JSONText.Document: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, JSONText.Document)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
