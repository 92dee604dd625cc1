/// How long playback runs.
public enum PlaybackLength: Hashable, Sendable {
    /// This many full loops of the frames.
    case loops(Int)
    /// Until interrupted.
    case forever

    /// The fewest whole loops that fill `target`, and at least one: the default, so that a plain run
    /// ends on its own after a few seconds whatever the animation's duration.
    ///
    /// - Parameters:
    ///   - target: About how long playback should last.
    ///   - cycle: The length of one loop.
    public static func filling(_ target: Duration, cycle: Duration) -> PlaybackLength {
        guard cycle > .zero else { return .loops(1) }
        return .loops(max(1, Int((target / cycle).rounded(.up))))
    }
}

/// What the player should do next, as its ``Player/signal`` tells it.
public enum PlaybackSignal: Hashable, Sendable {
    /// Carry on.
    case proceed
    /// End now, as if playback had run to its end (the card no longer fits the terminal, say).
    case stop
    /// End now because the user asked to (Ctrl-C, SIGTERM).
    case interrupt
    /// The terminal is now `columns` wide: redraw the current frame clipped to it, and go on.
    case resize(columns: Int)
    /// Pause if playing, play on if paused (the space bar). Nothing is written while paused, and
    /// playing on starts the schedule again from then, with no rush through the changes missed.
    case togglePause
    /// Playback was suspended (Ctrl-Z) and has resumed on a terminal `columns` wide. The shell wrote
    /// below the card meanwhile, so print the card afresh from the cursor, and go on from now rather
    /// than rushing through the frames that fell due while stopped.
    case resume(columns: Int)
}

extension PlaybackSignal {
    /// What `keys`, pressed during playback, ask for: q and Esc end it as if it had run to its end,
    /// the space bar pauses and plays on, and every other key is ignored.
    ///
    /// - Parameter keys: The keys pressed since the last look, oldest first.
    public init(keys: [Key]) {
        var toggles = 0
        for key in keys {
            switch key {
            case .character("q"), .escape:
                self = .stop
                return
            case .space: toggles += 1
            default: continue
            }
        }
        self = toggles % 2 == 1 ? .togglePause : .proceed
    }
}

/// How playback ended.
public enum PlaybackOutcome: Hashable, Sendable {
    /// Playback ran to its end, or stopped because it could no longer be shown.
    case finished
    /// Playback was interrupted before its end.
    case interrupted
}

/// Plays a ``PlaybackSource`` on a clock into an output, each change at its own absolute deadline.
///
/// A change due at source time `t` is written at `start + t ÷ speed`, computed from the start rather
/// than from the previous change, so lateness never accumulates: a frame that is late does not delay
/// the next one. The player sleeps until the source's next change, so pictures that change at
/// different intervals need no common tick. The clock and the output are injected; with a
/// ``ManualClock`` and a ``RecordingOutput`` a whole animation plays in a test without sleeping.
///
/// The output is a ``FrameOutput``, which takes the bytes a ``FrameRenderer`` makes to redraw a terminal
/// in place, or a ``CanvasOutput``, which takes each picture as a ``Canvas``, with no escape bytes.
///
/// ```swift
/// var player = Player(
///     clock: ManualClock(), output: RecordingOutput(), renderer: FrameRenderer(colored: false, columns: 80))
/// var framesShown = 0
/// player.observers.add { event in
///     if case .frameShown = event { framesShown += 1 }
/// }
/// let outcome = try await player.play(card, length: .loops(2))
/// ```
public struct Player<PlaybackClock: Clock, Output> where PlaybackClock.Duration == Duration {
    /// The clock changes are timed on.
    public var clock: PlaybackClock
    /// Where frames go.
    public var output: Output
    /// Turns each picture into the bytes that redraw it, for a ``FrameOutput``; a ``CanvasOutput``
    /// takes the pictures themselves and leaves it unused.
    public var renderer: FrameRenderer
    /// How fast the source's time runs: 2 plays twice as fast, 0.5 half as fast. Must be positive.
    public var speed = 1.0
    /// Told of every frame, loop and ending.
    public var observers = PlaybackObservers()
    /// Asked before each change and each time the clock's sleep returns: the hook through which a
    /// terminal's signals and resizes reach the player.
    public var signal: () -> PlaybackSignal = { .proceed }
    /// How a picture reaches the output, chosen by the initializer for the kind of output; returns
    /// the number of bytes written.
    private let deliver: (inout Output, inout FrameRenderer, Canvas) throws -> Int
    /// What the output is given when playback ends.
    private let deliverEnding: (inout Output, inout FrameRenderer) throws -> Void

