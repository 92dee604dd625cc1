import NatureKit
import NatureSystem

/// A command that cannot go on: what to tell the user, and how to exit.
struct CommandFailure: Error {
    var message: String
    var exitCode: ExitCode
    /// The usage to print after the message, for usage errors.
    var usage: UsageError.Usage?
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
        usage = error.usage
    }

    init(_ error: CatalogError) {
        message = error.commandLineDescription
        exitCode = error.isUnreadable ? .catalogUnreadable : .badCatalog
    }

    /// The `--cast` file cannot be opened or written, or would replace the catalog or standard output.
    init(cast error: OutputFile.Failure) {
        // The whole path, however long: it is what the user must fix.
        message = "cannot write the cast to \(TerminalText.quoted(error.path, limit: .max)): \(error.explanation)"
        exitCode = .cannotCreate
    }

    /// A recording made without a terminal failed: the cast's file, or the recording itself.
    init(recording error: any Error) {
        if let error = error as? OutputFile.Failure {
            self.init(cast: error)
        } else {
            self.init(message: "recording failed: \(error)", exitCode: .cannotCreate)
        }
    }

    /// How a command that drew on the terminal in `session` ends after `error`, thrown while `doing`
    /// (`"playback"`): the cast's failure or the output's is reported, except a write that failed
    /// because a signal came (given up while the terminal was not reading, or refused by a terminal
    /// that hung up), which ends as the signal asked; the session drops what the terminal never took.
    static func exitCode(after error: any Error, in session: TerminalSession, doing: String) throws(CommandFailure)
        -> ExitCode
    {
        switch error {
        case let error as OutputFile.Failure:
            throw CommandFailure(cast: error)
        case let error as StandardStream.WriteError:
            if error.isAbandoned || session.interruption != nil { return ExitCode(session.interruption) }
            throw CommandFailure(error)
        default:
            throw CommandFailure(message: "\(doing) failed: \(error)", exitCode: .outputError)
        }
    }

    init(_ error: StandardStream.WriteError) {
        message = "cannot write to standard output: \(error.message)"
        exitCode = .outputError
        isClosedOutput = error.isClosedPipe
    }
}
