/// Something that happened while a scene played, as ``SceneObservers`` hear of it.
public enum SceneEvent: Hashable, Sendable {
    /// An update reached the output.
    ///
    /// - `time`: the scene time it was due at, counted from the start at normal speed;
    /// - `lateness`: how long after its deadline on the clock it was written;
    /// - `cells`: how many cells it wrote; `bytes`: how many bytes that took.
    case updated(time: Duration, lateness: Duration, cells: Int, bytes: Int)
    /// The scene paused (the space bar): nothing moves until it resumes.
    case paused
    /// The scene resumed after a pause, its schedule starting again from then.
    case resumed
    /// The scene ended: its duration ran out, or a key asked it to.
    case finished
    /// The scene was interrupted (Ctrl-C, a signal, a cancelled task).
    case interrupted
}

/// The observers of one ``ScenePlayer``: closures added and removed by token, as a ``Player``'s
/// ``PlaybackObservers`` are.
///
/// ```swift
/// var updates = 0
/// player.observers.add { event in
///     if case .updated = event { updates += 1 }
/// }
/// ```
public struct SceneObservers {
    private var list = ObserverList<SceneEvent>()

    /// Creates a set with no observers.
    public init() {}

    /// Calls `handler` with every event from now on; returns the token that removes it.
    ///
    /// - Parameter handler: Called with each event, on the actor that plays.
    @discardableResult
    public mutating func add(_ handler: @escaping (SceneEvent) -> Void) -> ObserverToken {
        list.add(handler)
    }

    /// Stops telling the observer `token` was given for; removing it twice does nothing.
    ///
    /// - Parameter token: The token ``add(_:)`` returned.
    public mutating func remove(_ token: ObserverToken) {
        list.remove(token)
    }

    /// The number of observers.
    public var count: Int { list.count }

    func send(_ event: SceneEvent) {
        list.send(event)
    }
}
