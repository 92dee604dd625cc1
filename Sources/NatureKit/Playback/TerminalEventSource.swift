/// Where a ``Player`` hears from its terminal, and how it waits for the next thing to do: a terminal
/// session, or a script in a test. The twin of ``CanvasOutput``.
///
/// The player waits in one place: it asks for events until the deadline of its next change, so that
/// it wakes once per update, or at once for a key, a resize or a signal.
///
/// ```swift
/// /// Plays in real time with no terminal: nothing ever happens but the time.
/// struct Quiet: TerminalEventSource {
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
public protocol TerminalEventSource {
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

/// The name ``TerminalEventSource`` had before the player heard more than one kind of event.
@available(*, deprecated, renamed: "TerminalEventSource")
public typealias EventSource = TerminalEventSource
