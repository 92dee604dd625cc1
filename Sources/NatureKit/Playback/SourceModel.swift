/// A ``PlaybackSource`` as a ``Player`` plays it, with the keys every card reads (q and Esc end
/// playback, space pauses) and, when asked for, a footer: a dim line under the picture that names the
/// keys, and says so while playback is paused.
package struct SourceModel<Source: PlaybackSource>: PlayerModel {
    private var source: Source
    private let footer: PlaybackFooter?
    private var time = Duration.zero

    /// `source`, with `footer` under its pictures if given.
    package init(_ source: Source, footer: PlaybackFooter?) {
        self.source = source
        self.footer = footer
    }

    package var loopDuration: Duration? { source.loopDuration }
    package var endsWhenStill: Bool { true }
    package var changesWhenLeaving: Bool { footer != nil }

    package mutating func nextChange(after time: Duration) -> Duration? {
        source.nextChange(after: time)
    }

    package mutating func advance(to time: Duration) {
        self.time = time
    }

    package mutating func draw(_ state: PlayerState) -> Canvas {
        let picture = source.canvas(at: time)
        guard let footer else { return picture }
        // As wide with the footer as without it, so that the footer's going redraws only its own row.
        let width = max(
            picture.width, TerminalText.columns(of: footer.keys), TerminalText.columns(of: footer.paused))
        var canvas = Canvas(width: width, height: picture.height + (state.isLeaving ? 0 : 1))
        canvas.draw(picture, column: 0, row: 0)
        if !state.isLeaving {
            canvas.draw(
                state.isPaused ? footer.paused : footer.keys, column: 0, row: picture.height,
                style: Canvas.Style(color: nil, dim: true))
        }
        return canvas
    }

    package mutating func handle(_ key: Key) -> PlayerCommand {
        switch key {
        case CardKeys.quit: .quit
        case CardKeys.pause: .togglePause
        default: .ignore
        }
    }

    /// Whether the picture, its footer and the row the cursor rests on fit the window: a picture that
    /// would scroll breaks the redraws in place, so playback ends instead.
    package mutating func resize(to size: Size) -> Bool {
        source.canvas(at: time).height + (footer == nil ? 0 : 1) < size.rows
    }
}
