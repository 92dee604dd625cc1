import NatureKit
import NatureSystem

/// `nature-cli list`: every object in sections by type, as the seed's section view models group
/// them; sections in the order their first object appears in the catalog.
struct ListCommand {
    let invocation: Invocation

    /// `--titles`: read only here, so declared only here.
    static let titles = OptionSpec(
        name: "--titles", help: "print only the titles, one per line, in catalog order (for scripts and completions)")

    static let declaration = CommandDeclaration(
        .list, abstract: "List every object, in sections by type.",
        options: [
            .catalog.help("list this catalog (- for standard input) instead of the built-in one"),
            .json.help("print the sections and their objects as one JSON document"),
            titles,
            .color.help("make the section headings bold (auto: on a terminal, unless NO_COLOR is set)"),
        ],
        conflicts: [.init(.json, titles, "choose one way to print the list")],
        examples: [
            .init("nature-cli list --catalog mine.json", "Every object in your own catalog, by type."),
            .init("nature-cli list --titles", "One title a line, for scripts."),
        ],
        run: { invocation throws(CommandFailure) in try ListCommand(invocation: invocation).run() })

    func run() throws(CommandFailure) -> ExitCode {
        var generator = SeededGenerator(seed: 0)
        let catalog = try invocation.loadCatalog(using: &generator)
        if invocation.isGiven(Self.titles) {
            try invocation.print(catalog.objects.map { $0.title + "\n" }.joined())
            return .success
        }
        let sections = Self.sections(of: catalog)
        try invocation.print(invocation.json ? json(sections) : text(sections))
        return .success
    }

    typealias Section = (type: String, entries: [(object: any ObjectProtocol, kind: String)])

    /// The catalog's indices in the order the list shows them: by type, the types in the order their
    /// first object appears, and in catalog order within a type. Browse's ← and → step along it.
    static func order(of catalog: Catalog) -> [Int] {
        var types: [String] = []
        var byType: [String: [Int]] = [:]
        for (index, object) in catalog.objects.enumerated() {
            if byType[object.type] == nil { types.append(object.type) }
            byType[object.type, default: []].append(index)
        }
        return types.flatMap { byType[$0] ?? [] }
    }

    static func sections(of catalog: Catalog) -> [Section] {
        var sections: [Section] = []
        for index in order(of: catalog) {
            let (object, kind) = (catalog.objects[index], catalog.kinds[index])
            if sections.last?.type == object.type {
                sections[sections.count - 1].entries.append((object, kind))
            } else {
                sections.append((object.type, [(object, kind)]))
            }
        }
        return sections
    }

    /// The sections as lines, each heading bold, drawn on a canvas so that the screen's serializer
    /// writes the colour as it writes every picture's.
    private func text(_ sections: [Section]) -> String {
        let titleWidth = sections.flatMap(\.entries).map { TerminalText.columns(of: $0.object.title) }.max() ?? 0
        var lines: [(text: String, isBold: Bool)] = []
        for section in sections {
            lines.append((section.type, true))
            for (object, _) in section.entries {
                let padding = String(repeating: " ", count: titleWidth - TerminalText.columns(of: object.title))
                lines.append(
                    (
                        "  \(object.title)\(padding)  \(Self.pictureSummary(of: object))  (\(object.coordinatesLabel))",
                        false
                    ))
            }
        }
        var canvas = Canvas(
            width: lines.map { TerminalText.columns(of: $0.text) }.max() ?? 0, height: lines.count)
        for (row, line) in lines.enumerated() {
            canvas.draw(line.text, column: 0, row: row, isBold: line.isBold)
        }
        return canvas.text(colored: Terminal(color: invocation.color).colored)
    }

    static func pictureSummary(of object: any ObjectProtocol) -> String {
        var parts: [String] = []
        if let animated = object as? any AnimationProtocol {
            parts.append(
                "\(Count.of(animated.animationImages.count, "frame")) in \(JSONText.number(animated.animationDuration)) s"
            )
        }
        if let still = object as? any StaticImageProtocol {
            parts.append(Count.of(still.randomImages.count, "still"))
        }
        return parts.isEmpty ? "text only" : parts.joined(separator: ", ")
    }

    private func json(_ sections: [Section]) -> String {
        let renderedSections = sections.map { section in
            let objects = section.entries.map { object, kind in
                let fields = Self.entry(of: object, kind: kind).map {
                    "\(JSONText.quoted($0.key)): \($0.value.compactText)"
                }
                return "        {" + fields.joined(separator: ", ") + "}"
            }
            return "    {\n      \"type\": \(JSONText.quoted(section.type)),\n      \"objects\": [\n"
                + objects.joined(separator: ",\n") + "\n      ]\n    }"
        }
        return "{\n  \"sections\": [\n" + renderedSections.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// `object` as the catalog entry it was read from, with its kind after its title: every key the
    /// catalog gives it (habitat, speed, colour, gait, a pinned still), written as the catalog writes
    /// them, so that the entry loads back, with the catalog's images, into an equal object. A kind from
    /// another package that cannot be encoded gives the keys every object has and its pictures' names.
    static func entry(of object: any ObjectProtocol, kind: String) -> [(key: String, value: JSONText.Document)] {
        var members: [(key: String, value: JSONText.Document)]
        if let encodable = object as? any Encodable,
            case .object(let encoded)? = try? EntryEncoder.document(of: encodable)
        {
            members = encoded.filter { $0.key != "kind" }
        } else {
            members = [
                ("title", .string(object.title)), ("type", .string(object.type)),
                ("coordinateX", .integer(object.coordinateX)), ("coordinateY", .integer(object.coordinateY)),
            ]
            if let animated = object as? any AnimationProtocol {
                members.append(("animationImages", .array(animated.animationImages.map(JSONText.Document.string))))
                members.append(("animationDuration", .number(animated.animationDuration)))
            }
            if let still = object as? any StaticImageProtocol {
                members.append(("randomImages", .array(still.randomImages.map(JSONText.Document.string))))
            }
            if let color = object.color { members.append(("color", .string(color.rawValue))) }
        }
        let titleFirst = members.first?.key == "title" ? 1 : 0
        members.insert(("kind", .string(kind)), at: titleFirst)
        return members
    }
}
