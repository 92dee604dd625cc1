/// The keys a playing card reads: ``SourceModel``'s handler, its footer and `--help` all read this table.
package enum CardKeys {
    package static let quit = KeyBinding(
        [.character("q"), .escape], label: "q, Esc", help: "end playback; the last frame stays on screen",
        hint: "q quit")
    package static let pause = KeyBinding([.space], label: "space", help: "pause and resume", hint: "space pause")
    /// Every key, in the order help lists them.
    package static let all = [quit, pause]
}

/// The dim line a card shows under its picture: the keys that work, and what it says while paused.
package struct PlaybackFooter: Hashable, Sendable {
    package var keys: String
    package var paused: String

    /// The footer a card shows: its keys' hints, and how to play on.
    package static let card = PlaybackFooter(
        keys: KeyBinding.hints(CardKeys.all).joined(separator: " · "),
        paused: "paused · \(CardKeys.pause.label) plays on")
}
