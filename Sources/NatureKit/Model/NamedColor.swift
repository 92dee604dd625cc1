/// One of the sixteen colours every colour terminal knows, by name.
///
/// Catalogs write them in camel case: `"cyan"`, `"brightGreen"`.
public enum NamedColor: String, CaseIterable, Hashable, Sendable, Codable {
    /// One of the eight standard colours: SGR 30 to 37.
    case black, red, green, yellow, blue, magenta, cyan, white
    /// One of the eight bright colours: SGR 90 to 97.
    case gray, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The SGR parameter that selects this colour as the foreground.
    public var foregroundCode: Int {
        let index = Self.allCases.firstIndex(of: self) ?? 0
        return index < 8 ? 30 + index : 90 + index - 8
    }

    /// Reads a colour by its camel-case name, suggesting the nearest when it is unknown.
    ///
    /// - Parameter decoder: The decoder holding the colour's name as a string.
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

extension NamedColor {
    /// The letter that names this colour in an image's colour mask, as asciiquarium writes its masks:
    /// lowercase for the eight standard colours, uppercase for the bright ones (`K` is gray).
    public var maskLetter: Character {
        switch self {
        case .black: "k"
        case .red: "r"
        case .green: "g"
        case .yellow: "y"
        case .blue: "b"
        case .magenta: "m"
        case .cyan: "c"
        case .white: "w"
        case .gray: "K"
        case .brightRed: "R"
        case .brightGreen: "G"
        case .brightYellow: "Y"
        case .brightBlue: "B"
        case .brightMagenta: "M"
        case .brightCyan: "C"
        case .brightWhite: "W"
        }
    }

    /// The colour a mask letter names, or `nil` for a character that names none (a space included).
    ///
    /// - Parameter maskLetter: One character of an image's colour mask.
    public init?(maskLetter: Character) {
        guard let color = Self.byMaskLetter[maskLetter] else { return nil }
        self = color
    }

    /// Every mask letter, in the order of ``allCases``, for messages that list them.
    static let maskLetters = allCases.map(\.maskLetter)

    private static let byMaskLetter = Dictionary(uniqueKeysWithValues: allCases.map { ($0.maskLetter, $0) })
}
