/// A parsed JSON document, kept close to the text so that errors can say exactly what was found.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits in an `Int`.
    case integer(Int)
    /// Any other number, with its text: `2.5`, `1e400`, `99999999999999999999`. Boxed, so that every
    /// other value takes 16 bytes rather than the 32 this case would make them all take.
    indirect case float(Double, text: String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How an error message names this value: `a string "Bird"`, `the number 2.5`, `an array`.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "the number \(value)"
        case .float(_, let text): "the number \(TerminalText.truncated(text))"
        case .string(let value): "the string \(TerminalText.quoted(value))"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
