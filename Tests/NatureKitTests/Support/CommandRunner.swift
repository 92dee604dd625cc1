import Foundation
import Testing

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

/// Runs the `nature-cli` that `swift build` placed beside the test binary.
enum NatureCLI {
    /// The built executable: searched for from the test binary's folder upwards.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("nature-cli")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/nature-cli")
    }()

    /// Runs with pipes for standard output and error, standard input from /dev/null.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try ProcessRunner.run(executable, arguments, environment: environment)
    }
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
        while !errorData.isComplete { usleep(1000) }
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// Bytes filled in by a reader thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var complete = false

    func append(_ more: Data, finished: Bool = true) {
        lock.withLock {
            data.append(more)
            complete = finished
        }
    }

    var value: Data { lock.withLock { data } }
    var isComplete: Bool { lock.withLock { complete } }
}
