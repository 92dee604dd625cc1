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
        let target = ScreenWriter.clipped(canvas, to: size.columns)
        var writer = ScreenWriter(isInline: mode == .inline, colored: colored)
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

    private mutating func renderInline(_ target: [Canvas.Cell], size: Size, into writer: inout ScreenWriter) {
        defer {
            shownWidths = (0..<size.rows).map { ScreenWriter.visibleEnd(of: $0, in: target, width: size.columns) }
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
}
