/// A ``Scene`` as a ``Player`` plays it: the scene's keys, and what is drawn over the scene (its
/// labels, the help, the status line), which the scene itself knows nothing of.
package struct SceneModel<Generator: RandomNumberGenerator>: PlayerModel {
    package var scene: Scene
    package private(set) var generator: Generator
    private var showsLabels = false
    private var showsHelp = false

    /// `scene`, whose `a` key adds objects picked with `generator`.
    package init(_ scene: Scene, generator: Generator) {
        self.scene = scene
        self.generator = generator
    }

    package var loopDuration: Duration? { nil }
    package var isPlayable: Bool { scene.fits }

    package mutating func nextChange(after time: Duration) -> Duration? {
        scene.nextChange(after: time)
    }

    package mutating func advance(to time: Duration) {
        scene.advance(to: time)
    }

    package mutating func handle(_ key: Key) -> PlayerCommand {
        switch key {
        case SceneKeys.quit: return .quit
        case SceneKeys.pause: return .togglePause
        case SceneKeys.faster: return .faster
        case SceneKeys.slower: return .slower
        case SceneKeys.add: scene.addRandomObject(using: &generator)
        case SceneKeys.labels: showsLabels.toggle()
        case SceneKeys.help: showsHelp.toggle()
        default: return .ignore
        }
        return .redraw
    }

    package mutating func resize(to size: Size) -> Bool {
        if size != scene.size { scene.resize(to: size) }
        return true
    }

    package mutating func draw(_ state: PlayerState) -> Canvas {
        var canvas = scene.canvas
        guard scene.fits else {
            drawTooSmall(on: &canvas)
            return canvas
        }
        if showsLabels { drawLabels(on: &canvas) }
        if showsHelp { drawHelp(on: &canvas) }
        if let status = state.status ?? (state.isPaused ? "paused · space plays on" : nil) {
            let sprite = Sprite(text: " \(status) ")
            let middle = canvas.bounds.centring(width: sprite.width, height: 1)
            canvas.draw(sprite, column: middle.column, row: canvas.height - 1, clip: canvas.bounds)
        }
        return canvas
    }

    private func drawTooSmall(on canvas: inout Canvas) {
        let needed = "\(scene.minimumSize) needed"
        // The longest way of saying it that fits.
        let message = ["window too small: " + needed, needed].first { $0.count <= canvas.width } ?? needed
        let sprite = Sprite(text: message)
        let middle = canvas.bounds.centring(width: sprite.width, height: 1)
        canvas.draw(sprite, column: middle.column, row: middle.row, clip: canvas.bounds)
    }

    /// Each object's title and coordinates beside its picture, where the label covers no picture and no
    /// other label: right of its top row, left of it, below the picture or above it; shortened to the
    /// title where the whole label fits nowhere, and left out where neither does. Front objects choose
    /// first.
    private func drawLabels(on canvas: inout Canvas) {
        let showings = scene.showings
        var taken = showings.map(\.rect)
        for (index, picture) in showings {
            let object = scene.objects[index]
            let style = Canvas.Style(color: object.color, bold: true)
            for text in ["\(object.title) \(object.coordinatesLabel)", object.title] {
                let width = TerminalText.columns(of: text)
                let candidates = [
                    Rect(column: picture.right + 1, row: picture.row, width: width, height: 1),
                    Rect(column: picture.column - 1 - width, row: picture.row, width: width, height: 1),
                    Rect(column: picture.column, row: picture.bottom, width: width, height: 1),
                    Rect(column: picture.column, row: picture.row - 1, width: width, height: 1),
                ]
                guard
                    let place = candidates.first(where: { rect in
                        // A free column either side, so that two labels never run together.
                        let padded = Rect(column: rect.column - 1, row: rect.row, width: rect.width + 2, height: 1)
                        return canvas.bounds.contains(rect) && !taken.contains { $0.intersects(padded) }
                    })
                else { continue }
                taken.append(place)
                canvas.draw(Sprite(text: text, style: style), column: place.column, row: place.row, clip: canvas.bounds)
                break
            }
        }
    }

    /// The keys in a box in the middle of the window; in a few words each where the box would not fit,
    /// and as many of those as fit, unboxed, in a window too small even for that.
    private func drawHelp(on canvas: inout Canvas) {
        let long = KeyBinding.helpLines(SceneKeys.all)
        let short = KeyBinding.hints(SceneKeys.all)
        let box = [long, short].map(SceneKeys.boxed).first { box in
            (box.map(TerminalText.columns(of:)).max() ?? 0) <= canvas.width && box.count <= canvas.height
        }
        let lines = box ?? Array(short.prefix(canvas.height))
        let sprite = Sprite(lines: lines)
        let middle = canvas.bounds.centring(width: sprite.width, height: sprite.height)
        canvas.draw(sprite, column: middle.column, row: middle.row, clip: canvas.bounds)
    }

}

