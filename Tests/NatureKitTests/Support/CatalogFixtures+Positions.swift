import NatureKitTestSupport

// Where the parser reports a problem, for checking the line and column in a syntax error.

extension CatalogFixtures {
    /// The line and column (counted in bytes, from 1) where `marker` first starts in `text`, as the
    /// parser reports positions.
    static func position(of marker: String, in text: String) -> (line: Int, column: Int) {
        let bytes = Array(text.utf8)
        let wanted = Array(marker.utf8)
        let offset =
            wanted.isEmpty
            ? bytes.count
            : (0...(bytes.count - wanted.count)).first { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        guard let offset else { preconditionFailure("\"\(marker)\" is not in the text") }
        return position(ofByte: offset, in: bytes)
    }

    /// The line and column of the byte at `offset`; `offset` may be the end of the text.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }
}
