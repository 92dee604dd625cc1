import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run of the built `nature-cli` produced.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a program to its end and collects what it printed.
enum ProcessRunner {
    /// Runs `executable` with pipes for standard output and error and standard input from /dev/null, in
    /// this process's environment without `NO_COLOR`, plus `environment`.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "NO_COLOR")
        merged.merge(environment) { _, new in new }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let errorData = LockedData()
        let errorReader = Thread { errorData.append(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        waitUntil(seconds: 60) { errorData.isComplete }
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}
