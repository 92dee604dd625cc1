import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What standard output's terminal can do, read once: whether it takes escape sequences, its size,
/// and whether to colour.
///
/// ```swift
/// let terminal = Terminal(color: .auto)
/// if terminal.isCapable, let size = terminal.size { print("a \(size) terminal") }
/// ```
public struct Terminal: Sendable {
    /// Whether standard output is a terminal that understands escape sequences: a tty, and `TERM`
    /// set to something other than `dumb`.
    public let isCapable: Bool
    /// The window's size when standard output is a capable terminal: as the terminal tells it, or, when
    /// it cannot tell, `COLUMNS` by `LINES` if both are set.
    public let size: Size?
    /// Whether to colour: `always`; or `auto` on a capable terminal with `NO_COLOR` unset or empty.
    public let colored: Bool

    /// Reads what standard output's terminal can do.
    ///
    /// - Parameter color: The colour mode the user asked for.
    public init(color: ColorMode) {
        let isCapable = Self.standardOutputIsCapable
        self.isCapable = isCapable
        size = isCapable ? Self.currentSize ?? Self.environmentSize : nil
        colored =
            switch color {
            case .always: true
            case .never: false
            case .auto: isCapable && (Self.environment("NO_COLOR") ?? "").isEmpty
            }
    }

    private static var standardOutputIsCapable: Bool {
        guard StandardStream.output.isTerminal else { return false }
        guard let term = environment("TERM"), !term.isEmpty, term != "dumb" else { return false }
        return true
    }

    /// The window size of standard output's terminal now, or `nil` if it cannot be read.
    public static var currentSize: Size? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// How many columns text for a reader may take, as help is wrapped: `COLUMNS` when it is a whole
    /// number above zero, else the width of standard output's window, else 80.
    package static var textColumns: Int {
        if let columns = environment("COLUMNS").flatMap(Int.init), columns > 0 { return columns }
        return currentSize?.columns ?? Size.standard.columns
    }

    /// `COLUMNS` by `LINES`, when both are whole numbers above zero.
    public static var environmentSize: Size? {
        guard let columns = environment("COLUMNS").flatMap(Int.init), columns > 0,
            let rows = environment("LINES").flatMap(Int.init), rows > 0
        else { return nil }
        return Size(columns: columns, rows: rows)
    }

    /// The value of the environment variable `name`, if it is set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Makes a closed pipe an EPIPE error from `write` instead of a silent kill, so that output can
    /// end quietly and the terminal be restored. Call it once, at the start of the program.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
