/// Something that happened while a ``Player`` played, as its observers hear of it: the one set of
/// lifecycle events for cards, browse and scenes alike.
public enum PlaybackEvent: Hashable, Sendable {
    /// A picture reached the output.
    ///
    /// - `frame`: how many pictures the loop showed before it (a card's frame index); `loop`: the loop
    ///   it belongs to, from 0 (always 0 for a source that does not loop, such as a scene);
    /// - `time`: the source time it shows, counted from the start at normal speed;
    /// - `lateness`: how long after its deadline on the clock it reached the output.
    case frameShown(frame: Int, loop: Int, time: Duration, lateness: Duration)
    /// The last picture of loop `loop` has been on screen for its full interval.
    case loopFinished(loop: Int)
    /// Playback paused (the space bar): nothing changes until it resumes.
    case paused
    /// Playback resumed after a pause, its schedule starting again from then.
    case resumed
    /// Playback ran to its end, a key ended it, or it could no longer be shown.
    case finished
    /// A signal or a cancelled task interrupted playback before its end.
    case interrupted
}

/// How playback ended.
public enum PlaybackOutcome: Hashable, Sendable {
    /// Playback ran to its end, a key ended it, or it stopped because it could no longer be shown.
    case finished
    /// A signal interrupted playback (a cancelled task counts as Ctrl-C); exit with its
    /// ``Interruption/exitStatus``.
    case interrupted(Interruption)

    /// The status a program that played to this outcome exits with, as shells expect: 0 when playback
    /// finished, and 128 and the signal's number when one interrupted it (130 for Ctrl-C).
    public var exitStatus: Int32 {
        switch self {
        case .finished: 0
        case .interrupted(let interruption): interruption.exitStatus
        }
    }
}

/// An object that hears every event of the players it is added to.
///
/// ```swift
/// final class PlaybackTally: PlaybackObserver {
///     private(set) var loopsFinished = 0
///
///     func observe(_ event: PlaybackEvent) {
///         if case .loopFinished = event { loopsFinished += 1 }
///     }
/// }
/// ```
///
/// Observers are held weakly: adding one does not keep it alive, so an observer that owns the player
/// makes no retain cycle.
public protocol PlaybackObserver: AnyObject {
    /// Hears one event, on the actor that plays.
    ///
    /// - Parameter event: What happened.
    func observe(_ event: PlaybackEvent)
}

/// Identifies an observer added to ``PlaybackObservers``, so that it can be removed again.
public struct ObserverToken: Hashable, Sendable {
    fileprivate let id: Int
}

/// The observers of one player: closures and observer objects, added and removed by token.
///
/// Each player has its own; there is no global registry.
///
/// ```swift
/// var pictures = 0
/// player.observers.add { event in
///     if case .frameShown = event { pictures += 1 }
/// }
/// ```
public struct PlaybackObservers {
    private var handlers: [(token: ObserverToken, handle: (PlaybackEvent) -> Void)] = []
    private var nextID = 0

    /// Creates a set with no observers.
    public init() {}

    /// Calls `handler` with every event from now on; returns the token that removes it.
    ///
    /// - Parameter handler: Called with each event, on the actor that plays.
    @discardableResult
    public mutating func add(_ handler: @escaping (PlaybackEvent) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextID)
        nextID += 1
        handlers.append((token, handler))
        return token
    }

    /// Tells `observer` of every event from now on, for as long as it lives; returns the token that
    /// removes it sooner.
    ///
    /// - Parameter observer: The observer to tell; held weakly.
    @discardableResult
    public mutating func add(_ observer: some PlaybackObserver) -> ObserverToken {
        add { [weak observer] event in observer?.observe(event) }
    }

    /// Stops telling the observer `token` was given for; removing it twice does nothing.
    ///
    /// - Parameter token: The token an `add` method returned.
    public mutating func remove(_ token: ObserverToken) {
        handlers.removeAll { $0.token == token }
    }

    /// The number of observers.
    package var count: Int { handlers.count }

    func send(_ event: PlaybackEvent) {
        for handler in handlers {
            handler.handle(event)
        }
    }
}
