/// A signal that asked a program to end, and the status a program it ends exits with.
public struct Interruption: Hashable, Sendable, CustomStringConvertible {
    /// The signal's number, the same on Linux and macOS for the four a terminal program hears.
    public let signal: Int32

    /// The interruption by signal number `signal`.
    ///
    /// - Parameter signal: The signal's number, such as 2 for SIGINT.
    public init(signal: Int32) {
        self.signal = signal
    }

    /// SIGHUP: the terminal went away.
    public static let hangup = Interruption(signal: 1)
    /// SIGINT, which Ctrl-C sends.
    public static let interrupt = Interruption(signal: 2)
    /// SIGQUIT, which Ctrl-\ sends.
    public static let quit = Interruption(signal: 3)
    /// SIGTERM, which `kill` sends.
    public static let terminate = Interruption(signal: 15)

    /// The status a program that this signal ended exits with, as shells report it: 128 and the
    /// signal's number (130 for Ctrl-C).
    public var exitStatus: Int32 { 128 + signal }

    /// The signal's name: `SIGINT`.
    public var description: String {
        switch signal {
        case 1: "SIGHUP"
        case 2: "SIGINT"
        case 3: "SIGQUIT"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
