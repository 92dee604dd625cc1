/// The whole window while browsing: the object's card in the middle, `--explain`'s lines under it
/// when asked for, or the help; the key hint is the renderer's footer, below.
///
/// It is a ``PlaybackSource``: an animated card changes the screen at the card's own pace, and a still
/// one never does, so the player only waits for keys.
struct BrowseScreen: PlaybackSource {
    /// The window's rows kept below the screen's canvas: the key hint and the row the cursor rests on.
    static let reservedRows = 2
    /// Rows kept free under the card for the explanation, when it is shown.
    static let explanationRows = 4

    private var background: Canvas
    private let card: Card?
    private let cardOrigin: (column: Int, row: Int)

    /// The screen `browser` asks for, in a window of `columns` by `rows`.
    init(browser: Browser, columns: Int, rows: Int, speed: Double) {
        let height = max(0, rows - Self.reservedRows)
        background = Canvas(width: columns, height: height)
        guard !browser.isShowingHelp else {
            card = nil
            cardOrigin = (0, 0)
            Self.drawCentered(Browser.help, on: &background)
            return
        }
        let room = height - (browser.isExplaining ? Self.explanationRows : 0)
        // The plan refuses an animation that leaves no row below it, as inline playback needs one;
        // here the row below the card is the screen's own.
        let plan = PlaybackPlan(
            object: browser.object, catalog: browser.catalog, request: .init(still: browser.isStill, speed: speed),
            display: .terminal(columns: columns, rows: room + 1))
        guard plan.card.height <= room else {
            card = nil
            cardOrigin = (0, 0)
            let message = "Window too small for \(browser.object.title) (\(plan.card.height) rows)"
            Self.drawCentered([message], on: &background)
            return
        }
        card = plan.card
        let top = max(0, (room - plan.card.height) / 2)
        cardOrigin = (max(0, (columns - plan.card.width) / 2), top)
        if browser.isExplaining {
            let lines = plan.explanation.flatMap { $0.split(separator: "\n").map(String.init) }
            // Under the card, moved left as far as the longest line needs to fit.
            let width = lines.map(TerminalText.columns(of:)).max() ?? 0
            let column = max(0, min(cardOrigin.column, columns - width))
            for (offset, line) in lines.enumerated() {
                background.draw(line, column: column, row: top + plan.card.height + 1 + offset)
            }
        }
    }

    private static func drawCentered(_ lines: [String], on canvas: inout Canvas) {
        let width = lines.map(TerminalText.columns(of:)).max() ?? 0
        let column = max(0, (canvas.width - width) / 2)
        let row = max(0, (canvas.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, column: column, row: row + offset)
        }
    }

    var loopDuration: Duration? { card?.loopDuration }

    func canvas(at time: Duration) -> Canvas {
        guard let card else { return background }
        var screen = background
        screen.draw(card.canvas(at: time), column: cardOrigin.column, row: cardOrigin.row)
        return screen
    }

    /// The card's next frame. A still screen has none, so the player looks for keys once a second,
    /// and a terminal's clock wakes it for a key or a signal long before.
    func nextChange(after time: Duration) -> Duration? {
        card?.nextChange(after: time) ?? time + .seconds(1)
    }
}
