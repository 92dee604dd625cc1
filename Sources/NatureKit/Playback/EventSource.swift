/// Where a ``Player`` hears from its terminal, and how it waits for the next thing to do: a terminal
/// session, or a script in a test. The twin of ``CanvasOutput``.
///
/// The player waits in one place: it asks for events until the deadline of its next change, so that
/// it wakes once per update, or at once for a key, a resize or a signal.
///
/// ```swift
/// /// Plays in real time with no terminal: nothing ever happens but the time.
/// struct Quiet: EventSource {
///     let clock = ContinuousClock()
///
///     mutating func events(
///         until deadline: ContinuousClock.Instant?, isolation: isolated (any Actor)?
///     ) async throws -> [TerminalEvent] {
///         guard let deadline else { throw CancellationError() }
///         try await clock.sleep(until: deadline)
///         return []
///     }
/// }
/// ```
///
/// ## Implementing
///
/// Return at once with the events that have arrived since the last call, oldest first. When none has,
/// wait until one arrives or the clock reaches `deadline`, whichever comes first, and return what came,
/// or nothing at the deadline. A `nil` deadline means there is nothing to do until an event arrives.
/// Throw `CancellationError` if the task is cancelled while waiting.
public protocol EventSource {
    /// The clock the source's deadlines are read on: the player's clock.
    associatedtype SourceClock: Clock where SourceClock.Duration == Duration

    /// The clock deadlines are given on.
    var clock: SourceClock { get }

    /// The events that have arrived, waiting until `deadline` for one if none has.
    ///
    /// - Parameters:
    ///   - deadline: When to return empty-handed; `nil` to wait for an event however long.
    ///   - isolation: The actor the player plays on, which the source stays on.
    mutating func events(until deadline: SourceClock.Instant?, isolation: isolated (any Actor)?) async throws
        -> [TerminalEvent]
}

/// Events at set times, for playing in tests without a terminal, and for playing in real time with
/// no terminal at all (an empty script).
///
/// Each event is delivered once the clock reaches its time, counted from when the script was made; a
/// wait ends at the next scripted event, so on a ``ManualClock`` a whole session plays in no time.
/// After a ``TerminalEvent/suspend`` nothing happens until the next event, as for a stopped process:
///
/// ```swift
/// let clock = ManualClock()
/// let events = ScriptedEvents(clock: clock, [(.milliseconds(300), .key(.space)), (.seconds(1), .key(.space))])
/// ```
public struct ScriptedEvents<ScriptClock: Clock>: EventSource where ScriptClock.Duration == Duration {
    /// The clock the script's times are read on: the one playback runs on.
    public let clock: ScriptClock
    private let start: ScriptClock.Instant
    private var script: [(time: Duration, event: TerminalEvent)]
    /// Set once a ``TerminalEvent/suspend`` is delivered: as a stopped process does, the next wait
    /// lasts until the next event, whatever its deadline.
    private var isStopped = false

    /// A script of `events`, each delivered at its time from now on `clock`.
    ///
    /// - Parameters:
    ///   - clock: The clock the script's times are read on.
    ///   - events: Each event with its time from now, in order.
    public init(clock: ScriptClock, _ events: [(time: Duration, event: TerminalEvent)] = []) {
        self.clock = clock
        start = clock.now
        script = events
    }

    /// Whether every event has been delivered.
    public var isFinished: Bool { script.isEmpty }

    /// The events whose time has come, waiting until `deadline` or the next event's time if none has.
    ///
    /// - Parameters:
    ///   - deadline: When to return empty-handed; `nil` to wait for the next event. Waiting with no
    ///     deadline after the last event stops the program: nothing would ever come.
    ///   - isolation: The actor the player plays on.
    public mutating func events(
        until deadline: ScriptClock.Instant?, isolation: isolated (any Actor)?
    ) async throws -> [TerminalEvent] {
        let due = takeDue()
        guard due.isEmpty else { return due }
        let next = script.first.map { start.advanced(by: $0.time) }
        guard let wake = isStopped ? next : [deadline, next].compactMap({ $0 }).min() else {
            preconditionFailure("the player waits for an event, and the script has no more")
        }
        if wake > clock.now { try await clock.sleep(until: wake, tolerance: nil) }
        return takeDue()
    }

    private mutating func takeDue() -> [TerminalEvent] {
        let elapsed = start.duration(to: clock.now)
        let due = script.prefix { $0.time <= elapsed }
        script.removeFirst(due.count)
        if !due.isEmpty { isStopped = due.last?.event == .suspend }
        return due.map(\.event)
    }
}
