/// Identifies an observer added to ``PlaybackObservers`` or ``SceneObservers``, so that it can be
/// removed again.
public struct ObserverToken: Hashable, Sendable {
    fileprivate let id: Int
}

/// Closures called with every event, added and removed by token: what ``PlaybackObservers`` and
/// ``SceneObservers`` both keep.
struct ObserverList<Event> {
    private var handlers: [(token: ObserverToken, handle: (Event) -> Void)] = []
    private var nextID = 0

    mutating func add(_ handler: @escaping (Event) -> Void) -> ObserverToken {
        let token = ObserverToken(id: nextID)
        nextID += 1
        handlers.append((token, handler))
        return token
    }

    mutating func remove(_ token: ObserverToken) {
        handlers.removeAll { $0.token == token }
    }

    var count: Int { handlers.count }

    func send(_ event: Event) {
        for handler in handlers {
            handler.handle(event)
        }
    }
}

/// A delegate that hears about playback, one method per event; each has a default that does nothing,
/// so implement only what you need.
///
/// ```swift
/// final class PlaybackTally: PlaybackDelegate {
///     private(set) var loopsFinished = 0
///
///     func playbackDidFinishLoop(_ loop: Int) {
///         loopsFinished += 1
///     }
/// }
/// ```
///
/// Delegates are held weakly: adding one does not keep it alive, so a delegate that owns the player
/// makes no retain cycle.
public protocol PlaybackDelegate: AnyObject {
    /// A frame reached the output.
    ///
    /// - Parameters:
    ///   - frame: The frame's index in the animation.
    ///   - loop: The loop it belongs to, from 0.
    ///   - lateness: How long after its deadline it was written.
    func playbackDidShowFrame(_ frame: Int, loop: Int, lateness: Duration)
    /// A loop finished.
    ///
    /// - Parameter loop: The loop that finished, from 0.
    func playbackDidFinishLoop(_ loop: Int)
    /// Playback paused.
    func playbackDidPause()
    /// Playback resumed after a pause.
    func playbackDidResume()
    /// Playback ran to its end.
    func playbackDidFinish()
    /// Playback was interrupted.
    func playbackWasInterrupted()
}

// MARK: - Default implementations

extension PlaybackDelegate {
    /// Does nothing by default.
    ///
    /// - Parameters:
    ///   - frame: The frame's index in the animation.
    ///   - loop: The loop it belongs to, from 0.
    ///   - lateness: How long after its deadline it was written.
    public func playbackDidShowFrame(_ frame: Int, loop: Int, lateness: Duration) {}
    /// Does nothing by default.
    ///
    /// - Parameter loop: The loop that finished, from 0.
    public func playbackDidFinishLoop(_ loop: Int) {}
    /// Does nothing by default.
    public func playbackDidPause() {}
    /// Does nothing by default.
    public func playbackDidResume() {}
    /// Does nothing by default.
    public func playbackDidFinish() {}
    /// Does nothing by default.
    public func playbackWasInterrupted() {}
}

/// The observers of one player: closures and delegates, added and removed by token.
///
/// Each player has its own; there is no global registry.
public struct PlaybackObservers {
    private var list = ObserverList<PlaybackEvent>()

    /// Creates a set with no observers.
    public init() {}

    /// Calls `handler` with every event from now on; returns the token that removes it.
    ///
    /// - Parameter handler: Called with each event, on the actor that plays.
    @discardableResult
    public mutating func add(_ handler: @escaping (PlaybackEvent) -> Void) -> ObserverToken {
        list.add(handler)
    }

    /// Tells `delegate` of every event from now on, for as long as it lives; returns the token that
    /// removes it sooner.
    ///
    /// - Parameter delegate: The delegate to tell; held weakly.
    @discardableResult
    public mutating func add(_ delegate: some PlaybackDelegate) -> ObserverToken {
        add { [weak delegate] event in
            guard let delegate else { return }
            switch event {
            case .frameShown(let frame, let loop, _, let lateness, _):
                delegate.playbackDidShowFrame(frame, loop: loop, lateness: lateness)
            case .loopFinished(let loop): delegate.playbackDidFinishLoop(loop)
            case .paused: delegate.playbackDidPause()
            case .resumed: delegate.playbackDidResume()
            case .finished: delegate.playbackDidFinish()
            case .interrupted: delegate.playbackWasInterrupted()
            }
        }
    }

    /// Stops telling the observer `token` was given for; removing it twice does nothing.
    ///
    /// - Parameter token: The token ``add(_:)-((PlaybackEvent)->Void)`` or ``add(_:)-(PlaybackDelegate)`` returned.
    public mutating func remove(_ token: ObserverToken) {
        list.remove(token)
    }

    /// The number of observers.
    public var count: Int { list.count }

    func send(_ event: PlaybackEvent) {
        list.send(event)
    }
}
