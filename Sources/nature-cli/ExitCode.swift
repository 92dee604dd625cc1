import NatureKit

/// How `nature-cli` exits; the numbers are the BSD `sysexits` codes users and scripts rely on.
enum ExitCode: Int32 {
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
    /// 128 + SIGINT.
    case interrupted = 130
    /// 128 + SIGTERM.
    case terminated = 143
}

/// A command that cannot go on: what to tell the user, and how to exit.
struct CommandFailure: Error {
    var message: String
    var exitCode: ExitCode
    /// The command whose usage to print after the message, for usage errors.
    var usageOf: Command?
    var printsUsage = false
    /// Standard output was a pipe whose reader has gone (`nature-cli list | head -1`): not worth a
    /// message, since the reader has what it wanted.
    var isClosedOutput = false

    init(message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    init(_ error: UsageError) {
        message = error.message
        exitCode = .usage
        usageOf = error.command
        printsUsage = true
    }

    init(_ error: CatalogError) {
        message = error.description
        exitCode = error.isUnreadable ? .catalogUnreadable : .badCatalog
    }

    init(_ error: StandardStream.WriteError) {
        message = "cannot write to standard output: \(error.message)"
        exitCode = .outputError
        isClosedOutput = error.isClosedPipe
    }
}
