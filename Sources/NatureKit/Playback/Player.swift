/// How long playback runs.
public enum PlaybackLength: Hashable, Sendable {
    /// This many full loops of the frames.
    case loops(Int)
    /// Until interrupted.
    case forever

    /// The fewest whole loops that fill `target`, and at least one: the default, so that a plain run
    /// ends on its own after a few seconds whatever the animation's duration.
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
    /// Playback was suspended (Ctrl-Z) and has resumed on a terminal `columns` wide. The shell wrote
    /// below the card meanwhile, so print the card afresh from the cursor, and go on from now rather
    /// than rushing through the frames that fell due while stopped.
    case resume(columns: Int)
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
/// ```swift
/// var player = Player(clock: clock, output: RecordingOutput(), renderer: FrameRenderer(colored: false, columns: 80))
/// let outcome = try await player.play(card, length: .loops(2))
/// ```
public struct Player<PlaybackClock: Clock, Output: FrameOutput> where PlaybackClock.Duration == Duration {
    /// The clock changes are timed on.
    public var clock: PlaybackClock
    /// Where frames are written.
    public var output: Output
    /// Turns each picture into the bytes that redraw it.
    public var renderer: FrameRenderer
    /// How fast the source's time runs: 2 plays twice as fast, 0.5 half as fast. Must be positive.
    public var speed = 1.0
    /// Told of every frame, loop and ending.
    public var observers = PlaybackObservers()
    /// Asked before each change and each time the clock's sleep returns: the hook through which a
    /// terminal's signals and resizes reach the player.
    public var signal: () -> PlaybackSignal = { .proceed }

    /// Creates a player that writes to `output` on `clock`'s time, rendering with `renderer`.
    ///
    /// - Parameters:
    ///   - clock: The clock to time changes on: ``MonotonicClock`` on a terminal, ``ManualClock`` in tests.
    ///   - output: Where each frame's bytes are written.
    ///   - renderer: Turns each picture into the bytes that redraw it.
    public init(clock: PlaybackClock, output: Output, renderer: FrameRenderer) {
        self.clock = clock
        self.output = output
        self.renderer = renderer
    }

    /// Plays `frames`, each for `interval` at normal speed, for `length`; returns how playback ended.
    ///
    /// - Parameters:
    ///   - frames: The frames, in order; must not be empty.
    ///   - interval: How long each frame stays on screen at normal speed; must be positive.
    ///   - length: How many loops to play, or ``PlaybackLength/forever``.
    public mutating func play(
        _ frames: [Canvas],
        interval: Duration,
        length: PlaybackLength
    ) async throws -> PlaybackOutcome {
        try await play(FrameLoop(frames: frames, interval: interval), length: length)
    }

    /// Plays `source` for `length`; returns how playback ended.
    ///
    /// Each change is one write to the output. Errors from the output end playback and are rethrown.
    /// A source that never changes again and has no end (a single picture played forever) finishes
    /// once it is shown.
    ///
    /// - Parameters:
    ///   - source: What to play: a ``Card``, a ``FrameLoop``, or a source of your own.
    ///   - length: How many of the source's loops to play, or ``PlaybackLength/forever``. A source
    ///     that does not loop plays one picture for `.loops`.
    public mutating func play(_ source: some PlaybackSource, length: PlaybackLength) async throws -> PlaybackOutcome {
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

        playing: while true {
            if let ending = apply(signal(), to: &schedule, at: time) {
                outcome = ending
                break
            }
            let canvas = source.canvas(at: time)
            let bytes = renderer.render(canvas)
            if !bytes.isEmpty { try output.write(bytes) }
            observers.send(
                .frameShown(
                    frame: shownInLoop, loop: loop, time: schedule.offset(of: time),
                    lateness: schedule.due(time).duration(to: clock.now), bytes: bytes.count))
            shownInLoop += 1

            let next = source.nextChange(after: time).map { change in end.map { min(change, $0) } ?? change } ?? end
            // A source whose next change is not later than now would never get there.
            guard let next, next > time else { break }
            if let ending = try await wait(until: next, schedule: &schedule, showing: canvas, at: time) {
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
        observers.send(outcome == .finished ? .finished : .interrupted)
        return outcome
    }

    /// Sleeps until the change due at source time `next`, redrawing `canvas` (the picture shown since
    /// `time`) whenever a resize or a resume asks for it; returns how playback ends, if it does.
    private mutating func wait(
        until next: Duration,
        schedule: inout Schedule,
        showing canvas: Canvas,
        at time: Duration
    ) async throws -> PlaybackOutcome? {
        while clock.now < schedule.due(next) {
            do {
                try await clock.sleep(until: schedule.due(next), tolerance: nil)
            } catch is CancellationError {
                return .interrupted
            }
            let signal = signal()
            if let ending = apply(signal, to: &schedule, at: time) { return ending }
            if signal != .proceed {
                let bytes = renderer.render(canvas)
                if !bytes.isEmpty { try output.write(bytes) }
            }
        }
        return nil
    }

    /// Carries out `signal` for the picture shown since source time `time`; returns how playback
    /// ends, if the signal ends it. The one place every signal is handled.
    private mutating func apply(_ signal: PlaybackSignal, to schedule: inout Schedule, at time: Duration)
        -> PlaybackOutcome?
    {
        switch signal {
        case .proceed:
            return nil
        case .stop:
            return .finished
        case .interrupt:
            return .interrupted
        case .resize(let columns):
            renderer.columns = columns
            return nil
        case .resume(let columns):
            renderer.columns = columns
            renderer.restart()
            // The picture on screen starts its interval again now, with no rush through the changes
            // that fell due meanwhile.
            schedule.restart(at: clock.now, showing: time)
            return nil
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
