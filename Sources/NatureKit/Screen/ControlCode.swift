/// Every escape sequence NatureKit and its terminal module send, in one place.
///
/// Renderers and the terminal session ask this type for bytes; no other file spells an escape
/// sequence, so what the terminal is told, and what must be undone on the way out, can be read here.
package enum ControlCode {
    static let escape = "\u{1B}"
    static let controlSequence = escape + "["

    // MARK: - Cursor

    /// Hides the cursor (DECTCEM reset).
    package static let hideCursor = controlSequence + "?25l"
    /// Shows the cursor (DECTCEM set).
    package static let showCursor = controlSequence + "?25h"

    /// Moves the cursor `count` rows up, or nothing for zero.
    static func cursorUp(_ count: Int) -> String {
        count > 0 ? controlSequence + "\(count)A" : ""
    }

    /// Moves the cursor `count` rows down, or nothing for zero.
    static func cursorDown(_ count: Int) -> String {
        count > 0 ? controlSequence + "\(count)B" : ""
    }

    /// Moves the cursor `count` columns right, or nothing for zero.
    static func cursorForward(_ count: Int) -> String {
        count > 0 ? controlSequence + "\(count)C" : ""
    }

    /// Moves the cursor to `row`, `column`, counted from 0 at the top left.
    package static func moveCursor(row: Int, column: Int) -> String {
        controlSequence + "\(row + 1);\(column + 1)H"
    }

    // MARK: - Modes

    /// Stops lines from wrapping at the right margin (DECAWM reset): a line written wider than the
    /// window, as a frame drawn just before a resize is handled can be, then cannot push the cursor
    /// down a row and throw off the next in-place redraw.
    package static let disableAutowrap = controlSequence + "?7l"
    /// Lets lines wrap at the right margin again, as terminals start (DECAWM set).
    package static let enableAutowrap = controlSequence + "?7h"

    // MARK: - Screens

    /// Switches to the alternate screen, which full-window programs draw on (xterm's mode 1049, which
    /// also saves the cursor).
    package static let enterAlternateScreen = controlSequence + "?1049h"
    /// Back to the main screen and its scrollback, as the program found them.
    package static let leaveAlternateScreen = controlSequence + "?1049l"
    /// Erases the whole screen.
    package static let eraseScreen = controlSequence + "2J"
    /// The cursor to the top-left corner.
    package static let cursorHome = controlSequence + "H"

    // MARK: - Erasing

    /// Erases the whole line the cursor is on.
    static let eraseLine = controlSequence + "2K"
    /// Erases from the cursor to the end of its line.
    static let eraseToEndOfLine = controlSequence + "K"
    /// Erases from the cursor to the end of the screen.
    static let eraseBelow = controlSequence + "J"

    // MARK: - Synchronized output

    /// Starts a synchronized update: the terminal holds what follows until the update ends, so it
    /// never shows half a frame. Terminals without the mode ignore it.
    package static let beginSynchronizedUpdate = controlSequence + "?2026h"
    /// Ends a synchronized update: the terminal shows what was drawn since it began.
    package static let endSynchronizedUpdate = controlSequence + "?2026l"

    // MARK: - Style (SGR)

    /// Back to the terminal's own colours and weight.
    package static let resetStyle = controlSequence + "0m"

    /// Selects `color` (the terminal's own for `nil`), bold or faint, starting from a reset. Faint is
    /// for what matters less than the picture: the key hints.
    package static func style(color: NamedColor?, bold: Bool, dim: Bool = false) -> String {
        var parameters = "0"
        if bold { parameters += ";1" }
        if dim { parameters += ";2" }
        if let color { parameters += ";\(color.foregroundCode)" }
        return controlSequence + parameters + "m"
    }
}
