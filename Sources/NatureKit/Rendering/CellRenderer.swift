/// Turns a ``CellGrid`` into the bytes that bring a full-window terminal from what it shows to the
/// grid, cell by cell: the renderer behind a scene.
///
/// It keeps a copy of what the terminal shows and, in the regions it is told may have changed,
/// writes only the cells that differ: the cursor is moved across unchanged gaps, the colour is
/// changed only where it changes, and the style is reset at the end. Everything goes out in one
/// buffer inside synchronized output, for one `write(2)`. Only foreground colours and bold are ever
/// sent, so the terminal's own background shows wherever nothing is drawn.
package struct CellRenderer: Sendable {
    /// Whether to send colour and bold (SGR) sequences.
    package var colored: Bool
    /// What the terminal shows, as last written; empty before the first frame and after ``invalidate()``.
    private var shown: [CellGrid.Cell] = []
    private var shownWidth = 0
    /// How many cells the last frame wrote.
    package private(set) var cellsWritten = 0

    package init(colored: Bool) {
        self.colored = colored
    }

    /// Forgets what the terminal shows, so that the next frame erases the screen and draws it all:
    /// after a resize, or after the program was stopped and the shell had the screen.
    package mutating func invalidate() {
        shown = []
    }

    /// The bytes that bring the screen to `grid`, looking for changes only inside `regions`; empty
    /// when nothing changed. The first frame, and the first after a change of size or
    /// ``invalidate()``, erases the screen and draws every cell that is not blank.
    package mutating func render(_ grid: CellGrid, regions: [CellGrid.Rect], glyphs: GlyphTable) -> [UInt8] {
        var writer = Writer(colored: colored, glyphs: glyphs)
        if shown.count != grid.cells.count || shownWidth != grid.width {
            shown = Array(repeating: .blank, count: grid.cells.count)
            shownWidth = grid.width
            writer.bytes += Array((ControlCode.resetStyle + ControlCode.eraseScreen).utf8)
            writer.update(grid, shown: &shown, in: grid.bounds)
        } else {
            for region in regions {
                // One column more each side, so that a wide character half inside is seen whole.
                let widened = CellGrid.Rect(
                    column: region.column - 1, row: region.row, width: region.width + 2, height: region.height)
                writer.update(grid, shown: &shown, in: widened.intersection(grid.bounds))
            }
        }
        cellsWritten = writer.cellsWritten
        return writer.finish()
    }

    /// The bytes of one frame as they are built, with where the cursor is and the style in force.
    private struct Writer {
        let colored: Bool
        let glyphs: GlyphTable
        var bytes: [UInt8] = []
        var cursor: (column: Int, row: Int)?
        var style: UInt8 = 0
        var cellsWritten = 0

        init(colored: Bool, glyphs: GlyphTable) {
            self.colored = colored
            self.glyphs = glyphs
            bytes.reserveCapacity(4096)
        }

        mutating func update(_ grid: CellGrid, shown: inout [CellGrid.Cell], in region: CellGrid.Rect) {
            guard !region.isEmpty else { return }
            let width = grid.width
            grid.cells.withUnsafeBufferPointer { cells in
                for row in region.row..<region.bottom {
                    var column = region.column
                    while column < region.right {
                        let index = row * width + column
                        let cell = cells[index]
                        guard cell != shown[index] else {
                            column += 1
                            continue
                        }
                        // The right half of a wide character is written with its left half.
                        let start = cell.isContinuation && column > 0 ? column - 1 : column
                        let lead = cells[row * width + start]
                        let isWide = start + 1 < width && cells[row * width + start + 1].isContinuation
                        write(lead, at: start, row: row, wide: isWide)
                        shown[row * width + start] = lead
                        if isWide { shown[row * width + start + 1] = cells[row * width + start + 1] }
                        column = start + (isWide ? 2 : 1)
                    }
                }
            }
        }

        private mutating func write(_ cell: CellGrid.Cell, at column: Int, row: Int, wide: Bool) {
            if cursor?.row != row || cursor?.column != column {
                moveCursor(to: column, row: row)
            }
            // A space looks the same in every colour and weight, so it keeps the style in force.
            if colored, cell.glyph != 0x20, cell.appearance != style {
                bytes += Array(ControlCode.style(color: cell.color, bold: cell.isBold).utf8)
                style = cell.appearance
            }
            glyphs.append(cell.glyph == 0 ? 0x20 : cell.glyph, to: &bytes)
            cellsWritten += 1
            cursor = (column + (wide ? 2 : 1), row)
        }

        private mutating func moveCursor(to column: Int, row: Int) {
            if let cursor, cursor.row == row, column > cursor.column {
                // Forward along the row: shorter than a full move.
                bytes += Array(ControlCode.cursorForward(column - cursor.column).utf8)
            } else {
                bytes += Array(ControlCode.moveCursor(row: row, column: column).utf8)
            }
            cursor = (column, row)
        }

        mutating func finish() -> [UInt8] {
            guard !bytes.isEmpty else { return [] }
            if style != 0 { bytes += Array(ControlCode.resetStyle.utf8) }
            return Array(ControlCode.beginSynchronizedUpdate.utf8) + bytes
                + Array(ControlCode.endSynchronizedUpdate.utf8)
        }
    }
}
