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
    /// The same picture drawn small, for a scene, where creatures stand small beside landmarks; `nil`
    /// for an image with one size, which a scene draws as it is.
    public var small: ASCIIImage? { smallForm.first }
    /// ``small``, held in an array because a struct cannot hold an optional of itself.
    private let smallForm: [ASCIIImage]

    /// The number of lines.
    public var height: Int { lines.count }

    /// Creates an image from its lines, top to bottom, an optional colour mask (see ``mask``) and an
    /// optional small form for scenes, measuring its width in terminal columns.
    ///
    /// - Parameters:
    ///   - lines: The lines of the picture, top to bottom.
    ///   - mask: One colour (or `nil`) per column of each line; empty for none.
    ///   - small: The same picture drawn small, for a scene; `nil` for none. Its own small form is
    ///     not used.
    public init(lines: [String], mask: [[NamedColor?]] = [], small: ASCIIImage? = nil) {
        self.init(lines: lines, width: lines.map(TerminalText.columns(of:)).max() ?? 0, mask: mask, small: small)
    }

    /// For a loader that has measured the lines already.
    init(lines: [String], width: Int, mask: [[NamedColor?]], small: ASCIIImage? = nil) {
        self.lines = lines
        self.width = width
        self.mask = mask
        self.smallForm = small.map { [$0.withoutSmallForm] } ?? []
    }

    /// The picture a scene draws: the small form where there is one.
    package var scenePicture: ASCIIImage { small ?? self }

    private var withoutSmallForm: ASCIIImage {
        smallForm.isEmpty ? self : ASCIIImage(lines: lines, width: width, mask: mask)
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
        return ASCIIImage(lines: lines, width: width, mask: mask, small: small?.mirrored())
    }

    private static let mirroredCharacters: [Character: Character] = [
        "(": ")", ")": "(", "/": "\\", "\\": "/", "<": ">", ">": "<", "[": "]", "]": "[", "{": "}", "}": "{",
    ]
}
