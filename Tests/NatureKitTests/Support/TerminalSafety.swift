import NatureKitTestSupport
import Testing

/// Records an issue unless `text` is one line that a terminal can print without acting on any of it.
func expectTerminalSafe(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let unsafe = text.unicodeScalars.filter(isTerminalControl)
    #expect(
        unsafe.isEmpty, "unescaped \(unsafe.map { "U+" + String($0.value, radix: 16) }) in \(text.debugDescription)",
        sourceLocation: sourceLocation)
    // `Character.isNewline` covers CR, LF, VT, FF, NEL and the Unicode line and paragraph separators.
    let hasLineBreak = text.contains { $0.isNewline }
    #expect(!hasLineBreak, "a line break in \(text.debugDescription)", sourceLocation: sourceLocation)
}
