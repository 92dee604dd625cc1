/// The one serializer of cells into bytes, for a ``Screen``'s updates and for text alike: the bytes of
/// one update as they are built, with where the cursor is and the style in force.
struct ScreenWriter {
    /// Inline, rows are counted from the top of the picture and the cursor moves by relative steps.
    let isInline: Bool
    let colored: Bool
    var bytes: [UInt8] = []
    /// Where the cursor is: in the window, or inline counted from the top of the picture.
    var cursor: (column: Int, row: Int)?
    var style = Canvas.Style()

    init(isInline: Bool, colored: Bool) {
        self.isInline = isInline
        self.colored = colored
        bytes.reserveCapacity(1024)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes the cells of `target` that differ from `shown`, row by row, and records them as shown.
    mutating func update(_ shown: inout [Canvas.Cell], to target: [Canvas.Cell], width: Int) {
        guard width > 0 else { return }
        let rows = target.count / width
        shown.withUnsafeMutableBufferPointer { shown in
            target.withUnsafeBufferPointer { target in
                for row in 0..<rows {
                    let start = row * width
                    guard !Self.equal(shown, target, from: start, count: width) else { continue }
                    updateRow(row, shown: shown, target: target, start: start, width: width)
                }
            }
        }
    }

    /// Whether the `count` cells from `start` show the same in `a` and `b`. The differences are gathered
    /// over the whole row rather than returning at the first, a loop the compiler turns into vector
    /// instructions: most rows of a scene are unchanged, and this check runs over every cell of them.
    private static func equal(
        _ a: UnsafeMutableBufferPointer<Canvas.Cell>, _ b: UnsafeBufferPointer<Canvas.Cell>, from start: Int,
        count: Int
    ) -> Bool {
        var differences: UInt64 = 0
        for index in start..<(start + count) { differences |= a[index].bits ^ b[index].bits }
        return Canvas.Cell(bits: differences).shown == 0
    }

    private mutating func updateRow(
        _ row: Int, shown: UnsafeMutableBufferPointer<Canvas.Cell>, target: UnsafeBufferPointer<Canvas.Cell>,
        start: Int, width: Int
    ) {
        var end = width
        while end > 0, target[start + end - 1].isEmpty { end -= 1 }
        var column = 0
        while column < width {
            let index = start + column
            guard target[index].shown != shown[index].shown else {
                column += 1
                continue
            }
            if column >= end {
                // Nothing shows from here on: one sequence erases the rest of the row.
                move(toColumn: column, row: row)
                append(ControlCode.eraseToEndOfLine)
                for rest in index..<(start + width) { shown[rest] = .blank }
                return
            }
            // The right half of a wide character is written with its left half.
            let lead = target[index].isContinuation && column > 0 ? column - 1 : column
            let isWide = lead + 1 < width && target[start + lead + 1].isContinuation
            move(toColumn: lead, row: row)
            put(target[start + lead])
            cursor = (lead + (isWide ? 2 : 1), row)
            shown[start + lead] = target[start + lead]
            if isWide { shown[start + lead + 1] = target[start + lead + 1] }
            column = lead + (isWide ? 2 : 1)
        }
    }

    /// Prints `rows` rows of `target` from the cursor, each followed by a newline; each erased first
    /// if `erasingFirst`. The cursor ends at the start of the line below them.
    mutating func printRows(_ target: [Canvas.Cell], width: Int, rows: Int, erasingFirst: Bool) {
        for row in 0..<rows {
            if erasingFirst { append(ControlCode.eraseLine) }
            let end = Self.visibleEnd(of: row, in: target, width: width)
            for cell in target[(row * width)..<(row * width + end)] where !cell.isContinuation {
                put(cell)
            }
            // Each printed line ends in the terminal's own style, as it stays in the scrollback.
            if style != [] {
                append(ControlCode.resetStyle)
                style = []
            }
            bytes.append(0x0A)
        }
        cursor = (0, rows)
    }

    /// The number of columns of `row` up to its last cell that shows something.
    static func visibleEnd(of row: Int, in cells: [Canvas.Cell], width: Int) -> Int {
        var end = width
        while end > 0, cells[row * width + end - 1].isEmpty { end -= 1 }
        return end
    }

    /// Writes one cell's character at the cursor, changing the style first where it must.
    private mutating func put(_ cell: Canvas.Cell) {
        // A space looks the same in every colour and weight, so it keeps the style in force.
        if colored, !cell.isEmpty, cell.style.appearance != style {
            append(ControlCode.style(cell.style.appearance))
            style = cell.style.appearance
        }
        Glyphs.appendUTF8(of: cell.glyph, to: &bytes)
    }

    private mutating func move(toColumn column: Int, row: Int) {
        guard isInline else {
            if let cursor, cursor.row == row, cursor.column == column { return }
            if let cursor, cursor.row == row, column > cursor.column {
                // Forward along the row: shorter than a full move.
                append(ControlCode.cursorForward(column - cursor.column))
            } else {
                append(ControlCode.moveCursor(row: row, column: column))
            }
            cursor = (column, row)
            return
        }
        moveInline(toColumn: column, row: row)
    }

    /// Moves the cursor by relative steps, rows counted from the top of the picture.
    mutating func moveInline(toColumn column: Int, row: Int) {
        let from = cursor ?? (0, row)
        if from.row != row {
            append(row < from.row ? ControlCode.cursorUp(from.row - row) : ControlCode.cursorDown(row - from.row))
        }
        if from.row != row || column < from.column {
            append("\r" + ControlCode.cursorForward(column))
        } else if column > from.column {
            append(ControlCode.cursorForward(column - from.column))
        }
        cursor = (column, row)
    }

    mutating func finish() -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        if style != [] { append(ControlCode.resetStyle) }
        return Array(ControlCode.beginSynchronizedUpdate.utf8) + bytes
            + Array(ControlCode.endSynchronizedUpdate.utf8)
    }

    /// The cells of `canvas` cut to `columns`, with a wide character cut in half by that edge left out
    /// whole.
    static func clipped(_ canvas: Canvas, to columns: Int) -> [Canvas.Cell] {
        guard columns < canvas.width else { return canvas.cells }
        var cells: [Canvas.Cell] = []
        cells.reserveCapacity(columns * canvas.height)
        for row in 0..<canvas.height {
            let line = canvas.row(row)
            cells.append(contentsOf: line.prefix(columns))
            if columns > 0, line[line.startIndex + columns].isContinuation {
                cells[cells.count - 1] = .blank
            }
        }
        return cells
    }

    /// The rows `rows` of `canvas` (all of them by default) as lines of text, each ending in a newline
    /// and without trailing blanks, clipped to `columns` if given: what a screen prints for its first
    /// picture inline, without the synchronized update around it, with colour and weight only if
    /// `colored`. For a pipe, a file or a snapshot.
    static func text(of canvas: Canvas, colored: Bool, columns: Int? = nil, rows: Range<Int>? = nil) -> String {
        let width = max(0, min(canvas.width, columns ?? .max))
        let rows = rows ?? 0..<canvas.height
        let cells = Array(clipped(canvas, to: width)[(rows.lowerBound * width)..<(rows.upperBound * width)])
        var writer = ScreenWriter(isInline: true, colored: colored)
        writer.printRows(cells, width: width, rows: rows.count, erasingFirst: false)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
