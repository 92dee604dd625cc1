import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a shell command line with the built `nature-cli` in `$NATURE_CLI`, for what only a shell can set
/// up: a pipeline under `set -o pipefail`, a closed standard output (`>&-`), another user (`setpriv`).
enum ShellCommand {
    /// Runs `script` with `shell -c` (bash unless told), standard input from /dev/null, and pipes for
    /// standard output and error. `NATURE_CLI` holds the path of the built executable; `environment` is added
    /// on top.
    static func run(_ script: String, shell: String = "/bin/bash", environment: [String: String] = [:]) throws
        -> CommandResult
    {
        let withCLI = ["NATURE_CLI": BuiltCLI.executable.path].merging(environment) { _, given in given }
        return try ProcessRunner.run(URL(fileURLWithPath: shell), ["-c", script], environment: withCLI)
    }

    /// `text` quoted for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Whether the tests run as root, for whom file permissions do not stop reading.
var isRunningAsRoot: Bool { geteuid() == 0 }
