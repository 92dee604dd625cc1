import NatureKit

/// The whole window while browsing, but for the row of keys at the bottom: the object's card in the
/// middle, with `--explain`'s lines under it when asked for and there is room for both, or the help.
struct BrowseScreen {
    /// The window's rows kept below the screen: the row of keys.
    static let reservedRows = 1

    private var background: Canvas
    let card: Card?
    private let cardOrigin: (column: Int, row: Int)

    /// The screen `browser` asks for, in a window of `size`.
    init(browser: Browser, size: Size, speed: Double) {
        let room = max(0, size.rows - Self.reservedRows)
        background = Canvas(width: size.columns, height: size.rows)
        guard !browser.isShowingHelp else {
            card = nil
            cardOrigin = (0, 0)
            Self.drawCentered(
                KeyBinding.helpLines(Browser.Keys.all).flatMap {
                    TextLayout.wrapped($0, width: size.columns, indent: KeyBinding.helpColumn)
                }, on: &background,
                rows: room)
            return
        }
        // The plan refuses an animation that leaves no row below it, as inline playback needs one;
        // here the row below the card is the screen's own.
        let request = PlaybackPlan.Request(still: browser.isStill, speed: speed, stillCause: "s pressed")
        let plan = PlaybackPlan(
            object: browser.object, catalog: browser.catalog, request: request,
            display: .terminal(columns: size.columns, rows: room + 1))
        guard plan.card.height <= room else {
            card = nil
            cardOrigin = (0, 0)
            let message = "Window too small for \(browser.object.title) (\(Count.of(plan.card.height, "row")))"
            Self.drawCentered(TextLayout.wrapped(message, width: size.columns), on: &background, rows: room)
            return
        }
        card = plan.card
        // The card first: its explanation only when both fit.
        let explanation =
            browser.isExplaining
            ? plan.explanation.flatMap { $0.split(separator: "\n").map(String.init) }
                .flatMap { TextLayout.wrapped($0, width: size.columns, indent: 2) } : []
        let shown = plan.card.height + 1 + explanation.count <= room ? explanation : []
        let height = plan.card.height + (shown.isEmpty ? 0 : 1 + shown.count)
        let place = Rect(column: 0, row: 0, width: size.columns, height: room)
            .centring(width: plan.card.width, height: height)
        let top = place.row
        cardOrigin = (place.column, top)
        // Under the card, moved left as far as the longest line needs to fit.
        let width = shown.map(TerminalText.columns(of:)).max() ?? 0
        let column = max(0, min(cardOrigin.column, size.columns - width))
        for (offset, line) in shown.enumerated() {
            background.draw(line, column: column, row: top + plan.card.height + 1 + offset)
        }
    }

    private static func drawCentered(_ lines: [String], on canvas: inout Canvas, rows: Int) {
        let width = lines.map(TerminalText.columns(of:)).max() ?? 0
        let place = Rect(column: 0, row: 0, width: canvas.width, height: rows).centring(
            width: width, height: lines.count)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, column: place.column, row: place.row + offset)
        }
    }

    /// The screen at `time` since it was laid out: the card's frame then.
    func canvas(at time: Duration) -> Canvas {
        guard let card else { return background }
        var screen = background
        screen.draw(card.canvas(at: time), column: cardOrigin.column, row: cardOrigin.row)
        return screen
    }
}
