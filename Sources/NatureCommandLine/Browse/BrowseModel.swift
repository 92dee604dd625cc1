import NatureKit

/// Browse as a ``Player`` plays it: the ``Browser``'s keys, and its screen laid out for the window (the
/// card in the middle, `--explain`'s lines under it when asked for, or the help; the keys on the last
/// row). A key that changes the object or the way it is shown lays the screen out again, and the new
/// card's frames start from their first. The screen is laid out when it is next needed, not at each
/// key: a thousand pasted `n` cost a thousand picks and one layout.
struct BrowseModel: PlayerModel {
    private(set) var browser: Browser
    private let speed: Double
    private var size = Size.standard
    private var screen: BrowseScreen
    /// Set by a key or a resize that changes the screen, until it is laid out again.
    private var needsLayOut = false
    /// How many screens have been laid out: the costly step, which keys must not repeat.
    private(set) var layOuts = 1
    /// The source time the screen was laid out at, where its card's frames start.
    private var screenStart = Duration.zero
    private var time = Duration.zero

    init(browser: Browser, speed: Double) {
        self.browser = browser
        self.speed = speed
        screen = BrowseScreen(browser: browser, size: size, speed: speed)
    }

    var loopDuration: Duration? { nil }

    mutating func nextChange(after time: Duration) -> Duration? {
        layOutIfNeeded()
        return screen.card?.nextChange(after: time - screenStart).map { $0 + screenStart }
    }

    mutating func advance(to time: Duration) {
        self.time = time
    }

    mutating func draw(_ state: PlayerState) -> Canvas {
        layOutIfNeeded()
        var canvas = screen.canvas(at: time - screenStart)
        let hint = TextLayout.joined(KeyBinding.hints(Browser.Keys.all), fitting: size.columns, keepingLast: 2)
        canvas.draw(hint, column: 0, row: size.rows - 1, style: Canvas.Style(color: nil, dim: true))
        return canvas
    }

    mutating func handle(_ key: Key) -> PlayerCommand {
        switch browser.handle(key) {
        case .ignore: return .ignore
        case .quit: return .quit
        case .redraw:
            needsLayOut = true
            screenStart = time
            return .redraw
        }
    }

    mutating func resize(to size: Size) -> Bool {
        self.size = size
        needsLayOut = true
        screenStart = time
        return true
    }

    private mutating func layOutIfNeeded() {
        guard needsLayOut else { return }
        needsLayOut = false
        screen = BrowseScreen(browser: browser, size: size, speed: speed)
        layOuts += 1
    }
}

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
        let top = max(0, (room - height) / 2)
        cardOrigin = (max(0, (size.columns - plan.card.width) / 2), top)
        // Under the card, moved left as far as the longest line needs to fit.
        let width = shown.map(TerminalText.columns(of:)).max() ?? 0
        let column = max(0, min(cardOrigin.column, size.columns - width))
        for (offset, line) in shown.enumerated() {
            background.draw(line, column: column, row: top + plan.card.height + 1 + offset)
        }
    }

    private static func drawCentered(_ lines: [String], on canvas: inout Canvas, rows: Int) {
        let width = lines.map(TerminalText.columns(of:)).max() ?? 0
        let column = max(0, (canvas.width - width) / 2)
        let row = max(0, (rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, column: column, row: row + offset)
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
