/// Plays pictures that change with time: the one loop behind a card, browse and a scene.
///
/// The loop waits in one place, on its ``TerminalEventSource``, until the deadline of the next change or an
/// event, whichever comes first: a key, a resize, Ctrl-Z and `fg`, a signal. A change due at source
/// time `t` is shown at `start + t ÷ speed`, computed from the start rather than from the previous
/// change, so lateness never accumulates: a picture that is late does not delay the next. Pausing,
/// changing speed, suspending and resizing are carried out here and nowhere else, for everything that
/// plays.
///
/// The clock, the events and the output are injected. With NatureKitTesting's `ManualClock` and an
/// output of your own, a whole animation plays in a test without sleeping:
///
/// ```swift
/// var player = Player(clock: ManualClock(), output: FrameCollector())
/// var framesShown = 0
/// player.observers.add { event in
///     if case .frameShown = event { framesShown += 1 }
/// }
/// let outcome = try await player.play(card, length: .loops(2))
/// ```
///
/// On a terminal, NatureSystem's `TerminalSession` gives the events and the output; see its article
/// "Playing on a terminal".
public struct Player<Input: TerminalEventSource, Output: CanvasOutput> {
    /// Where events come from, and the clock the player waits on.
    public var input: Input
    /// Where pictures go.
    public var output: Output
    /// How fast the source's time runs: 2 plays twice as fast, 0.5 half as fast; from 0.01 to 100.
    /// Playback holds a value outside that range to its nearer end, and plays a value that is not a
    /// number at 1.
    public var speed = 1.0
    /// Told of every picture, loop, pause and ending.
    public var observers = PlaybackObservers()
    /// Whether a card, or any source played with ``play(_:length:isolation:)-(PlaybackSource,_,_)``, shows
    /// the dim line of keys that nature-cli shows under it on a terminal: `q quit · space pause`, and
    /// `paused · space plays on` while paused. The line goes when playback ends, so the last picture
    /// stays in the scrollback as it is. Off by default, so that an output gets the pictures alone.
    public var showsKeyHints = false

    /// The clock changes are timed on: the event source's.
    public var clock: Input.SourceClock { input.clock }

    /// Creates a player that hears `input` and shows its pictures on `output`.
    ///
    /// - Parameters:
    ///   - input: Where events come from: a terminal session's, or NatureKitTesting's `ScriptedEvents` in
    ///     a test.
    ///   - output: Where each picture goes: a ``Screen``, or an output of your own.
    public init(input: Input, output: Output) {
        self.input = input
        self.output = output
    }

