/// Browsing, run: the screen a ``Browser`` asks for, played until a key changes it, until `q`.
///
/// The clock, the output, the keys and the window's size are injected, so a whole session of
/// browsing runs in a test on a ``ManualClock`` with ``ScriptedKeys``.
package struct BrowseLoop<LoopClock: Clock, Output: FrameOutput, Input: KeyInput>
where LoopClock.Duration == Duration {
    /// What is shown, and what the keys do to it.
    package var browser: Browser
    /// The clock frames are timed on.
    package var clock: LoopClock
    /// Where the screen is written.
    package var output: Output
    /// Where keys come from.
    package var keys: Input
    /// Whether to colour the pictures.
    package var colored: Bool
    /// How fast animations play.
    package var speed: Double
    /// The window's size now, as columns and rows.
    package var windowSize: () -> (columns: Int, rows: Int)
    /// Signals from the terminal: ``PlaybackSignal/interrupt`` ends browsing, and any other signal but
    /// ``PlaybackSignal/proceed`` (a resize, a resume after Ctrl-Z) lays the screen out again.
    package var terminalSignal: () -> PlaybackSignal = { .proceed }

    package init(
        browser: Browser,
        clock: LoopClock,
        output: Output,
        keys: Input,
        colored: Bool,
        speed: Double,
        windowSize: @escaping () -> (columns: Int, rows: Int)
    ) {
        self.browser = browser
        self.clock = clock
        self.output = output
        self.keys = keys
        self.colored = colored
        self.speed = speed
        self.windowSize = windowSize
    }

    /// Browses until `q` or Esc (``PlaybackOutcome/finished``) or an interruption.
    package mutating func run() async throws -> PlaybackOutcome {
        while true {
            let (columns, rows) = windowSize()
            let screen = BrowseScreen(browser: browser, columns: columns, rows: rows, speed: speed)
            var renderer = FrameRenderer(colored: colored, columns: columns)
            renderer.footer = Browser.hint
            renderer.fillsScreen = true
            var player = Player(clock: clock, output: output, renderer: renderer)
            player.speed = speed

            // The player asks between frames; a key that changes the screen stops it, to start again
            // with the new screen.
            var browser = browser
            var keys = keys
            var quits = false
            let terminalSignal = terminalSignal
            player.signal = {
                switch terminalSignal() {
                case .proceed: break
                case .interrupt: return .interrupt
                default: return .stop
                }
                var redraws = false
                for key in keys.readKeys() {
                    switch browser.handle(key) {
                    case .ignore: continue
                    case .redraw: redraws = true
                    case .quit:
                        quits = true
                        return .stop
                    }
                }
                return redraws ? .stop : .proceed
            }
            let outcome = try await player.play(screen, length: .forever)
            output = player.output
            self.browser = browser
            self.keys = keys
            if outcome == .interrupted { return .interrupted }
            if quits { return .finished }
        }
    }
}
