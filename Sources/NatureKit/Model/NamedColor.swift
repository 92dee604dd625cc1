/// One of the sixteen colours every colour terminal knows, by name.
///
/// Catalogs write them in camel case: `"cyan"`, `"brightGreen"`.
public enum NamedColor: String, CaseIterable, Hashable, Sendable, Codable {
    /// One of the eight standard colours: SGR 30 to 37.
    case black, red, green, yellow, blue, magenta, cyan, white
    /// One of the eight bright colours: SGR 90 to 97.
    case gray, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The SGR parameter that selects this colour as the foreground.
    package var foregroundCode: Int {
        let index = Self.allCases.firstIndex(of: self) ?? 0
        return index < 8 ? 30 + index : 90 + index - 8
    }

    /// Reads a colour by its camel-case name; an unknown name is refused with every valid one and the
    /// nearest.
    ///
    /// - Parameter decoder: The decoder holding the colour's name as a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let color = NamedColor(rawValue: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.unknownNameMessage(name))
        }
        self = color
    }

    /// Why `name` is not a colour, in the words of the catalog's key: `color`, not "colour".
    static func unknownNameMessage(_ name: String) -> String {
        let names = allCases.map(\.rawValue)
        let suggestion = Suggestion.nearest(to: name, among: names)
        let list = names.joined(separator: ", ")
        let quoted = TerminalText.quoted(name)
        // The list first, so that a suggestion still ends the line as a question.
        return "unknown color \(quoted); the colors are \(list)\(Suggestion.hint(suggestion))"
    }
}

extension NamedColor {
    /// The letter that names this colour in an image's colour mask, as asciiquarium writes its masks:
    /// lowercase for the eight standard colours, uppercase for the bright ones (`K` is gray).
    package var maskLetter: Character {
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
    package init?(maskLetter: Character) {
        guard let color = Self.byMaskLetter[maskLetter] else { return nil }
        self = color
    }

    /// Every mask letter, in the order of ``allCases``, for messages that list them.
    static let maskLetters = allCases.map(\.maskLetter)

    private static let byMaskLetter = Dictionary(uniqueKeysWithValues: allCases.map { ($0.maskLetter, $0) })

    /// The colours of the ASCII mask letters by byte, for reading a mask a byte at a time: a catalog's
    /// masks hold thousands of letters, and a dictionary lookup per `Character` costs far more.
    /// Made from the letters themselves, not looked up in ``byMaskLetter``: hashing a hundred and
    /// twenty-eight characters is a cost every start that shows a picture would pay.
    private static let byMaskByte: [NamedColor?] = {
        var colors = [NamedColor?](repeating: nil, count: 128)
        for color in allCases {
            guard let byte = color.maskLetter.asciiValue else { preconditionFailure("mask letters are ASCII") }
            colors[Int(byte)] = color
        }
        return colors
    }()

    /// The colours of a mask line written in ASCII letters and spaces, a space giving `nil`; `nil` for a
    /// line with any other byte, which the caller reads character by character to say which one.
    static func maskRow(ascii line: String) -> [NamedColor?]? {
        var line = line
        return line.withUTF8 { bytes in
            var row: [NamedColor?] = []
            row.reserveCapacity(bytes.count)
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 {
                    row.append(nil)
                } else if let color = byMaskByte[Int(byte)] {
                    row.append(color)
                } else {
                    return nil
                }
            }
            return row
        }
    }
}