    /// Plays `source` for `length`; returns how playback ended.
    ///
    /// Each change is one picture given to the output; errors from the output end playback and are
    /// rethrown. A source that never changes again finishes once it is shown. Space pauses and plays
    /// on, q and Esc end playback, and a window that no longer holds the picture ends it too. With
    /// ``showsKeyHints`` set, a dim line under the picture names those keys and says when it is paused.
    ///
    /// A ``Scene`` is played with its own keys by ``play(_:length:using:isolation:)``, which takes it
    /// `inout` and hands it back as it was left.
    ///
    /// Playback runs on the caller's actor, so the player, its output and its observers stay where
    /// they are: called from `main()` or any `@MainActor` code, an observer closure may change a local
    /// variable, and nothing needs to be `Sendable`. Only the waits leave the actor.
    ///
    /// - Parameters:
    ///   - source: What to play: a ``Card``, a ``FrameLoop``, or a source of your own.
    ///   - length: How many of the source's loops to play, for how long, or ``PlaybackLength/forever``.
    ///   - isolation: The actor to play on: the caller's, which Swift passes by default.
    public mutating func play(
        _ source: some PlaybackSource,
        length: PlaybackLength,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome {
        var model = SourceModel(source, footer: showsKeyHints ? .card : nil)
        return try await play(&model, length: length, isolation: isolation)
    }

    /// Plays `model` for `length`; returns how playback ended. The one loop every player runs.
    package mutating func play(
        _ model: inout some PlayerModel,
        length: PlaybackLength,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome {
        try await play(&model, length: length, notices: { _ in [] }, isolation: isolation)
    }

    /// Plays `model` for `length`, telling it of every notice its source hears as well as the
    /// terminal's events; returns how playback ended.
    package mutating func play<Model: PlayerModel>(
        _ model: inout Model,
        length: PlaybackLength,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> PlaybackOutcome where Input: NoticeSource, Input.Notice == Model.Notice {
        try await play(&model, length: length, notices: { $0.takeNotices() }, isolation: isolation)
    }

    /// The one loop: `notices` takes what the input heard besides terminal events.
    private mutating func play<Model: PlayerModel>(
        _ model: inout Model,
        length: PlaybackLength,
        notices: (inout Input) -> [Model.Notice],
        isolation: isolated (any Actor)?
    ) async throws -> PlaybackOutcome {
        var loop = Loop<Input.SourceClock>(
            start: clock.now, speed: speed, length: length, loopDuration: model.loopDuration)
        defer { speed = loop.speed }
        var ending: PlaybackOutcome?
        do {
            // The first events say the window's size, before anything is drawn for it.
            ending = try await handle(
                try await input.events(until: clock.now, isolation: isolation), &model, &loop, isolation: isolation)
            if ending == nil {
                model.advance(to: .zero)
                try draw(&model, &loop, due: loop.start)
                ending = try await run(&model, &loop, notices: notices, isolation: isolation)
            }
        } catch is CancellationError {
            ending = .interrupted(.interrupt)
        }
        let outcome = ending ?? .finished
        if model.changesWhenLeaving, loop.hasDrawn {
            loop.isEnding = true
            try output.show(model.draw(loop.state))
        }
        observers.send(outcome == .finished ? .finished : .interrupted)
        return outcome
    }

    /// Waits for each change or event in turn and carries it out, until one ends playback.
    private mutating func run<Model: PlayerModel>(
        _ model: inout Model, _ loop: inout Loop<Input.SourceClock>, notices: (inout Input) -> [Model.Notice],
        isolation: isolated (any Actor)?
    ) async throws -> PlaybackOutcome? {
        while true {
            let next = loop.nextChange(of: &model)
            if next == nil, model.endsWhenStill, !loop.isStopped(model) { return .finished }
            let events = try await input.events(until: loop.deadline(next, model: model), isolation: isolation)
            let heard = notices(&input)
            if !events.isEmpty || !heard.isEmpty {
                if let ending = try await handle(events, &model, &loop, isolation: isolation) { return ending }
                var redraws = false
                for notice in heard {
                    if let ending = obey(model.hear(notice), of: model, &loop, redraws: &redraws) { return ending }
                }
                if redraws { try output.show(model.draw(loop.state)) }
                continue
            }
            let now = clock.now
            if let end = loop.end, now >= end { return .finished }
            if let until = loop.statusUntil, now >= until {
                loop.status = nil
                loop.statusUntil = nil
                try output.show(model.draw(loop.state))
            }
            guard let next, !loop.isStopped(model), now >= loop.due(next) else { continue }
            loop.time = next
            let finishedLoop = loop.takeFinishedLoop()
            if let finishedLoop { observers.send(.loopFinished(loop: finishedLoop)) }
            // The last picture of the last loop stays: the end is not shown.
            if loop.reachedEnd { return .finished }
            model.advance(to: next)
            try draw(&model, &loop, due: loop.due(next))
        }
    }

    /// Shows the model as it is now, due at `due`, and tells the observers.
    private mutating func draw(
        _ model: inout some PlayerModel, _ loop: inout Loop<Input.SourceClock>, due: Input.SourceClock.Instant
    ) throws {
        try output.show(model.draw(loop.state))
        loop.hasDrawn = true
        observers.send(
            .frameShown(
                frame: loop.shownInLoop, loop: loop.loop, time: loop.time,
                lateness: due.duration(to: clock.now)))
    }

    /// Carries out what a key or a notice asks; returns how playback ends, if it ends it.
    private mutating func obey(
        _ command: PlayerCommand, of model: some PlayerModel, _ loop: inout Loop<Input.SourceClock>,
        redraws: inout Bool
    ) -> PlaybackOutcome? {
        switch command {
        case .ignore: break
        case .redraw: redraws = true
        case .quit: return .finished
        case .togglePause:
            loop.togglePause(of: model, at: clock.now)
            observers.send(loop.isPaused ? .paused : .resumed)
            redraws = true
        case .faster:
            loop.changeSpeed(faster: true, of: model, at: clock.now)
            redraws = true
        case .slower:
            loop.changeSpeed(faster: false, of: model, at: clock.now)
            redraws = true
        }
        return nil
    }

    /// How long keys that keep coming (a paste) are carried out before the picture they changed is drawn,
    /// so that a flood draws at most fifty pictures a second, not one a key.
    static var coalescingTime: Duration { .milliseconds(20) }

    /// Carries out `events` in order, and those that have come meanwhile, until none wait or
    /// ``coalescingTime`` has passed; then draws the picture once. Returns how playback ends, if an event
    /// ends it.
    private mutating func handle(
        _ events: [TerminalEvent], _ model: inout some PlayerModel, _ loop: inout Loop<Input.SourceClock>,
        isolation: isolated (any Actor)?
    ) async throws -> PlaybackOutcome? {
        let start = clock.now
        var events = events
        var redraws = false
        while true {
            let (ending, changed) = try carryOut(events, &model, &loop)
            if let ending { return ending }
            redraws = redraws || changed
            // A stop waits for the next call for events: it is not to be asked for here.
            guard redraws, !events.contains(.suspend), start.duration(to: clock.now) < Self.coalescingTime
            else { break }
            events = try await input.events(until: clock.now, isolation: isolation)
            if events.isEmpty { break }
        }
        if redraws { try output.show(model.draw(loop.state)) }
        return nil
    }

    /// Carries out `events` in order; returns how playback ends, if one ends it, and whether the picture
    /// changed.
    private mutating func carryOut(
        _ events: [TerminalEvent], _ model: inout some PlayerModel, _ loop: inout Loop<Input.SourceClock>
    ) throws -> (PlaybackOutcome?, Bool) {
        var redraws = false
        for event in events {
            switch event {
            case .interrupt(let interruption):
                return (.interrupted(interruption), redraws)
            case .key(let key):
                if let ending = obey(model.handle(key), of: model, &loop, redraws: &redraws) {
                    return (ending, redraws)
                }
            case .resize(let size):
                try output.resize(to: size)
                let wasStopped = loop.isStopped(model)
                guard model.resize(to: size) else { return (.finished, redraws) }
                loop.followPlayability(of: model, wasStopped: wasStopped, at: clock.now)
                redraws = true
            case .suspend:
                // The shell gets the terminal as the program would leave it.
                guard model.changesWhenLeaving else { continue }
                loop.isSuspending = true
                try output.show(model.draw(loop.state))
                loop.isSuspending = false
            case .resume:
                try output.restart()
                loop.rebase(at: clock.now)
                redraws = true
            }
        }
        return (nil, redraws)
    }
}

/// What one run of the loop keeps track of: when each source time is due, pauses, the speed, the loop
/// count and the end.
private struct Loop<LoopClock: Clock> where LoopClock.Duration == Duration {
    let start: LoopClock.Instant
    /// The clock instant of source time zero at the current speed.
    var origin: LoopClock.Instant
    var speed: Double
    /// The source time shown.
    var time = Duration.zero
    /// The source time held while paused or while the model cannot play; `nil` while time runs.
    var heldAt: Duration?
    var isPaused = false
    var status: String?
    var statusUntil: LoopClock.Instant?
    var isSuspending = false
    var isEnding = false
    /// Whether anything has been drawn: a model that cannot be shown from the start leaves nothing.
    var hasDrawn = false
    /// The source time playback ends at, from `.loops`.
    let sourceEnd: Duration?
    /// The clock instant playback ends at, from `.duration`.
    let end: LoopClock.Instant?
    let loopDuration: Duration?
    var loop = 0
    var shownInLoop = 0

    /// How long a status line, such as the new speed, stays on screen.
    static var statusTime: Duration { .seconds(2) }

    init(start: LoopClock.Instant, speed: Double, length: PlaybackLength, loopDuration: Duration?) {
        self.start = start
        origin = start
        self.speed = SpeedLadder.playable(speed)
        self.loopDuration = loopDuration
        switch length {
        case .loops(let count):
            sourceEnd = (loopDuration ?? .zero).saturated(times: max(0, count))
            end = nil
        case .forever:
            sourceEnd = nil
            end = nil
        case .duration(let duration):
            sourceEnd = nil
            end = start.advanced(by: max(.zero, duration.saturated))
        }
    }

    var state: PlayerState {
        PlayerState(isPaused: isPaused, speed: speed, status: status, isLeaving: isSuspending || isEnding)
    }

    /// The model's next change, held to the end of the last loop.
    func nextChange(of model: inout some PlayerModel) -> Duration? {
        // A change that is not later than now would never come: the model never changes again.
        let next = model.nextChange(after: time).flatMap { $0 > time ? $0 : nil }
        guard let sourceEnd else { return next }
        guard time < sourceEnd else { return nil }
        return min(next ?? sourceEnd, sourceEnd)
    }

    var reachedEnd: Bool { sourceEnd.map { time >= $0 } ?? false }

    /// When source time `time` is due on the clock.
    func due(_ time: Duration) -> LoopClock.Instant {
        origin.advanced(by: speed == 1 ? time.saturated : time.saturated(dividedBy: speed))
    }

    /// Whether source time stands still: paused, or the model cannot play.
    func isStopped(_ model: some PlayerModel) -> Bool { isPaused || !model.isPlayable }

    /// When to stop waiting for events: the next change while time runs, the end, the status's expiry.
    func deadline(_ next: Duration?, model: some PlayerModel) -> LoopClock.Instant? {
        var deadlines = [end, statusUntil]
        if !isStopped(model), let next { deadlines.append(due(next)) }
        return deadlines.compactMap { $0 }.min()
    }

    /// Counts the picture just reached; returns the loop it finished, if it finished one.
    mutating func takeFinishedLoop() -> Int? {
        let reached = loopDuration.map { time.wholeMultiples(of: $0) } ?? 0
        if reached > loop || reachedEnd {
            defer { (loop, shownInLoop) = (reached, 0) }
            return loop
        }
        shownInLoop += 1
        return nil
    }

    mutating func togglePause(of model: some PlayerModel, at now: LoopClock.Instant) {
        let wasStopped = isStopped(model)
        isPaused.toggle()
        status = nil
        statusUntil = nil
        followPlayability(of: model, wasStopped: wasStopped, at: now)
    }

    /// Holds source time where it is when it stops running, and starts it again from there, with no
    /// rush through the time between, when it runs again.
    mutating func followPlayability(of model: some PlayerModel, wasStopped: Bool, at now: LoopClock.Instant) {
        let stopped = isStopped(model)
        if stopped, !wasStopped {
            heldAt = max(time, sourceTime(at: now))
        } else if !stopped, wasStopped, let heldAt {
            origin = now.advanced(by: .zero - heldAt.saturated(dividedBy: speed))
            self.heldAt = nil
        }
    }

    /// After the program was stopped (Ctrl-Z), when no time can have passed: the picture shown is due
    /// now, and what fell due meanwhile is not rushed through.
    mutating func rebase(at now: LoopClock.Instant) {
        if heldAt == nil { origin = now.advanced(by: .zero - time.saturated(dividedBy: speed)) }
    }

    mutating func changeSpeed(faster: Bool, of model: some PlayerModel, at now: LoopClock.Instant) {
        let current = heldAt ?? max(time, sourceTime(at: now))
        speed = faster ? SpeedLadder.faster(than: speed) : SpeedLadder.slower(than: speed)
        origin = now.advanced(by: .zero - current.saturated(dividedBy: speed))
        status = "speed \(SpeedLadder.format(speed))×"
        statusUntil = now.advanced(by: Self.statusTime)
    }

    /// The source time now, as the clock runs at the current speed.
    private func sourceTime(at now: LoopClock.Instant) -> Duration {
        origin.duration(to: now).saturated(times: speed)
    }
}
