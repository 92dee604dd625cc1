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
