/// A window's worth of compact cells, for a picture that is composed and compared many times a second.
///
/// Each cell is two integers, so clearing, drawing and comparing a 200x60 window's 12,000 cells takes
/// microseconds, where ``Canvas``, whose cells hold a `Character`, is made for cards laid out once.
/// Pictures are turned into ``Sprite``s once and drawn from then on by copying cells.
package struct CellGrid: Sendable {
    /// One column of one row: what it shows and how.
    package struct Cell: Hashable, Sendable {
        /// A Unicode scalar's value, or a ``GlyphTable`` entry for a character of several scalars;
        /// ``transparent`` in a sprite's blank parts.
        package var glyph: UInt32
        /// The colour (0 for the terminal's own, 1 to 16 for ``NamedColor``'s cases), bold, and whether
        /// the cell is the right half of a wide character drawn in the cell to its left.
        package var style: UInt8

        /// A space in the terminal's own colour.
        package static let blank = Cell(glyph: 0x20, style: 0)
        /// Where a sprite shows what is behind it.
        package static let transparent = Cell(glyph: 0, style: 0)

        static let boldBit: UInt8 = 0x20
        static let continuationBit: UInt8 = 0x40

        package init(glyph: UInt32, style: UInt8) {
            self.glyph = glyph
            self.style = style
        }

        init(glyph: UInt32, color: NamedColor?, bold: Bool, continuation: Bool = false) {
            let colorIndex = color.map { UInt8((NamedColor.allCases.firstIndex(of: $0) ?? 0) + 1) } ?? 0
            self.glyph = glyph
            style = colorIndex | (bold ? Self.boldBit : 0) | (continuation ? Self.continuationBit : 0)
        }

        /// The colour, or `nil` for the terminal's own.
        package var color: NamedColor? {
            let index = Int(style & 0x1F)
            return index == 0 ? nil : NamedColor.allCases[index - 1]
        }
        /// Whether it is drawn bold.
        package var isBold: Bool { style & Self.boldBit != 0 }
        /// Whether it is the right half of a wide character.
        package var isContinuation: Bool { style & Self.continuationBit != 0 }
        /// The style bits alone, for telling whether two cells are drawn alike.
        var appearance: UInt8 { style & (0x1F | Self.boldBit) }
    }

    /// A rectangle of cells; its width and height are never negative.
    package struct Rect: Hashable, Sendable {
        package var column: Int
        package var row: Int
        package var width: Int
        package var height: Int

        package init(column: Int, row: Int, width: Int, height: Int) {
            self.column = column
            self.row = row
            self.width = max(0, width)
            self.height = max(0, height)
        }

        package var isEmpty: Bool { width == 0 || height == 0 }
        var right: Int { column + width }
        var bottom: Int { row + height }

        /// The cells both rectangles hold.
        package func intersection(_ other: Rect) -> Rect {
            let column = max(self.column, other.column)
            let row = max(self.row, other.row)
            return Rect(
                column: column, row: row, width: min(right, other.right) - column,
                height: min(bottom, other.bottom) - row)
        }

        /// The smallest rectangle that holds both; an empty one adds nothing.
        package func union(_ other: Rect) -> Rect {
            guard !other.isEmpty else { return self }
            guard !isEmpty else { return other }
            let column = min(self.column, other.column)
            let row = min(self.row, other.row)
            return Rect(
                column: column, row: row, width: max(right, other.right) - column,
                height: max(bottom, other.bottom) - row)
        }

        /// `rects` with every two that share a cell replaced by the smallest rectangle that holds both,
        /// until none share a cell: each cell of them is in one rectangle.
        package static func merged(_ rects: [Rect]) -> [Rect] {
            var merged: [Rect] = []
            for rect in rects where !rect.isEmpty {
                var rect = rect
                // A union can reach rectangles it missed before: look again until it grows no more.
                while let overlapping = merged.firstIndex(where: { $0.intersects(rect) }) {
                    rect = rect.union(merged.remove(at: overlapping))
                }
                merged.append(rect)
            }
            return merged
        }

        /// Whether the rectangles share a cell.
        package func intersects(_ other: Rect) -> Bool {
            column < other.right && other.column < right && row < other.bottom && other.row < bottom
        }
    }

    /// A picture turned into cells once, to be drawn many times: blank parts are ``Cell/transparent``.
    package struct Sprite: Sendable {
        package let width: Int
        package let height: Int
        let cells: [Cell]

        /// `image` in `color` where its mask gives none, mirrored left to right if `mirrored`.
        package init(_ image: ASCIIImage, color: NamedColor?, mirrored: Bool = false, glyphs: inout GlyphTable) {
            let image = mirrored ? image.mirrored() : image
            var canvas = Canvas(width: image.width, height: image.height)
            canvas.draw(image, column: 0, row: 0, color: color)
            self.init(canvas, opaque: false, glyphs: &glyphs)
        }

        /// `text` on one line in `color`, bold if `bold`; its spaces hide what is behind them.
        package init(text: String, color: NamedColor?, bold: Bool, glyphs: inout GlyphTable) {
            var canvas = Canvas(width: TerminalText.columns(of: text), height: 1)
            canvas.draw(text, column: 0, row: 0, color: color, isBold: bold)
            self.init(canvas, opaque: true, glyphs: &glyphs)
        }

        /// `lines` in the terminal's colour, each padded to the widest, every cell opaque.
        package init(lines: [String], glyphs: inout GlyphTable) {
            var canvas = Canvas(width: lines.map(TerminalText.columns(of:)).max() ?? 0, height: lines.count)
            for (row, line) in lines.enumerated() { canvas.draw(line, column: 0, row: row) }
            self.init(canvas, opaque: true, glyphs: &glyphs)
        }

        /// The canvas's cells; unless `opaque`, its blanks show what is behind them.
        private init(_ canvas: Canvas, opaque: Bool, glyphs: inout GlyphTable) {
            width = canvas.width
            height = canvas.height
            var cells: [Cell] = []
            cells.reserveCapacity(width * height)
            for row in 0..<height {
                for cell in canvas.row(row) {
                    if cell.isContinuation {
                        cells.append(Cell(glyph: 0x20, color: cell.color, bold: cell.isBold, continuation: true))
                    } else if cell.character == " " {
                        cells.append(opaque ? .blank : .transparent)
                    } else {
                        cells.append(
                            Cell(glyph: glyphs.glyph(for: cell.character), color: cell.color, bold: cell.isBold))
                    }
                }
            }
            self.cells = cells
        }
    }

    /// The number of columns.
    package let width: Int
    /// The number of rows.
    package let height: Int
    /// The cells, row by row from the top left.
    package private(set) var cells: [Cell]

    /// A blank grid of `width` columns and `height` rows; negative sizes count as 0.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The whole grid, as a rectangle.
    package var bounds: Rect { Rect(column: 0, row: 0, width: width, height: height) }

    /// The cell at `column`, `row`, which must be inside the grid.
    package subscript(column: Int, row: Int) -> Cell {
        cells[row * width + column]
    }

    /// Blanks the cells of `rect` that are inside the grid.
    package mutating func clear(_ rect: Rect) {
        let rect = rect.intersection(bounds)
        guard !rect.isEmpty else { return }
        for row in rect.row..<rect.bottom {
            let start = row * width + rect.column
            cells.withUnsafeMutableBufferPointer { buffer in
                for index in start..<(start + rect.width) { buffer[index] = .blank }
            }
        }
    }

    /// Draws `sprite` with its top-left corner at `column`, `row`, changing only the cells inside
    /// `clip` and the grid; a wide character cut in half by the clip is left out whole.
    package mutating func draw(_ sprite: Sprite, column: Int, row: Int, clip: Rect) {
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
                        guard cell.glyph != 0 else { continue }
                        if cell.isContinuation {
                            // Its left half is drawn with it, or not at all when the clip cuts it off.
                            if x == target.column { continue }
                        } else if x + 1 == target.right, x + 1 - column < sprite.width,
                            source[sourceRow + x + 1].isContinuation
                        {
                            continue
                        }
                        grid[gridRow + x] = cell
                    }
                }
            }
        }
    }
}

