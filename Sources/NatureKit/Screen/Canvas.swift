/// A grid of character cells with colour: the one picture cards, browse and scenes are drawn on, and
/// the one buffer a ``Screen`` compares with what the terminal shows.
///
/// Each cell is one 64-bit word (its character and its style), so clearing, copying and comparing a
/// 200x60 window's 12,000 cells takes microseconds, and two rows compare as two blocks of memory.
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 3)
/// canvas.draw("Moth", column: 0, row: 0, isBold: true)
/// canvas.draw(ASCIIImage(lines: [#"\(o)/"#]), column: 2, row: 2, color: .yellow)
/// print(canvas.lines.joined(separator: "\n"))
/// ```
public struct Canvas: Hashable, Sendable {
    /// One column of one row: what it shows and how.
    public struct Cell: Hashable, Sendable {
        /// The glyph in the low 32 bits (a Unicode scalar's value, or a ``Glyphs`` number for a
        /// character of several scalars; 0 where a sprite shows what is behind it), the style above.
        package var bits: UInt64

        package init(glyph: UInt32, style: Style) {
            bits = UInt64(glyph) | UInt64(style.rawValue) << 32
        }

        package init(bits: UInt64) {
            self.bits = bits
        }

        /// What the cell shows: a Unicode scalar's value, a ``Glyphs`` number, or 0 for nothing.
        package var glyph: UInt32 { UInt32(truncatingIfNeeded: bits) }
        /// Its colour, weight and whether it is the right half of a wide character.
        package var style: Style { Style(rawValue: UInt8(truncatingIfNeeded: bits >> 32)) }

        /// The character shown.
        public var character: Character { glyph == 0 ? " " : Glyphs.character(for: glyph) }
        /// Its colour, or `nil` for the terminal's own.
        public var color: NamedColor? { style.color }
        /// Whether it is drawn bold.
        public var isBold: Bool { style.contains(.bold) }
        /// The right half of a wide character drawn in the cell to its left.
        public var isContinuation: Bool { style.contains(.continuation) }

        /// A space in the terminal's own colour.
        public static let blank = Cell(glyph: 0x20, style: [])
        /// A space inside a picture's outline: shown as a space, but not open (``Canvas/isOpen(column:row:)``),
        /// so that a star or a drop of rain never shows inside a lighthouse or the moon's face.
        package static let inside = Cell(bits: blank.bits | insideBit)
        /// The bit that marks a space inside a picture, above the glyph and the style; a terminal is never
        /// told of it, so ``shown`` leaves it out.
        private static let insideBit: UInt64 = 1 << 40
        /// The bits a terminal shows: all but the mark of a space inside a picture.
        package var shown: UInt64 { bits & ~Self.insideBit }
        /// Whether it is a space inside a picture's outline.
        package var isInside: Bool { bits & Self.insideBit != 0 }
        /// Where a sprite shows what is behind it; drawn as a space anywhere else.
        package static let transparent = Cell(glyph: 0, style: [])

        /// Whether the cell shows nothing: a space or a transparent cell.
        package var isEmpty: Bool { (glyph == 0x20 || glyph == 0) && !isContinuation }
    }

    /// A cell's colour and weight, packed in a byte: the colour's number (0 for the terminal's own,
    /// 1 to 16 for ``NamedColor``'s cases) in the low five bits.
    package struct Style: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Style(rawValue: 0x20)
        package static let continuation = Style(rawValue: 0x40)
        /// Faint: what matters less than the picture, such as the keys' hint.
        package static let dim = Style(rawValue: 0x80)

        package init(color: NamedColor?, bold: Bool = false, dim: Bool = false) {
            var raw = color.map { UInt8($0.index + 1) } ?? 0
            if bold { raw |= Self.bold.rawValue }
            if dim { raw |= Self.dim.rawValue }
            rawValue = raw
        }

        package var color: NamedColor? {
            let index = Int(rawValue & 0x1F)
            return index == 0 ? nil : NamedColor.allCases[index - 1]
        }

        /// The style without the continuation bit: what a terminal is told before the character.
        package var appearance: Style { Style(rawValue: rawValue & ~Self.continuation.rawValue) }
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row from the top left.
    package private(set) var cells: [Cell]

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

    /// A blank canvas of `size`.
    package init(size: Size) {
        self.init(width: size.columns, height: size.rows)
    }

    /// The canvas's size.
    package var size: Size { Size(columns: width, rows: height) }
    /// The whole canvas, as a rectangle.
    package var bounds: Rect { Rect(column: 0, row: 0, width: width, height: height) }