extension Player {
    /// Plays `scene` with its keys, until q or Esc, `length`, or a signal ends it: space pauses, `+`
    /// and `-` step the speed up and down a ladder that always comes back to 1×, `a` adds a random
    /// object picked with `generator`, `l` labels each object with its title and coordinates, `?` shows
    /// the keys. A window smaller than ``Scene/minimumSize`` stops the scene's time until it grows.
    ///
    /// - Parameters:
    ///   - scene: The scene to play; afterwards it holds the objects where their moves left them.
    ///   - length: How long to play: ``PlaybackLength/forever`` (until a key or a signal), or a
    ///     ``PlaybackLength/duration(_:)`` on the clock.
    ///   - generator: The source of the objects `a` adds and where it puts them.
    ///   - isolation: The actor to play on: the caller's, which Swift passes by default.
    public mutating func play(
        _ scene: inout Scene,
        length: PlaybackLength = .forever,
        using generator: inout some RandomNumberGenerator,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome {
        var model = SceneModel(scene, generator: generator)
        defer {
            scene = model.scene
            generator = model.generator
        }
        return try await play(&model, length: length, isolation: isolation)
    }

    /// Plays `scene` with its keys, as ``play(_:length:using:isolation:)`` does, with `a` picking from
    /// the system's generator.
    ///
    /// - Parameters:
    ///   - scene: The scene to play; afterwards it holds the objects where their moves left them.
    ///   - length: How long to play.
    ///   - isolation: The actor to play on: the caller's, which Swift passes by default.
    public mutating func play(
        _ scene: inout Scene,
        length: PlaybackLength = .forever,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome {
        var generator = SystemRandomNumberGenerator()
        return try await play(&scene, length: length, using: &generator, isolation: isolation)
    }

}

/// The keys a scene reads: ``SceneModel``'s handler, the `?` box and `--help` all read this table.
package enum SceneKeys {
    package static let quit = KeyBinding([.character("q"), .escape], label: "q, Esc", help: "quit", hint: "q quit")
    package static let pause = KeyBinding(
        [.space], label: "space", help: "pause and resume", hint: "space pause")
    package static let faster = KeyBinding(
        [.character("+"), .character("=")], label: "+ -", help: "faster, slower", hint: "+ - speed")
    /// Listed with ``faster`` in help, which names both.
    package static let slower = KeyBinding([.character("-"), .character("_")], label: "-", help: "slower")
    package static let add = KeyBinding([.character("a")], label: "a", help: "add a random object", hint: "a add")
    package static let labels = KeyBinding(
        [.character("l")], label: "l", help: "labels: each object's title and X/Y", hint: "l labels")
    package static let help = KeyBinding(
        [.character("?")], label: "?", help: "this help on or off", hint: "? help")

    /// The keys as help lists them: `+` and `-` on one line.
    package static let all = [quit, pause, faster, add, labels, help]

    /// `lines` in a box of `+`, `-` and `|`.
    static func boxed(_ lines: [String]) -> [String] {
        let width = lines.map(TerminalText.columns(of:)).max() ?? 0
        let edge = "+" + String(repeating: "-", count: width + 2) + "+"
        let padded = lines.map {
            "| " + $0 + String(repeating: " ", count: width - TerminalText.columns(of: $0)) + " |"
        }
        return [edge] + padded + [edge]
    }
}
