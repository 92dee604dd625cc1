extension Scene {
    /// The keys a ``ScenePlayer`` reads, as `?` shows them.
    public static let keys = [
        "q, Esc            quit",
        "space             pause and resume",
        "+ -               faster, slower",
        "a                 add a random object",
        "l                 labels: each object's title and X/Y",
        "?                 this help on or off",
    ]
}

/// Plays a ``Scene`` full-window on a clock, cell by cell, and carries out the keys the user types.
///
/// There is no frame rate. The player sleeps until the scene's next change (``Scene/nextChange(after:)``,
/// due at `start + time ÷ speed`), carries out everything due by then as one update, and writes only
/// the cells that changed, in one write inside synchronized output. The keys are
/// ``Scene/keys``: q or Esc ends, space pauses, `+` and `-` change the speed, `a` adds a random
/// object, `l` shows labels, `?` shows the help.
///
/// The clock, the output, the keys and the window's size are injected, so a test plays minutes of a
/// scene on a ``ManualClock`` into a ``RecordingOutput`` with ``ScriptedKeys``, without sleeping:
///
/// ```swift
/// let clock = ManualClock()
/// var player = ScenePlayer(
///     scene: Scene(catalog: catalog, columns: 80, rows: 24), clock: clock, output: RecordingOutput(),
///     keys: ScriptedKeys(clock: clock, [(.seconds(3), .character("q"))]), colored: false)
/// let outcome = try await player.play()
/// ```
public struct ScenePlayer<PlayerClock: Clock, Output: FrameOutput, Input: KeyInput>
where PlayerClock.Duration == Duration {
    /// The scene played; its objects' coordinates follow their moves.
    public var scene: Scene
    /// The clock updates are timed on.
    public var clock: PlayerClock
    /// Where the screen's bytes go.
    public var output: Output
    /// Where keys come from.
    public var keys: Input
    /// How fast the scene's time runs: 2 twice as fast, 0.5 half as fast; `+` and `-` change it
    /// within ``speedRange``.
    public var speed: Double
    /// How long to play before ending on its own, on the clock; `nil` to play until a key ends it.
    public var duration: Duration?
    /// Told of every update, pause, resume and ending.
    public var observers = SceneObservers()
    /// The window's size now, in columns and rows; asked at the start and after every resize.
    public var windowSize: () -> (columns: Int, rows: Int)
    /// Asked before each update and each time the clock's sleep returns: the terminal's signals.
    /// ``PlaybackSignal/interrupt`` ends playing; a resize or a resume lays the scene out again for
    /// ``windowSize``.
    public var terminalSignal: () -> PlaybackSignal = { .proceed }
    /// The generator `a` picks objects and places with.
    private var generator: SeededGenerator
    private var renderer: CellRenderer

    /// The speeds `+` and `-` keep to, as `--speed` does.
    public static var speedRange: ClosedRange<Double> { 0.01...100 }

    /// Each press of `+` multiplies the speed by this, and each `-` divides it.
    static var speedStep: Double { 1.5 }

    /// How long a status line, such as the new speed, stays on screen.
    static var statusTime: Duration { .seconds(2) }

    /// How often the player looks for keys when nothing in the scene is due: while paused, or while
    /// the window is too small. A terminal's clock wakes for a key long before.
    static var idleCheck: Duration { .milliseconds(50) }

    /// Creates a player for `scene`.
    ///
    /// - Parameters:
    ///   - scene: The scene to play.
    ///   - clock: The clock to time updates on: ``MonotonicClock`` on a terminal, ``ManualClock`` in tests.
    ///   - output: Where the screen's bytes go.
    ///   - keys: Where keys come from.
    ///   - colored: Whether to send colours and bold.
    ///   - speed: How fast the scene's time runs; 1 for normal speed.
    ///   - generator: The generator `a` picks objects and places with, so that a seed repeats them.
    ///   - windowSize: The window's size now; by default the scene's own size, which never changes.
    public init(
        scene: Scene,
        clock: PlayerClock,
        output: Output,
        keys: Input,
        colored: Bool,
        speed: Double = 1,
        generator: SeededGenerator = SeededGenerator(seed: 0),
        windowSize: (() -> (columns: Int, rows: Int))? = nil
    ) {
        self.scene = scene
        self.clock = clock
        self.output = output
        self.keys = keys
        self.speed = min(max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        self.generator = generator
        renderer = CellRenderer(colored: colored)
        let size = (scene.columns, scene.rows)
        self.windowSize = windowSize ?? { size }
    }

    /// Plays until a key quits (``PlaybackOutcome/finished``), ``duration`` runs out (the same), or a
    /// signal interrupts (``PlaybackOutcome/interrupted``); errors from the output end it and are
    /// rethrown.
    ///
    /// - Parameter isolation: The actor to play on: the caller's, which Swift passes by default.
    public mutating func play(isolation: isolated (any Actor)? = #isolation) async throws -> PlaybackOutcome {
        var state = State(start: clock.now, end: duration.map { clock.now.advanced(by: $0) })
        try fitWindow()
        try update(due: state.start)
        while true {
            if let outcome = try handleSignalsAndKeys(&state) {
                observers.send(outcome == .finished ? .finished : .interrupted)
                return outcome
            }
            let now = clock.now
            if let end = state.end, now >= end {
                observers.send(.finished)
                return .finished
            }
            if let until = state.statusUntil, now >= until {
                state.statusUntil = nil
                scene.setStatus(state.isPaused ? Self.pausedStatus : nil)
            }
            var wake = [state.end, state.statusUntil].compactMap { $0 }.min()
            if !state.isPaused, scene.fits, let next = scene.nextChange(after: scene.time) {
                let due = state.origin.advanced(by: next / speed)
                if now >= due {
                    scene.advance(to: next)
                    try update(due: due)
                    continue
                }
                wake = min(wake ?? due, due)
            }
            // What a key changed (labels, help, an object added) is shown at once.
            try update(due: now)
            // With nothing due (paused, a window too small, a scene that never changes), look for keys now
            // and then.
            let idle = now.advanced(by: Self.idleCheck)
            var target = wake ?? idle
            if state.isPaused || !scene.fits { target = min(target, idle) }
            do {
                try await clock.sleep(until: target, tolerance: nil)
            } catch is CancellationError {
                observers.send(.interrupted)
                return .interrupted
            }
        }
    }

    /// What one run of ``play(isolation:)`` keeps track of.
    private struct State {
        let start: PlayerClock.Instant
        let end: PlayerClock.Instant?
        /// The clock's instant at scene time zero, at the current speed.
        var origin: PlayerClock.Instant
        /// The scene time at which playing stopped: paused, or in a window too small to draw in.
        var stoppedAt: Duration?
        var isPaused = false
        var statusUntil: PlayerClock.Instant?

        init(start: PlayerClock.Instant, end: PlayerClock.Instant?) {
            self.start = start
            self.end = end
            origin = start
        }
    }

    private static var pausedStatus: String { " paused · space plays on " }

    /// Carries out the terminal's signals and the keys typed since the last look; returns how playing
    /// ends, if it does.
    private mutating func handleSignalsAndKeys(_ state: inout State) throws -> PlaybackOutcome? {
        let wasFitting = scene.fits
        switch terminalSignal() {
        case .proceed, .togglePause:
            break
        case .interrupt:
            return .interrupted
        case .stop, .resize:
            try fitWindow()
        case .resume:
            // The shell had the screen while the program was stopped: draw it all again, and go on from
            // now, with no rush through what fell due meanwhile.
            try fitWindow()
            renderer.invalidate()
            rebase(&state)
        }
        if wasFitting != scene.fits {
            scene.fits ? resume(&state) : stop(&state)
        }
        for key in keys.readKeys() {
            switch key {
            case .character("q"), .escape:
                return .finished
            case .space:
                state.isPaused.toggle()
                if state.isPaused {
                    stop(&state)
                    observers.send(.paused)
                } else {
                    resume(&state)
                    observers.send(.resumed)
                }
                state.statusUntil = nil
                scene.setStatus(state.isPaused ? Self.pausedStatus : nil)
            case .character("+"), .character("="):
                changeSpeed(by: Self.speedStep, &state)
            case .character("-"), .character("_"):
                changeSpeed(by: 1 / Self.speedStep, &state)
            case .character("a"):
                scene.addRandomObject(using: &generator)
            case .character("l"):
                scene.showsLabels.toggle()
            case .character("?"):
                scene.setHelp(scene.showsHelp ? nil : Scene.keys)
            default:
                continue
            }
        }
        return nil
    }

    private mutating func changeSpeed(by factor: Double, _ state: inout State) {
        let now = sceneTime(state)
        speed = min(max(speed * factor, Self.speedRange.lowerBound), Self.speedRange.upperBound)
        state.origin = clock.now.advanced(by: .zero - now / speed)
        scene.setStatus(" speed \(Self.format(speed))× ")
        state.statusUntil = clock.now.advanced(by: Self.statusTime)
    }

    /// `speed` with at most two decimals and no trailing zeros: `1.5`, `0.44`, `2`.
    static func format(_ speed: Double) -> String {
        let hundredths = Int((speed * 100).rounded())
        let (whole, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
        guard fraction != 0 else { return "\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(whole).\(digits)"
    }

    /// The scene's time now: stopped where it stopped, or running from the origin at the speed.
    private func sceneTime(_ state: State) -> Duration {
        state.stoppedAt ?? state.origin.duration(to: clock.now) * speed
    }

    /// Stops the scene's time where it is, for a pause or a window too small to draw in.
    private func stop(_ state: inout State) {
        if state.stoppedAt == nil { state.stoppedAt = max(scene.time, sceneTime(state)) }
    }

    /// Starts the scene's time again from where it stopped, with no rush through the time between.
    private func resume(_ state: inout State) {
        guard let stoppedAt = state.stoppedAt, !state.isPaused, scene.fits else { return }
        state.stoppedAt = nil
        state.origin = clock.now.advanced(by: .zero - stoppedAt / speed)
    }

    /// Moves the origin so that the scene's last update is due now: after the program was stopped
    /// (Ctrl-Z), when no time can have passed in the scene.
    private func rebase(_ state: inout State) {
        state.origin = clock.now.advanced(by: .zero - scene.time / speed)
    }

    /// Lays the scene out for the window's size, if it changed, and tells the output.
    private mutating func fitWindow() throws {
        let (columns, rows) = windowSize()
        guard columns != scene.columns || rows != scene.rows else { return }
        scene.resize(columns: columns, rows: rows)
        try output.resize(columns: scene.columns, rows: scene.rows)
    }

    /// Writes what changed in the scene since the last update, due at `due`.
    private mutating func update(due: PlayerClock.Instant) throws {
        let regions = scene.takeChangedRegions()
        guard !regions.isEmpty else { return }
        let bytes = renderer.render(scene.grid, regions: regions, glyphs: scene.glyphs)
        if !bytes.isEmpty { try output.write(bytes) }
        observers.send(
            .updated(
                time: scene.time, lateness: due.duration(to: clock.now), cells: renderer.cellsWritten,
                bytes: bytes.count))
    }
}
