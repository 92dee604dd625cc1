import Foundation

/// Runs the `nature-cli` that `swift build` placed beside the test binary.
enum BuiltCLI {
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
