import Foundation
import Testing

/// A program a test needs from the system, such as `zsh` or `man`.
///
/// In CI (`CI=true`), where `.ci/run` installs them, a missing tool fails the test; elsewhere the test
/// is cancelled with the reason, so it never passes without having run.
enum RequiredTool {
    /// The path of `name` on `PATH`.
    static func path(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        try missing(name, "\(name) is not installed; .ci/run installs it", sourceLocation: sourceLocation)
    }

    /// `path`, a file that `package` installs, such as bash-completion's loader.
    static func file(
        _ path: String, package: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        if FileManager.default.fileExists(atPath: path) { return path }
        try missing(
            package, "\(path) is not there: the \(package) package is not installed; .ci/run installs it",
            sourceLocation: sourceLocation)
    }

    /// Fails the test for `reason` in CI, which should have installed `name`; cancels it elsewhere.
    private static func missing(_ name: String, _ reason: String, sourceLocation: SourceLocation) throws -> Never {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
            throw Missing(name: name)
        }
        try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation)
    }

    struct Missing: Error {
        var name: String
    }
}
