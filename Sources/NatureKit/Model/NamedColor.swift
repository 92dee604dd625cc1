/// One of the sixteen colours every colour terminal knows, by name.
///
/// Catalogs write them in camel case: `"cyan"`, `"brightGreen"`.
public enum NamedColor: String, CaseIterable, Hashable, Sendable, Codable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case gray, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The SGR parameter that selects this colour as the foreground.
    public var foregroundCode: Int {
        let index = Self.allCases.firstIndex(of: self) ?? 0
        return index < 8 ? 30 + index : 90 + index - 8
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let color = NamedColor(rawValue: name) else {
            let suggestion = Suggestion.nearest(to: name, among: Self.allCases.map(\.rawValue))
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown colour \(TerminalText.quoted(name))\(Suggestion.hint(suggestion))"
            )
        }
        self = color
    }
}
