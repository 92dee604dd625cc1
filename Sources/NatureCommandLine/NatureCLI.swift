import NatureKit
import NatureSystem

/// `nature-cli`: shows NatureKit's objects in a terminal. This file only dispatches; each command
/// lives in `Commands/`; the operating system is NatureSystem's.
///
/// Everything runs on the main actor, where `main.swift` starts it. An async function that is not
/// isolated would hop to the global executor instead, and that hop starts the runtime's threads: a
/// millisecond or more of every start, even for the commands that never wait.
@MainActor
package enum NatureCLI {
    /// Runs the command line the process was started with, and exits with its status.
    package static func main() async {
        // Before anything slow (a catalog of megabytes), so that every signal gets the program's status.
        ProcessControl.exitOnInterruptions()
        Terminal.ignoreBrokenPipes()
        ProcessControl.exit(await run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    /// Runs one command line and reports any failure on standard error.
    package static func run(_ arguments: [String]) async -> ExitCode {
        do {
            return try await execute(arguments)
        } catch {
            guard !error.isClosedOutput else { return .success }
            StandardStream.reportError("nature-cli: \(error.message)")
            if let usage = error.usage { StandardStream.reportError(Help.usage(for: usage)) }
            return error.exitCode
        }
    }

    private static func execute(_ arguments: [String]) async throws(CommandFailure) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try InvocationParser.parse(arguments)
        } catch {
            throw CommandFailure(error.pointingToShow())
        }
        if invocation.help {
            try invocation.print(HelpCommand.text(about: invocation.namesCommand ? invocation.command : nil))
            return .success
        }
        if invocation.version {
            try invocation.print(Program.version + "\n")
            return .success
        }
        if let shell = invocation.completionShell {
            try invocation.print(CompletionScript.text(for: shell, of: .natureCLI))
            return .success
        }
        if invocation.generatesManual {
            try invocation.print(ManualPage.text(of: .natureCLI))
            return .success
        }
        return try await Program.declaration(of: invocation.command).run(invocation)
    }
}
