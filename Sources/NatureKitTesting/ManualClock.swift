import NatureKit
import Synchronization

/// A clock whose time moves only when something sleeps on it or ``advance(by:)`` is called.
///
/// Sleeping returns at once with the time set to the deadline, so a whole animation plays in no
/// real time at all while every deadline is still met exactly: tests use it to check a schedule
/// without sleeping, and `nature-cli --cast` uses it to record when there is no terminal to play on.
public final class ManualClock: Clock, Sendable {
    /// A point in a manual clock's time: an offset from when the clock was made.
    public struct Instant: InstantProtocol, Sendable {
        /// Time since the clock was made.
        public var offset: Duration

        /// The instant `offset` after the clock was made.
        ///
        /// - Parameter offset: Time since the clock was made.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later; held about 146 billion years either way from the clock's start
        /// (2^62 seconds) rather than overflowing.
        ///
        /// - Parameter duration: How far to move.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset.saturated(plus: duration)) }
        /// The time from this instant to `other`, held as ``advanced(by:)`` holds it.
        ///
        /// - Parameter other: The later instant, or an earlier one for a negative duration.
        public func duration(to other: Instant) -> Duration { other.offset.saturated(minus: offset) }
        /// Whether `lhs` comes first.
        ///
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleeps: [Instant] = []
    }

    private let state = Mutex(State())
    /// Whether ``sleeps`` keeps every deadline: a test reads them, while a recording that runs for hours
    /// keeps none, so that its memory does not grow with its length.
    private let keepsSleeps: Bool

    /// Creates a clock at time zero that keeps every deadline slept until.
    public convenience init() {
        self.init(keepingSleeps: true)
    }

    /// Creates a clock at time zero that keeps the deadlines slept until only when `keepingSleeps`.
    ///
    /// - Parameter keepingSleeps: Whether ``sleeps`` records each deadline.
    package init(keepingSleeps: Bool) {
        keepsSleeps = keepingSleeps
    }

    /// The clock's current time.
    public var now: Instant { state.withLock { $0.now } }
    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Every deadline slept until, in order; empty for a clock made with `keepingSleeps: false`.
    package var sleeps: [Instant] { state.withLock { $0.sleeps } }

    /// Records `deadline` and moves the time to it at once; throws if the task is cancelled.
    ///
    /// - Parameters:
    ///   - deadline: The instant to move to.
    ///   - tolerance: Ignored: a manual clock is always exact.
    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            if keepsSleeps { state.sleeps.append(deadline) }
            if state.now < deadline { state.now = deadline }
        }
    }

    /// Moves the time forward by `duration`.
    ///
    /// - Parameter duration: How far to move the time.
    public func advance(by duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: duration) }
    }
}
