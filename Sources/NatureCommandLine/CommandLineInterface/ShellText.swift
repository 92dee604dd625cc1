import NatureKit

/// Words quoted for a POSIX shell (and `$'…'`, which POSIX.1-2024, bash, zsh and ksh read, where a word
/// holds control characters), so that a command printed for the user runs exactly as printed.
package enum ShellText {
    /// `word` as a shell reads it back as one word: unchanged when every character is safe unquoted,
    /// otherwise in single quotes, with each `'` written as `'\''`.
    /// A word holding a character that ``TerminalText/mustBeEscaped(_:)`` names is written in `$'…'`
    /// quotes with that character's bytes as `\xHH`, so that printing the command cannot act on the
    /// terminal and the shell still reads back the same bytes.
    package static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isSafe) { return word }
        guard word.unicodeScalars.contains(where: TerminalText.mustBeEscaped) else {
            return "'" + replacing("'", with: #"'\''"#, in: word) + "'"
        }
        var escaped = ""
        for scalar in word.unicodeScalars {
            if TerminalText.mustBeEscaped(scalar) {
                for byte in String(scalar).utf8 {
                    let hex = String(byte, radix: 16)
                    escaped += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
            } else if scalar == "'" || scalar == "\\" {
                escaped += "\\" + String(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return "$'" + escaped + "'"
    }

    /// `words` as one command line, each word quoted as it needs.
    package static func command(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// `text` with every `character` in it replaced by `replacement`, compared as characters.
    ///
    /// The standard library's `replacing(_:with:)` would do, but it lives in _StringProcessing, which
    /// brings the regular-expression engine into the binary: about 0.8 MB of a static build, applied and
    /// searched on every start.
    package static func replacing(_ character: Character, with replacement: String, in text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for each in text {
            if each == character { result += replacement } else { result.append(each) }
        }
        return result
    }

    /// Letters, digits and the punctuation no shell gives a meaning to in the middle of a word.
    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", "+", "@", "%", ":", "=": true
        default: false
        }
    }
}