    /// The cell at `column`, `row`, which must be inside the canvas.
    ///
    /// - Parameters:
    ///   - column: The column, from 0 at the left.
    ///   - row: The row, from 0 at the top.
    public subscript(column: Int, row: Int) -> Cell {
        cells[row * width + column]
    }

    /// Whether the cell at `column`, `row` is inside the canvas and has nothing drawn in it: where a star,
    /// a firefly or a far bird may show without drawing over anything.
    package func isOpen(column: Int, row: Int) -> Bool {
        guard column >= 0, column < width, row >= 0, row < height else { return false }
        let cell = self[column, row]
        return cell.isEmpty && !cell.isInside
    }

    /// Draws `glyphs` in `style` from `column` on `row` if every cell they take, and one either side, is
    /// open: a star or a far thing shows whole or not at all, so that it never reads as part of a picture
    /// beside it. With `clearAboveAndBelow`, the same cells of the rows above and below must be open too,
    /// where the canvas has them: a point of light against a picture's top or bottom edge (a star in the
    /// corner of the moon's picture) read as part of it.
    package mutating func drawInTheOpen(
        _ glyphs: [UInt8], column: Int, row: Int, style: Style, clearAboveAndBelow: Bool = false
    ) {
        guard isOpen(columns: column..<(column + glyphs.count), row: row, clearAboveAndBelow: clearAboveAndBelow)
        else { return }
        for (offset, glyph) in glyphs.enumerated() {
            draw(ascii: glyph, column: column + offset, row: row, style: style)
        }
    }

    /// Whether `columns` of `row` and a cell either side are open (``isOpen(column:row:)``), and with
    /// `clearAboveAndBelow` the same cells of the rows above and below, where the canvas has them: where
    /// ``drawInTheOpen(_:column:row:style:clearAboveAndBelow:)`` draws.
    package func isOpen(columns: Range<Int>, row: Int, clearAboveAndBelow: Bool = false) -> Bool {
        let span = (columns.lowerBound - 1)...columns.upperBound
        let rows = clearAboveAndBelow ? max(0, row - 1)...min(height - 1, row + 1) : row...row
        return rows.contains(row) && rows.allSatisfy { other in span.allSatisfy { isOpen(column: $0, row: other) } }
    }

    /// The cells of one row, left to right.
    package func row(_ row: Int) -> ArraySlice<Cell> {
        cells[(row * width)..<((row + 1) * width)]
    }

    // MARK: - Text

