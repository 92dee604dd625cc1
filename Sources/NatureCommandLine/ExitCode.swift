import NatureKit
import NatureSystem

/// How `nature-cli` exits; the numbers are the BSD `sysexits` codes users and scripts rely on.
package enum ExitCode: Int32, CaseIterable {
    case success = 0
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: the catalog was read but breaks a rule.
    case badCatalog = 65
    /// EX_NOINPUT: the catalog is missing or cannot be read.
    case catalogUnreadable = 66
    /// EX_CANTCREAT: the `--cast` file cannot be written.
    case cannotCreate = 73
    /// EX_IOERR: standard output failed for a reason other than a closed pipe.
    case outputError = 74
    /// 128 + SIGHUP: the terminal went away.
    case hangUp = 129
    /// 128 + SIGINT.
    case interrupted = 130
    /// 128 + SIGQUIT.
    case quit = 131
    /// 128 + SIGTERM.
    case terminated = 143
}

extension ExitCode {
    /// What the status means, as help lists it.
    var summary: String {
        switch self {
        case .success: "ok"
        case .usage: "usage"
        case .badCatalog: "bad catalog data"
        case .catalogUnreadable: "catalog missing or unreadable"
        case .cannotCreate: "cast file cannot be written"
        case .outputError: "output error"
        case .hangUp: "SIGHUP"
        case .interrupted: "SIGINT (Ctrl-C)"
        case .quit: "SIGQUIT (Ctrl-\\)"
        case .terminated: "SIGTERM"
        }
    }
}

extension ExitCode {
    /// The statuses of a command that draws on a terminal, which a signal may end.
    static let signals: [ExitCode] = [.hangUp, .interrupted, .quit, .terminated]
}

extension ExitCode {
    /// How a program that `interruption` ended exits: its exit status, 128 and the signal's number.
    init(_ interruption: Interruption?) {
        self = interruption.flatMap { ExitCode(rawValue: $0.exitStatus) } ?? .interrupted
    }

    /// How a program that played to `outcome` exits.
    init(_ outcome: PlaybackOutcome) {
        self = ExitCode(rawValue: outcome.exitStatus) ?? .interrupted
    }
}
