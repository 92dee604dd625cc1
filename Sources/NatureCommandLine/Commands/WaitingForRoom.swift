import NatureKit

/// A model played `--forever` that waits out a window too small for it, as the scene does: where the
/// model would end playback, time stops and one line says how many rows it needs, until the window
/// grows back and it plays on from where it stopped.
struct WaitingForRoom<Model: PlayerModel>: PlayerModel {
    private var model: Model
    /// Whether the model fits the window.
    private var fits = true
    /// The rows the model last drew, and so needs with the row the cursor rests on.
    private var rows = 0

    init(_ model: Model) {
        self.model = model
    }

    var loopDuration: Duration? { model.loopDuration }
    var endsWhenStill: Bool { model.endsWhenStill }
    var isPlayable: Bool { fits && model.isPlayable }
    var changesWhenLeaving: Bool { model.changesWhenLeaving }

    mutating func nextChange(after time: Duration) -> Duration? {
        model.nextChange(after: time)
    }

    mutating func advance(to time: Duration) {
        model.advance(to: time)
    }

    mutating func draw(_ state: PlayerState) -> Canvas {
        guard fits else {
            let message = "window too small: \(rows + 1) rows needed"
            var canvas = Canvas(width: TerminalText.columns(of: message), height: 1)
            canvas.draw(message, column: 0, row: 0, style: Canvas.Style(color: nil, dim: true))
            return canvas
        }
        let canvas = model.draw(state)
        rows = canvas.height
        return canvas
    }

    mutating func handle(_ key: Key) -> PlayerCommand {
        model.handle(key)
    }

    mutating func resize(to size: Size) -> Bool {
        fits = model.resize(to: size)
        return true
    }
}
