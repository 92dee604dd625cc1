/// A picture turned into cells once, to be drawn many times by copying them: what a scene draws its
/// objects, labels and boxes with. Its transparent cells show what is under them.
package struct Sprite: Sendable {
    package let width: Int
    package let height: Int
    package let cells: [Canvas.Cell]

    /// `image` in `color` where its mask gives none, mirrored left to right if `mirrored`: opaque inside
    /// its outline and transparent outside it. On each line the blanks before the first character and
    /// after the last are transparent; the blanks between are spaces that hide what is under them.
    package init(_ image: ASCIIImage, color: NamedColor?, mirrored: Bool = false) {
        let image = mirrored ? image.mirrored() : image
        width = image.width
        height = image.height
        var cells = Array(repeating: Canvas.Cell.transparent, count: width * height)
        for (row, line) in image.lines.enumerated() {
            var column = 0
            var opaqueFrom: Int?
            var lastVisible = -1
            let start = row * width
            for character in line {
                let columns = TerminalText.columns(of: character)
                guard columns > 0, column + columns <= width else {
                    column += columns
                    continue
                }
                if character != " " {
                    let style = Canvas.Style(color: image.maskColor(line: row, column: column) ?? color)
                    cells[start + column] = Canvas.Cell(glyph: Glyphs.glyph(for: character), style: style)
                    if columns == 2 {
                        cells[start + column + 1] = Canvas.Cell(glyph: 0x20, style: style.union(.continuation))
                    }
                    if opaqueFrom == nil { opaqueFrom = column }
                    lastVisible = column + columns - 1
                }
                column += columns
            }
            // The blanks inside the outline hide what is behind them, and are not open sky.
            if let opaqueFrom {
                for x in opaqueFrom...lastVisible where cells[start + x].bits == 0 {
                    cells[start + x] = .inside
                }
            }
        }
        self.cells = cells
    }

    /// `text` on one line in `style`; its spaces hide what is under them.
    package init(text: String, style: Canvas.Style = []) {
        var canvas = Canvas(width: TerminalText.columns(of: text), height: 1)
        canvas.draw(text, column: 0, row: 0, style: style)
        self.init(canvas)
    }

    /// `lines` in `style`, each padded to the widest, every cell opaque: a box.
    package init(lines: [String], style: Canvas.Style = []) {
        var canvas = Canvas(width: lines.map(TerminalText.columns(of:)).max() ?? 0, height: lines.count)
        for (row, line) in lines.enumerated() { canvas.draw(line, column: 0, row: row, style: style) }
        self.init(canvas)
    }

    /// Every cell of `canvas`, opaque.
    package init(_ canvas: Canvas) {
        width = canvas.width
        height = canvas.height
        cells = canvas.cells
    }

    /// One blank cell that is inside a picture: it hides what is under it and is not open
    /// (``Canvas/isOpen(column:row:)``), so nothing far off shows in it.
    package static let insideBlank = Sprite(width: 1, height: 1, cells: [.inside])

    private init(width: Int, height: Int, cells: [Canvas.Cell]) {
        self.width = width
        self.height = height
        self.cells = cells
    }

    package var size: Size { Size(columns: width, rows: height) }

    /// The columns of row `y` from its first drawn cell to its last: its outline on that row; `nil` for
    /// a blank row or one outside the picture.
    package func drawnSpan(ofRow y: Int) -> ClosedRange<Int>? {
        guard y >= 0, y < height else { return nil }
        let line = cells[(y * width)..<((y + 1) * width)]
        let isDrawn = { (cell: Canvas.Cell) in cell != Canvas.Cell.transparent }
        guard let first = line.firstIndex(where: isDrawn), let last = line.lastIndex(where: isDrawn) else {
            return nil
        }
        return (first - line.startIndex)...(last - line.startIndex)
    }

    /// Calls `body` with the cell just outside its outline at either end of each drawn row, as it stands
    /// with its top-left corner at `column`, `row`: where a margin keeps what is beside it apart from it.
    package func forEachCellBeside(column: Int, row: Int, _ body: (_ column: Int, _ row: Int) -> Void) {
        for y in 0..<height {
            guard let span = drawnSpan(ofRow: y) else { continue }
            body(column + span.lowerBound - 1, row + y)
            body(column + span.upperBound + 1, row + y)
        }
    }
}
