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

/// Plays frames on a clock into an output, each at its own absolute deadline.
///
/// Frame `n` is due at `start + n × interval`, computed from the start rather than from the previous
/// frame, so lateness never accumulates: a frame that is late does not delay the next one. The clock
/// and the output are injected; with a ``ManualClock`` and a ``RecordingOutput`` a whole animation
/// plays in a test without sleeping.
public struct Player<PlaybackClock: Clock, Output: FrameOutput> where PlaybackClock.Duration == Duration {
    /// The clock frames are timed on.
    public var clock: PlaybackClock
    /// Where frames are written.
    public var output: Output
    /// Turns each frame into the bytes that redraw it.
    public var renderer: FrameRenderer
    /// Told of every frame, loop and ending.
    public var observers = PlaybackObservers()
    /// Asked before each frame and each time the clock's sleep returns: the hook through which a
    /// terminal's signals and resizes reach the player.
    public var signal: () -> PlaybackSignal = { .proceed }

    /// Creates a player that writes to `output` on `clock`'s time, rendering with `renderer`.
    public init(clock: PlaybackClock, output: Output, renderer: FrameRenderer) {
        self.clock = clock
        self.output = output
        self.renderer = renderer
    }

    /// Plays `frames`, each for `interval`, for `length`; returns how playback ended.
    ///
    /// Each frame is one write to the output. Errors from the output end playback and are rethrown;
    /// the cursor is then the caller's to restore.
    public mutating func play(
        _ frames: [Canvas],
        interval: Duration,
        length: PlaybackLength
    ) async throws -> PlaybackOutcome {
        precondition(!frames.isEmpty, "playback needs at least one frame")
        precondition(interval > .zero, "frames need a positive interval")
        // Frame n is due at origin + n × interval; only a resume moves the origin.
        var origin = clock.now
        var shown = 0
        var outcome = PlaybackOutcome.finished
        playing: while true {
            let loop = shown / frames.count
            if case .loops(let count) = length, loop >= count { break }
            switch signal() {
            case .proceed: break
            case .stop: break playing
            case .interrupt:
                outcome = .interrupted
                break playing
            case .resize(let columns): renderer.columns = columns
            case .resume(let columns):
                renderer.columns = columns
                renderer.restart()
                origin = clock.now.advanced(by: .zero - interval * shown)
            }

            let frame = shown % frames.count
            let due = origin.advanced(by: interval * shown)
            let bytes = renderer.render(frames[frame])
            if !bytes.isEmpty { try output.write(bytes) }
            observers.send(
                .frameShown(
                    frame: frame, loop: loop, time: interval * shown,
                    lateness: due.duration(to: clock.now), bytes: bytes.count))
            shown += 1

            switch try await wait(forFrame: shown, origin: &origin, interval: interval, redrawing: frames[frame]) {
            case .stop: break playing
            case .interrupt:
                outcome = .interrupted
                break playing
            default: break
            }
            if shown % frames.count == 0 {
                observers.send(.loopFinished(loop: loop))
            }
        }
        let ending = renderer.finish()
        if !ending.isEmpty { try output.write(ending) }
        observers.send(outcome == .finished ? .finished : .interrupted)
        return outcome
    }

    /// Sleeps until frame `index` is due, handling whatever the signal says when the clock wakes
    /// early; returns the signal that ended the wait, or `.proceed`.
    private mutating func wait(
        forFrame index: Int,
        origin: inout PlaybackClock.Instant,
        interval: Duration,
        redrawing frame: Canvas
    ) async throws -> PlaybackSignal {
        while clock.now < origin.advanced(by: interval * index) {
            do {
                try await clock.sleep(until: origin.advanced(by: interval * index), tolerance: nil)
            } catch is CancellationError {
                return .interrupt
            }
            switch signal() {
            case .proceed: continue
            case .resize(let columns):
                renderer.columns = columns
            case .resume(let columns):
                renderer.columns = columns
                renderer.restart()
                // The frame on screen starts its interval again now.
                origin = clock.now.advanced(by: .zero - interval * (index - 1))
            case let ending:
                return ending
            }
            let bytes = renderer.render(frame)
            if !bytes.isEmpty { try output.write(bytes) }
        }
        return .proceed
    }
}
