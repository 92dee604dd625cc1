/// A terminal's screen: each canvas it is shown becomes the bytes that bring the terminal from what it
/// shows to that canvas, written to a ``FrameOutput``.
///
/// It keeps a copy of what the terminal shows and compares each canvas with it row by row, so that
/// only the cells that changed are written: the cursor crosses unchanged gaps, a row's blank tail is
/// erased in one sequence, the colour is sent only where it changes and reset at the end, and the
/// whole update goes out as one write inside synchronized output (`ESC[?2026h` … `ESC[?2026l`), so that
/// a terminal that supports it never shows half a frame. Only foreground colours are sent: the
/// terminal's own background shows wherever nothing is drawn.
///
/// It draws in one of two ``Mode``s, as a card and a full-window program need:
///
/// ```swift
/// var screen = Screen(output: RecordingOutput(), mode: .inline, colored: false)
/// try screen.show(card.frames[0])
/// ```
public struct Screen<Output: FrameOutput>: CanvasOutput {
    /// Where a screen draws.
    public enum Mode: Hashable, Sendable {
        /// From the cursor down, in the scrollback: the first canvas is printed as lines, and each later
        /// one is redrawn in place by moving the cursor up, so that the last stays behind when the
        /// program ends, as a fortune does. Between canvases the cursor rests at the start of the line
        /// below.
        case inline
        /// The whole window from its top-left corner, for a program on the alternate screen: the first
        /// canvas erases the window.
        case fullWindow
    }

    /// Where the bytes go.
    public private(set) var output: Output
    /// Where the screen draws.
    let mode: Mode
    /// Whether to send colour and weight.
    let colored: Bool
    /// The window's width, which lines are clipped to so that they never wrap; `nil` for no limit.
    private var columns: Int?
    /// What the terminal shows, as last written, clipped to the window; empty before the first canvas.
    private var shown: [Canvas.Cell] = []
    /// The size of ``shown``; `nil` before the first canvas and after ``restart()``.
    private var shownSize: Size?
    /// Inline: how many columns each line on screen takes, for when a narrowed window rewraps them.
    private var shownWidths: [Int] = []
    /// Inline: how many rows above the cursor the next canvas starts, printed afresh; `nil` to redraw
    /// in place.
    private var reprintFrom: Int?

    /// A screen that has shown nothing yet.
    ///
    /// - Parameters:
    ///   - output: Where the bytes go: a terminal, a file, a recording.
    ///   - mode: Inline, below the cursor, or the whole window.
    ///   - colored: Whether to send colour and weight.
    ///   - columns: The window's width, which lines are clipped to; `nil` for no limit.
    public init(output: Output, mode: Mode = .inline, colored: Bool, columns: Int? = nil) {
        self.output = output
        self.mode = mode
        self.colored = colored
        self.columns = columns
    }

    /// Brings the terminal to `canvas`, writing nothing when nothing changed.
    ///
    /// - Parameter canvas: The next picture.
    public mutating func show(_ canvas: Canvas) throws {
        let bytes = render(canvas)
        if !bytes.isEmpty { try output.write(bytes) }
    }

    /// Takes the window's new size: lines are clipped to its width from now on, and the next canvas is
    /// drawn in full. Inline, a narrower window has rewrapped the lines on screen, so the next canvas
    /// starts where the first of them now is. The output is told too.
    ///
    /// - Parameter size: The window's new size.
    public mutating func resize(to size: Size) throws {
        let columns = max(1, size.columns)
        if mode == .inline, shownSize != nil, columns < self.columns ?? .max {
            reprintFrom = shownWidths.reduce(0) { $0 + max(1, ($1 + columns - 1) / columns) }
        }
        self.columns = columns
        if mode == .fullWindow { shownSize = nil }
        try output.resize(to: size)
    }

    /// Forgets what the terminal shows, because the shell had it: the next canvas is drawn in full,
    /// inline from the cursor as the first was.
    public mutating func restart() {
        shownSize = nil
        reprintFrom = nil
    }

