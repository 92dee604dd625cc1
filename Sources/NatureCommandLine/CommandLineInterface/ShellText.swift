/// Words quoted for a POSIX shell, so that a command printed for the user runs exactly as printed.
package enum ShellText {
    /// `word` as a shell reads it back as one word: unchanged when every character is safe unquoted,
    /// otherwise in single quotes, with each `'` written as `'\''`.
    package static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy(isSafe) { return word }
        return "'" + word.replacing("'", with: #"'\''"#) + "'"
    }

    /// `words` as one command line, each word quoted as it needs.
    package static func command(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// Letters, digits and the punctuation no shell gives a meaning to in the middle of a word.
    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", "+", "@", "%", ":", "=": true
        default: false
        }
    }
}
