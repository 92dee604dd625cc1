/// Turns canvases into the bytes a terminal needs to show them, redrawing in place.
///
/// The first frame is printed as ordinary lines, so the card stays in the scrollback once playback
/// ends. Each later frame moves the cursor up and rewrites only the lines that changed, all in one
/// buffer wrapped in synchronized output (`ESC[?2026h` … `ESC[?2026l`), so that a terminal that
/// supports it never shows half a frame, and one that does not simply ignores the markers. Between
/// frames the cursor rests at the start of the line below the card.
public struct FrameRenderer: Sendable {
    /// Whether to emit colour and bold (SGR) sequences.
    public var colored: Bool
    /// The terminal's width in columns: lines are clipped to it so they never wrap. `nil` for no limit.
    public var columns: Int? {
        didSet {
            guard columns != oldValue else { return }
            invalidate()
            if let columns, columns < oldValue ?? .max, let shownWidths {
                // Most terminals rewrap lines wider than a narrowed window, so the card now takes more
                // rows than it was printed on: the next frame starts that many rows up, and erases
                // below, so that no rewrapped half-line is left behind.
                let columns = max(1, columns)
                reprintFrom = shownWidths.reduce(0) { $0 + max(1, ($1 + columns - 1) / columns) }
            }
        }
    }
    /// A line drawn dim below every frame, such as the keys that work during playback; ``finish()``
    /// erases it. Set it before the first frame.
    public var footer: String?
    /// Whether the first frame erases the screen and starts at its top-left corner, for a program
    /// that has the whole window (on the alternate screen); otherwise it starts at the cursor.
    package var fillsScreen = false
    /// The lines on screen, as last written, the footer included; `nil` before the first frame.
    private var shown: [String]?
    /// How many columns each line on screen takes.
    private var shownWidths: [Int]?
    /// How many rows above the cursor the next frame starts, printed afresh; `nil` to redraw in place.
    private var reprintFrom: Int?

    /// Creates a renderer that has shown nothing yet.
    ///
    /// - Parameters:
    ///   - colored: Whether to emit colour and bold sequences.
    ///   - columns: The terminal's width in columns, or `nil` for no limit.
    public init(colored: Bool, columns: Int?) {
        self.colored = colored
        self.columns = columns
    }

    /// The bytes that bring the screen from the last frame to `canvas`; empty when nothing changed.
    ///
    /// A canvas of another height than the last (a card laid out again for a resized window) is
    /// printed afresh over the old one, and whatever the old one left below it is erased.
    ///
    /// - Parameter canvas: The next frame.
    public mutating func render(_ canvas: Canvas) -> [UInt8] {
        var measured = (0..<canvas.height).map { Self.measuredLine($0, of: canvas, colored: colored, columns: columns) }
        if let footer { measured.append(footerLine(footer)) }
        let lines = measured.map(\.text)
        shownWidths = measured.map(\.width)
        defer { reprintFrom = nil }
        guard let shown else {
            self.shown = lines
            let start = fillsScreen ? ControlCode.eraseScreen + ControlCode.moveCursor(row: 0, column: 0) : ""
            return Self.synchronized(start + lines.map { $0 + "\n" }.joined())
        }
        if shown.count != lines.count || reprintFrom != nil {
            self.shown = lines
            let reprinted = lines.map { ControlCode.eraseLine + $0 + "\n" }.joined()
            let up = reprintFrom ?? shown.count
            return Self.synchronized(ControlCode.cursorUp(up) + "\r" + reprinted + ControlCode.eraseBelow)
        }
        let changed = lines.indices.filter { shown[$0] != lines[$0] }
        guard !changed.isEmpty else { return [] }
        self.shown = lines

        var output = ""
        var cursorRow = lines.count
        for row in changed {
            output += Self.moveVertically(from: cursorRow, to: row)
            // Erase first, then write: erasing after a line that fills the width would, on many
            // terminals, erase its last character while the cursor waits to wrap.
            output += "\r" + ControlCode.eraseLine + lines[row]
            cursorRow = row
        }
        output += Self.moveVertically(from: cursorRow, to: lines.count) + "\r"
        return Self.synchronized(output)
    }

    private static func synchronized(_ update: String) -> [UInt8] {
        Array((ControlCode.beginSynchronizedUpdate + update + ControlCode.endSynchronizedUpdate).utf8)
    }

    /// The bytes that end playback: the footer erased, if one is shown, so that only the last frame
    /// stays on screen, with the cursor on the line below it, where the next frame would start.
    public mutating func finish() -> [UInt8] {
        guard footer != nil, let lines = shown, !lines.isEmpty else { return [] }
        shown = Array(lines.dropLast())
        shownWidths = shownWidths.map { Array($0.dropLast()) }
        return Self.synchronized(ControlCode.cursorUp(1) + "\r" + ControlCode.eraseBelow)
    }

    private func footerLine(_ text: String) -> (text: String, width: Int) {
        var canvas = Canvas(width: TerminalText.columns(of: text), height: 1)
        canvas.draw(text, column: 0, row: 0)
        let line = Self.measuredLine(0, of: canvas, colored: false, columns: columns)
        return colored ? (ControlCode.dim + line.text + ControlCode.resetStyle, line.width) : line
    }

    /// Forgets what the lines on screen hold, so that the next frame rewrites every line in place;
    /// for after the terminal was resized.
    public mutating func invalidate() {
        shown = shown.map { $0.map { _ in "\u{0}" } }
    }

    /// Forgets the card on screen: the next frame is printed afresh from the cursor, as the first
    /// was. For after the program was suspended and the shell wrote below the card.
    public mutating func restart() {
        (shown, shownWidths, reprintFrom) = (nil, nil, nil)
    }

    /// Rows are counted from the top of the card; the card's height is the row just below it.
    private static func moveVertically(from row: Int, to target: Int) -> String {
        target < row ? ControlCode.cursorUp(row - target) : ControlCode.cursorDown(target - row)
    }

    /// One row of `canvas` as terminal text, clipped to `columns`, without trailing blanks.
    static func line(_ row: Int, of canvas: Canvas, colored: Bool, columns: Int?) -> String {
        measuredLine(row, of: canvas, colored: colored, columns: columns).text
    }

    /// One row of `canvas` as terminal text, clipped to `columns`, without trailing blanks, and the
    /// number of columns it takes.
    static func measuredLine(_ row: Int, of canvas: Canvas, colored: Bool, columns: Int?) -> (text: String, width: Int)
    {
        let cells = canvas.row(row)
        var limit = min(cells.count, columns ?? .max)
        // A wide character cut in half by the edge is left out whole.
        if limit < cells.count, cells[cells.startIndex + limit].isContinuation { limit -= 1 }
        // Keep trailing cells only up to the last one that shows something.
        let shownCells = cells.prefix(limit)
        let end = shownCells.lastIndex { $0.character != " " || $0.isContinuation }.map { $0 + 1 } ?? cells.startIndex
        var text = ""
        var style: (NamedColor?, Bool) = (nil, false)
        for cell in cells[cells.startIndex..<end] where !cell.isContinuation {
            if colored, (cell.color, cell.isBold) != style {
                text += ControlCode.style(color: cell.color, bold: cell.isBold)
                style = (cell.color, cell.isBold)
            }
            text.append(cell.character)
        }
        if colored, style != (nil, false) { text += ControlCode.resetStyle }
        return (text, end - cells.startIndex)
    }
}
