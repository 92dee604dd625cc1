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
