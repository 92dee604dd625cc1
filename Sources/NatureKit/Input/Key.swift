/// A key the user pressed, decoded from what the terminal sent.
public enum Key: Hashable, Sendable {
    /// A printable character: a letter, a digit, a space, `?`, or any other that shows.
    case character(Character)
    /// Enter or Return.
    case enter
    /// Escape on its own, decided once nothing followed it for a moment.
    case escape
    /// Backspace (DEL).
    case backspace
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The right arrow.
    case right
    /// The left arrow.
    case left
    /// Control and a letter: `control("c")` is Ctrl-C. Tab is `control("i")`.
    case control(Character)
    /// A sequence no binding uses (a function key, Alt and a letter, a byte that is not UTF-8):
    /// read whole, so that none of its bytes acts as a key of its own.
    case unrecognized

    /// The space bar.
    public static let space = Key.character(" ")
}
