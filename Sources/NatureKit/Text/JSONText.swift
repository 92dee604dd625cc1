/// Writing JSON text by hand, for output whose key order matters to people reading it.
package enum JSONText {
    /// `text` as a JSON string literal. What ``TerminalText/mustBeEscaped(_:)`` names (C0, DEL, C1,
    /// bidirectional controls, separators, format characters) becomes a `\uXXXX` escape, so JSON output
    /// shown on a terminal cannot act on it: U+009B is a CSI to many terminals, and JSON itself would
    /// only require escapes below U+0020.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = TerminalText.commonEscape(scalar) {
                result += escape
            } else if TerminalText.mustBeEscaped(scalar) {
                // Beyond the Basic Multilingual Plane, JSON escapes a scalar as its UTF-16 surrogate pair.
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number as JSON writes it: `0.7`, `2`, never `inf` or `nan` (which JSON cannot hold).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

extension JSONText {
    /// A JSON document built in code, its object members kept in the order written, so that output meant
    /// for people (a schema, a list of problems) reads in a sensible order.
    package indirect enum Document: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
        ExpressibleByIntegerLiteral
    {
        case string(String)
        case integer(Int)
        case number(Double)
        case bool(Bool)
        case null
        case array([Document])
        case object([(key: String, value: Document)])

        package init(stringLiteral value: String) { self = .string(value) }
        package init(arrayLiteral elements: Document...) { self = .array(elements) }
        package init(integerLiteral value: Int) { self = .integer(value) }

        package static func == (lhs: Document, rhs: Document) -> Bool { lhs.text == rhs.text }

        /// The document as JSON text, indented by two spaces; arrays of scalars stay on one line.
        package var text: String { rendered(indent: "") }

        /// The document as JSON text on one line, for output read a line at a time.
        package var compactText: String {
            switch self {
            case .array(let elements): "[" + elements.map(\.compactText).joined(separator: ",") + "]"
            case .object(let members):
                "{" + members.map { JSONText.quoted($0.key) + ":" + $0.value.compactText }.joined(separator: ",") + "}"
            default: rendered(indent: "")
            }
        }

        private func rendered(indent: String) -> String {
            let inner = indent + "  "
            switch self {
            case .string(let text): return JSONText.quoted(text)
            case .integer(let value): return String(value)
            case .number(let value): return JSONText.number(value)
            case .bool(let value): return value ? "true" : "false"
            case .null: return "null"
            case .array(let elements):
                if elements.isEmpty { return "[]" }
                if elements.allSatisfy(\.isScalar) {
                    return "[" + elements.map { $0.rendered(indent: inner) }.joined(separator: ", ") + "]"
                }
                let lines = elements.map { inner + $0.rendered(indent: inner) }
                return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
            case .object(let members):
                if members.isEmpty { return "{}" }
                let lines = members.map { inner + JSONText.quoted($0.key) + ": " + $0.value.rendered(indent: inner) }
                return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
            }
        }

        private var isScalar: Bool {
            switch self {
            case .array, .object: false
            default: true
            }
        }
    }
}
