/// One step into a JSON document: a key of an object or an index of an array.
enum JSONPathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)

    init(_ codingKey: any CodingKey) {
        self = codingKey.intValue.map(JSONPathComponent.index) ?? .key(codingKey.stringValue)
    }

    /// Renders a path as the catalog's errors write it: `objects[3].animationImages[2]`.
    static func render(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                // A long key is quoted, and so shortened: a path stays one readable line.
                let isPlain =
                    !key.isEmpty && key.utf8.count <= 60
                    && key.unicodeScalars.allSatisfy {
                        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
                    }
                if isPlain {
                    text += text.isEmpty ? key : ".\(key)"
                } else {
                    text += "[\(TerminalText.quoted(key))]"
                }
            }
        }
        return text
    }
}

/// A coding key made from a path component, for decoders that build their own coding paths.
struct JSONCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }

    init(_ component: JSONPathComponent) {
        switch component {
        case .key(let key): self.init(stringValue: key)
        case .index(let index): self.init(intValue: index)
        }
    }
}
