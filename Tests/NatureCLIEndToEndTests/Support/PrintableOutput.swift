import NatureKitTestSupport
import Testing

/// Records an issue unless `text` holds nothing a terminal would act on, line breaks aside, and was valid
/// UTF-8: a lone byte such as 0x9B (a C1 CSI to some terminals) decodes to U+FFFD and is caught as such.
func expectPrintableOutput(_ text: String, _ stream: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let unsafe = text.unicodeScalars.filter { ($0 != "\n" && isTerminalControl($0)) || $0 == "\u{FFFD}" }
    #expect(
        unsafe.isEmpty,
        "\(stream) holds \(unsafe.map { "U+" + String($0.value, radix: 16, uppercase: true) }): \(text.debugDescription)",
        sourceLocation: sourceLocation)
}