    /// The canvas as plain text, one string per row from the top: no colour, no escape codes, and no
    /// trailing blanks.
    public var lines: [String] {
        text(colored: false).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The canvas as lines of text, each ending in a newline and without trailing blanks: with colour
    /// and weight as escape sequences if `colored`, clipped to `columns` if given. Written by the
    /// screen's own serializer, so a pipe gets the bytes a terminal gets for the same picture.
    package func text(colored: Bool, columns: Int? = nil) -> String {
        ScreenWriter.text(of: self, colored: colored, columns: columns)
    }

    /// One row as text, clipped to `columns`, without trailing blanks or a newline; with style
    /// sequences if `colored`.
    package func line(_ row: Int, colored: Bool, columns: Int? = nil) -> String {
        String(ScreenWriter.text(of: self, colored: colored, columns: columns, rows: row..<(row + 1)).dropLast())
    }

    // MARK: - Drawing

    /// Draws `text` from `column` on `row`; what falls outside the canvas is clipped.
    ///
    /// - Parameters:
    ///   - text: The text; control characters are the caller's to keep out.
    ///   - column: The column of its first character, from 0; may be outside the canvas.
    ///   - row: The row, from 0 at the top; may be outside the canvas.
    ///   - color: The colour to draw in, or `nil` for the terminal's own.
    ///   - isBold: Whether to draw it bold.
    public mutating func draw(
        _ text: String, column: Int, row: Int, color: NamedColor? = nil, isBold: Bool = false
    ) {
        draw(text, column: column, row: row, style: Style(color: color, bold: isBold))
    }

    /// Draws `text` in `style` from `column` on `row`; its spaces hide what is under them.
    package mutating func draw(_ text: String, column: Int, row: Int, style: Style) {
        guard (0..<height).contains(row) else { return }
        var x = column
        for character in text {
            let columns = TerminalText.columns(of: character)
            defer { x += columns }
            guard columns > 0, x >= 0, x + columns <= width else { continue }
            put(character, at: row * width + x, wide: columns == 2, style: style)
        }
    }

    /// Draws the one-column ASCII character `character` in `style` at `column`, `row`, if that is inside
    /// the canvas: the fast way to scatter single characters (waves, drops, stars), with no `String`.
    package mutating func draw(ascii character: UInt8, column: Int, row: Int, style: Style) {
        guard column >= 0, column < width, row >= 0, row < height, (0x20..<0x7F).contains(character) else { return }
        cells[row * width + column] = Cell(glyph: UInt32(character), style: style)
    }

    /// Draws `image` with its top-left corner at `column`, `row`.
    ///
    /// A picture is opaque inside its outline and transparent outside it: on each line, the blanks
    /// before its first character and after its last show what is under them, and the blanks between
    /// hide it. Each cell takes the colour the image's mask gives it, and `color` where the mask gives
    /// none.
    ///
    /// - Parameters:
    ///   - image: The picture.
    ///   - column: The column of its left edge, from 0; may be outside the canvas.
    ///   - row: The row of its top line, from 0; may be outside the canvas.
    ///   - color: The colour for the cells its mask leaves uncoloured, or `nil` for the terminal's own.
    public mutating func draw(_ image: ASCIIImage, column: Int, row: Int, color: NamedColor? = nil) {
        draw(Sprite(image, color: color), column: column, row: row, clip: bounds)
    }

    /// Draws `canvas` with its top-left corner at `column`, `row`, every cell as it is; what falls
    /// outside this canvas is clipped, and a wide character cut in half by an edge is left out whole.
    ///
    /// - Parameters:
    ///   - canvas: The canvas to draw, blanks included.
    ///   - column: The column of its left edge; may be negative.
    ///   - row: The row of its top edge; may be negative.
    public mutating func draw(_ canvas: Canvas, column: Int, row: Int) {
        draw(Sprite(canvas), column: column, row: row, clip: bounds)
    }

    /// Draws `sprite` with its top-left corner at `column`, `row`, changing only the cells inside `clip`
    /// and the canvas; its transparent cells leave what is under them, and a wide character cut in half
    /// by the clip is left out whole. With `dim`, every cell it draws is faint.
    package mutating func draw(_ sprite: Sprite, column: Int, row: Int, clip: Rect, dim: Bool = false) {
        let target = Rect(column: column, row: row, width: sprite.width, height: sprite.height)
            .intersection(clip).intersection(bounds)
        guard !target.isEmpty else { return }
        let width = width
        cells.withUnsafeMutableBufferPointer { grid in
            sprite.cells.withUnsafeBufferPointer { source in
                for y in target.row..<target.bottom {
                    let sourceRow = (y - row) * sprite.width - column
                    let gridRow = y * width
                    for x in target.column..<target.right {
                        let cell = source[sourceRow + x]
                        guard cell.bits != 0 else { continue }
                        if cell.isContinuation {
                            // Its left half is drawn with it, or not at all when the clip cuts it off.
                            if x == target.column { continue }
                        } else if x + 1 == target.right, x + 1 - column < sprite.width,
                            source[sourceRow + x + 1].isContinuation
                        {
                            continue
                        }
                        grid[gridRow + x] = dim ? Cell(bits: cell.bits | Self.dimBits) : cell
                    }
                }
            }
        }
    }

    /// The dim bit, where it sits in a cell's bits.
    private static let dimBits = UInt64(Style.dim.rawValue) << 32

    /// Makes the cell at `column`, `row` faint, as it is.
    package mutating func dim(column: Int, row: Int) {
        guard column >= 0, column < width, row >= 0, row < height else { return }
        cells[row * width + column] = Cell(bits: cells[row * width + column].bits | Self.dimBits)
    }

    /// Gives the cell at `column`, `row` `color` at full strength, keeping its glyph and weight.
    package mutating func recolor(column: Int, row: Int, to color: NamedColor) {
        guard column >= 0, column < width, row >= 0, row < height else { return }
        let colorBits = UInt64(0x1F) << 32 | Self.dimBits
        let index = row * width + column
        cells[index] = Cell(bits: cells[index].bits & ~colorBits | UInt64(color.index + 1) << 32)
    }

    /// Writes `character` into the cell at `index`, and its right half into the next when `wide`.
    private mutating func put(_ character: Character, at index: Int, wide: Bool, style: Style) {
        cells[index] = Cell(glyph: Glyphs.glyph(for: character), style: style)
        if wide { cells[index + 1] = Cell(glyph: 0x20, style: style.union(.continuation)) }
    }
}

extension NamedColor {
    /// The colour's place among ``allCases``, which a cell's style stores.
    package var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension ControlCode {
    /// Selects `style`'s colour and weight, starting from a reset.
    package static func style(_ style: Canvas.Style) -> String {
        Self.style(color: style.color, bold: style.contains(.bold), dim: style.contains(.dim))
    }
}
