import NatureKit

/// Events at set times, for playing in tests without a terminal, and for playing in real time with
/// no terminal at all (an empty script).
///
/// Each event is delivered once the clock reaches its time, counted from when the script was made; a
/// wait ends at the next scripted event, so on a ``ManualClock`` a whole session plays in no time.
/// After a `TerminalEvent.suspend` nothing happens until the next event, as for a stopped process:
///
/// ```swift
/// let clock = ManualClock()
/// let events = ScriptedEvents(clock: clock, [(.milliseconds(300), .key(.space)), (.seconds(1), .key(.space))])
/// ```
public struct ScriptedEvents<ScriptClock: Clock>: TerminalEventSource where ScriptClock.Duration == Duration {
    /// The clock the script's times are read on: the one playback runs on.
    public let clock: ScriptClock
    private let start: ScriptClock.Instant
    private var script: [(time: Duration, event: TerminalEvent)]
    /// Set once a `TerminalEvent.suspend` is delivered: as a stopped process does, the next wait
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
