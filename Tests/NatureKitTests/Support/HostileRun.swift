import Foundation
import Testing

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
        let withCLI = ["NATURE_CLI": NatureCLI.executable.path].merging(environment) { _, given in given }
        return try ProcessRunner.run(URL(fileURLWithPath: shell), ["-c", script], environment: withCLI)
    }

    /// `text` quoted for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Whether the tests run as root, for whom file permissions do not stop reading.
var isRunningAsRoot: Bool { geteuid() == 0 }

/// The scalars a terminal acts on instead of printing: C0 controls, DEL, C1 controls, and bidirectional
/// overrides and isolates.
func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// Records an issue unless `text` holds nothing a terminal would act on, line breaks aside, and was valid
/// UTF-8: a lone byte such as 0x9B (a C1 CSI to some terminals) decodes to U+FFFD and is caught as such.
func expectPrintableOutput(_ text: String, _ stream: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let unsafe = text.unicodeScalars.filter { ($0 != "\n" && isTerminalControl($0)) || $0 == "\u{FFFD}" }
    #expect(
        unsafe.isEmpty,
        "\(stream) holds \(unsafe.map { "U+" + String($0.value, radix: 16, uppercase: true) }): \(text.debugDescription)",
        sourceLocation: sourceLocation)
}

/// A new empty directory in the temporary folder, removed (made writable again first) when the value
/// goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("naturekit-hostile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) {
            for name in names { chmod(url.appendingPathComponent(name).path, 0o600) }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to a file called `name` in the directory; returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The path `name` would have in the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