    /// Creates a player that writes to `output` on `clock`'s time, rendering with `renderer`.
    ///
    /// - Parameters:
    ///   - clock: The clock to time changes on: ``MonotonicClock`` on a terminal, ``ManualClock`` in tests.
    ///   - output: Where each frame's bytes are written.
    ///   - renderer: Turns each picture into the bytes that redraw it.
    public init(clock: PlaybackClock, output: Output, renderer: FrameRenderer) where Output: FrameOutput {
        self.clock = clock
        self.output = output
        self.renderer = renderer
        deliver = { output, renderer, canvas in
            let bytes = renderer.render(canvas)
            if !bytes.isEmpty { try output.write(bytes) }
            return bytes.count
        }
        deliverEnding = { output, renderer in
            let ending = renderer.finish()
            if !ending.isEmpty { try output.write(ending) }
        }
    }

    /// Creates a player that hands each picture to `output` as a ``Canvas``, on `clock`'s time.
    ///
    /// Every frame shown reaches the output, one call each, and nothing else does: no escape bytes,
    /// no redraws in place. The ``PlaybackEvent/frameShown(frame:loop:time:lateness:bytes:)`` events
    /// count 0 bytes.
    ///
    /// - Parameters:
    ///   - clock: The clock to time changes on: ``MonotonicClock`` for real time, ``ManualClock`` in tests.
    ///   - output: Where each picture goes.
    public init(clock: PlaybackClock, output: Output) where Output: CanvasOutput {
        self.clock = clock
        self.output = output
        renderer = FrameRenderer(colored: false, columns: nil)
        deliver = { output, _, canvas in
            try output.show(canvas)
            return 0
        }
        deliverEnding = { _, _ in }
    }