    /// The bytes that bring the terminal from what it shows to `canvas`; empty when nothing changed.
    package mutating func render(_ canvas: Canvas) -> [UInt8] {
        let size = Size(columns: min(canvas.width, columns ?? .max), rows: canvas.height)
        let target = Self.clipped(canvas, to: size.columns)
        var writer = Writer(mode: mode, colored: colored)
        switch mode {
        case .fullWindow:
            if shownSize != size {
                writer.append(ControlCode.resetStyle + ControlCode.eraseScreen)
                shown = Array(repeating: .blank, count: size.columns * size.rows)
                shownSize = size
            }
            writer.update(&shown, to: target, width: size.columns)
        case .inline:
            renderInline(target, size: size, into: &writer)
        }
        return writer.finish()
    }

    private mutating func renderInline(_ target: [Canvas.Cell], size: Size, into writer: inout Writer) {
        defer {
            shownWidths = (0..<size.rows).map { Writer.visibleEnd(of: $0, in: target, width: size.columns) }
        }
        guard let shownSize else {
            // The first canvas: printed as lines, so that it scrolls like any output.
            writer.printRows(target, width: size.columns, rows: size.rows, erasingFirst: false)
            (shown, self.shownSize) = (target, size)
            return
        }
        if reprintFrom == nil, shownSize.columns == size.columns, size.rows < shownSize.rows {
            // Shorter, as a card is once its key hint goes: the rows it keeps are redrawn in place, and
            // the rest erased.
            var kept = Array(shown.prefix(size.columns * size.rows))
            writer.cursor = (column: 0, row: shownSize.rows)
            writer.update(&kept, to: target, width: size.columns)
            writer.moveInline(toColumn: 0, row: size.rows)
            writer.append(ControlCode.eraseBelow)
            (shown, self.shownSize) = (kept, size)
            return
        }
        if shownSize != size || reprintFrom != nil {
            // Another shape than the one on screen, or lines a narrower window rewrapped: printed afresh
            // over the old one, and whatever the old one left below it erased.
            writer.cursor = (column: 0, row: reprintFrom ?? shownSize.rows)
            writer.moveInline(toColumn: 0, row: 0)
            writer.printRows(target, width: size.columns, rows: size.rows, erasingFirst: true)
            writer.append(ControlCode.eraseBelow)
            (shown, self.shownSize, reprintFrom) = (target, size, nil)
            return
        }
        writer.cursor = (column: 0, row: size.rows)
        writer.update(&shown, to: target, width: size.columns)
        writer.moveInline(toColumn: 0, row: size.rows)
    }

    /// The cells of `canvas` cut to `columns`, with a wide character cut in half by that edge left out
    /// whole.
    private static func clipped(_ canvas: Canvas, to columns: Int) -> [Canvas.Cell] {
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
}

extension Screen {
    /// The bytes of one update as they are built, with where the cursor is and the style in force.
    private struct Writer {
        let mode: Mode
        let colored: Bool
        var bytes: [UInt8] = []
        /// Where the cursor is: in the window, or inline counted from the top of the picture.
        var cursor: (column: Int, row: Int)?
        var style = Canvas.Style()

        init(mode: Mode, colored: Bool) {
            self.mode = mode
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

        private static func equal(
            _ a: UnsafeMutableBufferPointer<Canvas.Cell>, _ b: UnsafeBufferPointer<Canvas.Cell>, from start: Int,
            count: Int
        ) -> Bool {
            for index in start..<(start + count) where a[index].bits != b[index].bits { return false }
            return true
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
                guard target[index].bits != shown[index].bits else {
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
            switch mode {
            case .fullWindow:
                if let cursor, cursor.row == row, cursor.column == column { return }
                if let cursor, cursor.row == row, column > cursor.column {
                    // Forward along the row: shorter than a full move.
                    append(ControlCode.cursorForward(column - cursor.column))
                } else {
                    append(ControlCode.moveCursor(row: row, column: column))
                }
                cursor = (column, row)
            case .inline:
                moveInline(toColumn: column, row: row)
            }
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
    }
}
