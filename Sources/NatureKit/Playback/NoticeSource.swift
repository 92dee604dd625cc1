/// A source of terminal events that also hears of something else, such as a file watcher of a file's
/// saves: one more event source for the player's one loop, whose notices go to the model.
package protocol NoticeSource: TerminalEventSource {
    /// What the source tells of: a file saved or deleted, say.
    associatedtype Notice

    /// The notices that have arrived, oldest first, each taken once. ``events(until:isolation:)``
    /// returns as soon as one arrives, with whatever terminal events came with it.
    mutating func takeNotices() -> [Notice]
}