    /// Plays `frames`, each for `interval` at normal speed, for `length`; returns how playback ended.
    ///
    /// - Parameters:
    ///   - frames: The frames, in order; must not be empty.
    ///   - interval: How long each frame stays on screen at normal speed; must be positive.
    ///   - length: How many loops to play, or ``PlaybackLength/forever``.
    ///   - isolation: The actor to play on: the caller's, which Swift passes by default.
    public mutating func play(
        _ frames: [Canvas],
        interval: Duration,
        length: PlaybackLength,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome {
        try await play(FrameLoop(frames: frames, interval: interval), length: length, isolation: isolation)
    }

    /// Plays `source` for `length`; returns how playback ended.
    ///
    /// Each change is one write to the output. Errors from the output end playback and are rethrown.
    /// A source that never changes again and has no end (a single picture played forever) finishes
    /// once it is shown.
    ///
    /// Playback runs on the caller's actor, so the player, its output and its observers stay where
    /// they are: called from `main()` or any `@MainActor` code, an observer closure may change a local
    /// variable, and nothing needs to be `Sendable`. Only the clock's sleeps leave the actor.
    ///
    /// - Parameters:
    ///   - source: What to play: a ``Card``, a ``FrameLoop``, or a source of your own.
    ///   - length: How many of the source's loops to play, or ``PlaybackLength/forever``. A source
    ///     that does not loop plays one picture for `.loops`.
    ///   - isolation: The actor to play on: the caller's, which Swift passes by default.
    public mutating func play(
        _ source: some PlaybackSource,
        length: PlaybackLength,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome {
        precondition(speed > 0 && speed.isFinite, "playback speed must be positive")
        var source = source
        let loopDuration = source.loopDuration
        let end: Duration? =
            switch length {
            case .loops(let count): (loopDuration ?? .zero) * max(0, count)
            case .forever: nil
            }
        var schedule = Schedule(origin: clock.now, speed: speed)
        var time = Duration.zero
        var loop = 0
        var shownInLoop = 0
        var outcome = PlaybackOutcome.finished
        var onScreen: Canvas?

        playing: while true {
            // The next picture is drawn next anyway, so a resize needs no redraw of the one on screen.
            if let ending = try await handle(
                signal(), schedule: &schedule, at: time, onScreen: onScreen, redraws: false, isolation: isolation)
            {
                outcome = ending
                break
            }
            let canvas = source.canvas(at: time)
            let bytes = try draw(canvas)
            onScreen = canvas
            observers.send(
                .frameShown(
                    frame: shownInLoop, loop: loop, time: schedule.offset(of: time),
                    lateness: schedule.due(time).duration(to: clock.now), bytes: bytes))
            shownInLoop += 1

            let next = source.nextChange(after: time).map { change in end.map { min(change, $0) } ?? change } ?? end
            // A source whose next change is not later than now would never get there.
            guard let next, next > time else { break }
            if let ending = try await wait(
                until: next, schedule: &schedule, showing: canvas, at: time, isolation: isolation)
            {
                outcome = ending
                break
            }
            time = next
            let nextLoop = loopDuration.map { time.wholeMultiples(of: $0) } ?? 0
            if nextLoop > loop || time == end {
                observers.send(.loopFinished(loop: loop))
                (loop, shownInLoop) = (nextLoop, 0)
            }
            if time == end { break playing }
        }
        try deliverEnding(&output, &renderer)
        observers.send(outcome == .finished ? .finished : .interrupted)
        return outcome
    }

    /// Shows `canvas` on the output; returns how many bytes that took.
    @discardableResult
    private mutating func draw(_ canvas: Canvas) throws -> Int {
        try deliver(&output, &renderer, canvas)
    }

    /// Sleeps until the change due at source time `next`, redrawing `canvas` (the picture shown since
    /// `time`) whenever a resize or a resume asks for it; returns how playback ends, if it does.
    private mutating func wait(
        until next: Duration,
        schedule: inout Schedule,
        showing canvas: Canvas,
        at time: Duration,
        isolation: isolated (any Actor)?
    ) async throws -> PlaybackOutcome? {
        while clock.now < schedule.due(next) {
            do {
                try await clock.sleep(until: schedule.due(next), tolerance: nil)
            } catch is CancellationError {
                return .interrupted
            }
            if let ending = try await handle(
                signal(), schedule: &schedule, at: time, onScreen: canvas, redraws: true, isolation: isolation)
            {
                return ending
            }
        }
        return nil
    }

    /// How often a paused player looks for the key that plays on. A terminal's clock wakes as soon as
    /// a key arrives, so this bounds only how long a test's clock jumps at a time.
    static var pauseCheck: Duration { .milliseconds(50) }

    /// Carries out `signal` at source time `time`, with `onScreen` the picture shown, which `redraws`
    /// says to draw again after a resize or a resume; returns how playback ends, if the signal ends
    /// it. The one place every signal is handled.
    private mutating func handle(
        _ signal: PlaybackSignal,
        schedule: inout Schedule,
        at time: Duration,
        onScreen: Canvas?,
        redraws: Bool,
        isolation: isolated (any Actor)?
    ) async throws -> PlaybackOutcome? {
        switch signal {
        case .proceed:
            return nil
        case .stop:
            return .finished
        case .interrupt:
            return .interrupted
        case .resize(let columns):
            renderer.columns = columns
        case .resume(let columns):
            renderer.columns = columns
            renderer.restart()
            // The picture on screen starts its interval again now, with no rush through the changes
            // that fell due meanwhile.
            schedule.restart(at: clock.now, showing: time)
        case .togglePause:
            return try await pause(schedule: &schedule, at: time, showing: onScreen, isolation: isolation)
        }
        if redraws, let onScreen { try draw(onScreen) }
        return nil
    }

    /// Stays paused, writing nothing, until the signal says to play on or to end; the schedule then
    /// starts again from now.
    private mutating func pause(
        schedule: inout Schedule,
        at time: Duration,
        showing canvas: Canvas?,
        isolation: isolated (any Actor)?
    ) async throws -> PlaybackOutcome? {
        observers.send(.paused)
        while true {
            do {
                try await clock.sleep(until: clock.now.advanced(by: Self.pauseCheck), tolerance: nil)
            } catch is CancellationError {
                return .interrupted
            }
            let signal = signal()
            guard signal != .togglePause else {
                schedule.restart(at: clock.now, showing: time)
                observers.send(.resumed)
                return nil
            }
            // Anything else is handled as while playing: a resize redraws what is on screen.
            if let ending = try await handle(
                signal, schedule: &schedule, at: time, onScreen: canvas, redraws: true, isolation: isolation)
            {
                return ending
            }
        }
    }

    /// When each source time is due on the clock: `origin + time ÷ speed`.
    private struct Schedule {
        var origin: PlaybackClock.Instant
        let speed: Double

        /// The clock time from the origin to source time `time`.
        func offset(of time: Duration) -> Duration {
            speed == 1 ? time : time / speed
        }

        func due(_ time: Duration) -> PlaybackClock.Instant {
            origin.advanced(by: offset(of: time))
        }

        /// Moves the origin so that source time `time` is due at `now`.
        mutating func restart(at now: PlaybackClock.Instant, showing time: Duration) {
            origin = now.advanced(by: .zero - offset(of: time))
        }
    }
}
