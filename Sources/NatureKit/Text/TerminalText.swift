/// What text means to a terminal: how many columns it takes, and whether it could act as a command.
package enum TerminalText {
    /// The first character in `text` that a terminal would act on rather than print, if any.
    ///
    /// C0 controls (tab included), DEL and C1 controls start escape sequences or move the cursor;
    /// bidirectional overrides and isolates reorder what follows them; line and paragraph
    /// separators break lines. Catalog text may hold none of
    /// them, since it reaches the terminal as it is.
    package static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
        if isPrintableASCII(text) { return nil }
        return text.unicodeScalars.first(where: isControl)
    }

    /// Whether `text` is all printable ASCII, space to `~`: the common case, checked on the bytes.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        controlRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether text from input (a catalog, an argument, a file's name) must be written as an escape
    /// wherever it is shown, on a terminal or in JSON: a control character, or an invisible format
    /// character (a zero-width joiner, a tag) that would make two different names look alike. The one
    /// rule every quoting of input text follows.
    package static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        return isControl(scalar) || scalar.properties.generalCategory == .format
    }

    /// The scalars catalog text may not hold: C0 (tab included), DEL and C1; line and paragraph
    /// separators, which break a line in some terminals and in most viewers; and the bidirectional
    /// embeddings, overrides and isolates. The catalog's JSON Schema is written from this list too.
    static let controlRanges: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069,
    ]

    /// The number of terminal columns `text` takes: wide characters count 2, combining marks 0.
    package static func columns(of text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The number of terminal columns one character takes, as terminals draw a grapheme cluster: the
    /// width of its widest scalar, so that a letter and its accent take one column and an emoji
    /// sequence (a family joined by zero-width joiners, a skin tone, a flag's two letters) takes two;
    /// and two for a character made to show as emoji by variation selector 16.
    package static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        var widest = 0
        var asksForEmoji = false
        for scalar in scalars {
            if scalar.value == 0xFE0F { asksForEmoji = true }
            widest = max(widest, columns(of: scalar))
        }
        if asksForEmoji, widest == 1, let first = scalars.first, first.properties.isEmoji { return 2 }
        return widest
    }

    /// The number of terminal columns one scalar takes.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        return isWide(value) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    /// East Asian wide and fullwidth ranges (Unicode's EastAsianWidth W and F), the blocks in use.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// `text` in double quotes, with every control character, quote and backslash escaped, so that
    /// quoting a hostile value in a message cannot inject anything. Long values are shortened.
    package static func quoted(_ text: String, limit: Int = 60) -> String {
        var escaped = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                escaped += "…"
                break
            }
            count += 1
            if let escape = commonEscape(scalar) {
                escaped += escape
            } else if mustBeEscaped(scalar) {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// A file's name as a message shows it: as the user gave it, or ``quoted(_:limit:)`` where that
    /// changes it, since a file name may hold anything, escape sequences included.
    package static func fileName(_ file: String) -> String {
        let quoted = quoted(file, limit: 200)
        return quoted.dropFirst().dropLast() == Substring(file) ? file : quoted
    }

    /// The backslash escape that Swift, JSON and messages all write for a quote, a backslash, a newline,
    /// a tab or a carriage return; `nil` for any other scalar.
    static func commonEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: nil
        }
    }

    /// `text` cut to at most `limit` characters, with an ellipsis when cut.
    static func truncated(_ text: String, limit: Int = 40) -> String {
        text.count <= limit ? text : text.prefix(limit) + "…"
    }

    /// `text` in double quotes with every scalar beyond ASCII written as its code point, `"caf\u{E9}"`:
    /// for a message about two spellings that look the same.
    static func codePoints(_ text: String, limit: Int = 60) -> String {
        var escaped = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                escaped += "…"
                break
            }
            escaped +=
                scalar.isASCII && !isControl(scalar) && scalar != "\"" && scalar != "\\"
                ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        return "\"\(escaped)\""
    }

    /// How an error names one scalar: `U+001B`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