/// The characters a ``CellGrid`` shows that are more than one Unicode scalar (a letter and its accent
/// written apart, an emoji sequence), each given a number past the last scalar so that a cell stays
/// one integer.
package struct GlyphTable: Sendable {
    private static let first: UInt32 = 0x11_0000
    private var characters: [Character] = []

    package init() {}

    /// The glyph that stands for `character` in a cell.
    package mutating func glyph(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        if let index = characters.firstIndex(of: character) { return Self.first + UInt32(index) }
        characters.append(character)
        return Self.first + UInt32(characters.count - 1)
    }

    /// Appends what `glyph` stands for to `text`.
    func append(_ glyph: UInt32, to text: inout String) {
        if glyph < Self.first, let scalar = Unicode.Scalar(glyph) {
            text.unicodeScalars.append(scalar)
        } else if glyph >= Self.first, Int(glyph - Self.first) < characters.count {
            text.append(characters[Int(glyph - Self.first)])
        }
    }

    /// Appends the UTF-8 bytes of what `glyph` stands for to `bytes`.
    func append(_ glyph: UInt32, to bytes: inout [UInt8]) {
        if glyph < 0x80 {
            bytes.append(UInt8(glyph))
        } else {
            var text = ""
            append(glyph, to: &text)
            bytes.append(contentsOf: text.utf8)
        }
    }
}
