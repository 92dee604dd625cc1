/// What a ``Player`` plays, beyond a source's pictures: the keys it reads, what a new window size does
/// to it, and everything drawn around the pictures (a footer, a status line, the help). A card, browse
/// and a scene are each one, and the player's one loop runs them all. So is `validate --watch`, which
/// draws nothing and hears a file watcher's notices besides the terminal's events.
package protocol PlayerModel {
    /// What the model hears from a ``NoticeSource`` besides terminal events, such as a file's saves;
    /// `Never` for a model that hears only the terminal.
    associatedtype Notice = Never

    /// The length of one loop, for ``PlaybackLength/loops(_:)``; `nil` for a model that never repeats.
    var loopDuration: Duration? { get }
    /// Whether playback ends once nothing will change again: a card's does, browse and a scene wait
    /// for keys.
    var endsWhenStill: Bool { get }
    /// Whether time may run: false while the window is too small to draw in.
    var isPlayable: Bool { get }
    /// Whether the picture left behind differs from the one playing (a card's key hint goes), so
    /// that it is drawn once more when playback ends and before the program is stopped.
    var changesWhenLeaving: Bool { get }
    /// The source time of the first change after `time`, or `nil` if nothing changes again.
    mutating func nextChange(after time: Duration) -> Duration?
    /// Carries out everything due by source time `time`.
    mutating func advance(to time: Duration)
    /// The whole picture as it is now, with what the player's `state` shows.
    mutating func draw(_ state: PlayerState) -> Canvas
    /// What `key` asks of the player.
    mutating func handle(_ key: Key) -> PlayerCommand
    /// Takes the window's new size; false when the model can no longer be shown and playback ends.
    mutating func resize(to size: Size) -> Bool
    /// What `notice` asks of the player.
    mutating func hear(_ notice: Notice) -> PlayerCommand
}

extension PlayerModel {
    package var endsWhenStill: Bool { false }
    package var isPlayable: Bool { true }
    package var changesWhenLeaving: Bool { false }
}

extension PlayerModel where Notice == Never {
    package mutating func hear(_ notice: Never) -> PlayerCommand {}
}

/// What a key or a notice asks of a ``Player``.
package enum PlayerCommand: Hashable, Sendable {
    /// Nothing.
    case ignore
    /// Draw again: the model changed what it shows.
    case redraw
    /// End playback.
    case quit
    /// Pause, or play on.
    case togglePause
    /// One step up the speed ladder.
    case faster
    /// One step down the speed ladder.
    case slower
}

/// What the player's loop shows besides the model's own pictures.
package struct PlayerState: Hashable, Sendable {
    /// Whether playback is paused.
    package var isPaused = false
    /// How fast the source's time runs.
    package var speed = 1.0
    /// A passing message, such as the new speed.
    package var status: String?
    /// Whether this is the last picture before the program gives the terminal up, for good or while it
    /// is stopped: keys that no longer work are not shown.
    package var isLeaving = false
}
