import NatureKit

/// Browse as a ``Player`` plays it: the ``Browser``'s keys, and its screen laid out for the window (the
/// card in the middle, `--explain`'s lines under it when asked for, or the help; the keys on the last
/// row). A key that changes the object or the way it is shown lays the screen out again, and the new
/// card's frames start from their first.
struct BrowseModel: PlayerModel {
    private(set) var browser: Browser
    private let speed: Double
    private var size = Size.standard
    private var screen: BrowseScreen
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
        screen.card?.nextChange(after: time - screenStart).map { $0 + screenStart }
    }

    mutating func advance(to time: Duration) {
        self.time = time
    }

    mutating func draw(_ state: PlayerState) -> Canvas {
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
            layOut()
            return .redraw
        }
    }

    mutating func resize(to size: Size) -> Bool {
        self.size = size
        layOut()
        return true
    }

    private mutating func layOut() {
        screen = BrowseScreen(browser: browser, size: size, speed: speed)
        screenStart = time
    }
}
