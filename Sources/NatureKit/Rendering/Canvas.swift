/// A grid of character cells with colour, which cards and scenes are drawn on.
///
/// Frames are composed here rather than by gluing strings, so that several objects can be drawn at
/// their coordinates on one canvas and the renderer can diff any two canvases line by line.
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 3)
/// canvas.draw("Moth", column: 0, row: 0, isBold: true)
/// canvas.draw(ASCIIImage(lines: [#"\(o)/"#]), column: 2, row: 2, color: .yellow)
/// print(canvas.lines.joined(separator: "\n"))
/// ```
public struct Canvas: Hashable, Sendable {
    /// One column of one row.
    public struct Cell: Hashable, Sendable {
        /// The character shown.
        public var character: Character
        /// Its colour, or `nil` for the terminal's own.
        public var color: NamedColor?
        /// Whether it is drawn bold.
        public var isBold: Bool
        /// The right half of a wide character drawn in the cell to its left.
        public var isContinuation: Bool

        /// A space in the terminal's own colour.
        public static let blank = Cell(character: " ", color: nil, isBold: false, isContinuation: false)
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    private var cells: [Cell]

    /// A blank canvas of `width` columns and `height` rows.
    ///
    /// - Parameters:
    ///   - width: The number of columns; a negative number counts as 0.
    ///   - height: The number of rows; a negative number counts as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `column`, `row`, which must be inside the canvas.
    ///
    /// - Parameters:
    ///   - column: The column, from 0 at the left.
    ///   - row: The row, from 0 at the top.
    public subscript(column: Int, row: Int) -> Cell {
        cells[row * width + column]
    }

    /// The cells of one row, left to right.
    ///
    /// - Parameter row: The row, from 0 at the top; must be inside the canvas.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[(row * width)..<((row + 1) * width)]
    }

    /// The canvas as plain text, one string per row from the top: no colour, no escape codes, and no
    /// trailing blanks.
    public var lines: [String] {
        (0..<height).map { FrameRenderer.line($0, of: self, colored: false, columns: nil) }
    }

    /// The canvas as lines of text, each ending in a newline and without trailing blanks: with colour
    /// and bold as escape sequences if `colored`, clipped to `columns` if given.
    func text(colored: Bool, columns: Int? = nil) -> String {
        (0..<height).map { FrameRenderer.line($0, of: self, colored: colored, columns: columns) + "\n" }.joined()
    }

    /// Draws `text` from `column` on `row`; what falls outside the canvas is clipped.
    ///
    /// With `transparent`, spaces leave the cells under them as they were, so that the blank parts
    /// of a picture do not hide what is behind it.
    ///
    /// - Parameters:
    ///   - text: The text; control characters are the caller's to keep out.
    ///   - column: The column of its first character, from 0; may be outside the canvas.
    ///   - row: The row, from 0 at the top; may be outside the canvas.
    ///   - color: The colour to draw in, or `nil` for the terminal's own.
    ///   - isBold: Whether to draw it bold.
    ///   - transparent: Whether spaces leave the cells under them as they were.
    public mutating func draw(
        _ text: String,
        column: Int,
        row: Int,
        color: NamedColor? = nil,
        isBold: Bool = false,
        transparent: Bool = false
    ) {
        draw(text, column: column, row: row, isBold: isBold, transparent: transparent) { _ in color }
    }

    /// Draws `image` with its top-left corner at `column`, `row`; its blank parts are transparent.
    ///
    /// Each cell takes the colour the image's mask gives it, and `color` where the mask gives none.
    ///
    /// - Parameters:
    ///   - image: The picture.
    ///   - column: The column of its left edge, from 0; may be outside the canvas.
    ///   - row: The row of its top line, from 0; may be outside the canvas.
    ///   - color: The colour for the cells its mask leaves uncoloured, or `nil` for the terminal's own.
    public mutating func draw(_ image: ASCIIImage, column: Int, row: Int, color: NamedColor? = nil) {
        for (offset, line) in image.lines.enumerated() {
            draw(line, column: column, row: row + offset, isBold: false, transparent: true) { x in
                image.maskColor(line: offset, column: x) ?? color
            }
        }
    }

    /// Draws `text` as the public `draw` methods do, asking `colorAt` for the colour of each character
    /// by its column within `text`.
    private mutating func draw(
        _ text: String,
        column: Int,
        row: Int,
        isBold: Bool,
        transparent: Bool,
        colorAt: (Int) -> NamedColor?
    ) {
        guard (0..<height).contains(row) else { return }
        var x = column
        for character in text {
            let columns = character.unicodeScalars.reduce(0) { $0 + TerminalText.columns(of: $1) }
            defer { x += columns }
            guard columns > 0, x >= 0, x + columns <= width else { continue }
            if transparent, character == " " { continue }
            let color = colorAt(x - column)
            let index = row * width + x
            cells[index] = Cell(character: character, color: color, isBold: isBold, isContinuation: false)
            if columns == 2 {
                cells[index + 1] = Cell(character: " ", color: color, isBold: isBold, isContinuation: true)
            }
        }
    }

    /// Draws `canvas` with its top-left corner at `column`, `row`, every cell as it is; what falls
    /// outside this canvas is clipped, and a wide character cut in half by an edge is left out whole.
    ///
    /// - Parameters:
    ///   - canvas: The canvas to draw, blanks included.
    ///   - column: The column of its left edge; may be negative.
    ///   - row: The row of its top edge; may be negative.
    public mutating func draw(_ canvas: Canvas, column: Int, row: Int) {
        for sourceRow in 0..<canvas.height {
            let targetRow = row + sourceRow
            guard (0..<height).contains(targetRow) else { continue }
            for sourceColumn in 0..<canvas.width {
                let cell = canvas[sourceColumn, sourceRow]
                let targetColumn = column + sourceColumn
                guard (0..<width).contains(targetColumn) else { continue }
                let isWide = sourceColumn + 1 < canvas.width && canvas[sourceColumn + 1, sourceRow].isContinuation
                if cell.isContinuation && targetColumn == 0 { continue }
                if isWide && targetColumn + 1 >= width { continue }
                cells[targetRow * width + targetColumn] = cell
            }
        }
    }
}
