/// A picture made of lines of text, as a catalog's `images` defines it, with an optional colour mask.
public struct ASCIIImage: Hashable, Sendable {
    /// The lines, top to bottom.
    public let lines: [String]
    /// The width of the widest line, in terminal columns.
    public let width: Int
    /// The colour of each cell, by line and then by terminal column; `nil` where the object's own
    /// colour applies. Empty for an image without a mask; a row may be shorter than its line, and the
    /// cells past its end take the object's colour.
    public let mask: [[NamedColor?]]

    /// The number of lines.
    public var height: Int { lines.count }

    /// Creates an image from its lines, top to bottom, and an optional colour mask (see ``mask``),
    /// measuring its width in terminal columns.
    ///
    /// - Parameters:
    ///   - lines: The lines of the picture, top to bottom.
    ///   - mask: One colour (or `nil`) per column of each line; empty for none.
    public init(lines: [String], mask: [[NamedColor?]] = []) {
        self.lines = lines
        self.width = lines.map(TerminalText.columns(of:)).max() ?? 0
        self.mask = mask
    }

    /// For a loader that has measured the lines already.
    init(lines: [String], width: Int, mask: [[NamedColor?]]) {
        self.lines = lines
        self.width = width
        self.mask = mask
    }

    /// The mask's colour for the cell at `column` of `line`, or `nil` where the object's colour applies.
    ///
    /// - Parameters:
    ///   - line: The line, from 0 at the top.
    ///   - column: The column within the line, from 0 at the left.
    package func maskColor(line: Int, column: Int) -> NamedColor? {
        guard mask.indices.contains(line), mask[line].indices.contains(column) else { return nil }
        return mask[line][column]
    }
}

extension ASCIIImage {
    /// The picture as seen in a mirror, for an object that faces the other way: each line padded to
    /// the picture's width and reversed, with the characters that point one way swapped for their
    /// twins (`(` and `)`, `/` and `\`, `<` and `>`, `[` and `]`, `{` and `}`), and the mask with it.
    public func mirrored() -> ASCIIImage {
        let lines = lines.map { line in
            let padding = String(repeating: " ", count: max(0, width - TerminalText.columns(of: line)))
            return String((line + padding).reversed().map { Self.mirroredCharacters[$0] ?? $0 })
        }
        let mask = mask.map { row in
            Array((row + Array(repeating: nil, count: max(0, width - row.count))).reversed())
        }
        return ASCIIImage(lines: lines, width: width, mask: mask)
    }

    private static let mirroredCharacters: [Character: Character] = [
        "(": ")", ")": "(", "/": "\\", "\\": "/", "<": ">", ">": "<", "[": "]", "]": "[", "{": "}", "}": "{",
    ]
}
