import Foundation
import NatureKitTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nature-cli validate --watch`, run for real: a file saved, half-written, replaced by rename, deleted and
/// made again, each seen and checked, and Ctrl-C ending the watch with 0.
@Suite("nature-cli validate --watch")
struct ValidateWatchTests {
    @Test("Every save is checked again with its time, through a half-written file, a rename and a delete")
    func watchesEverySave() throws {
        let watch = try WatchedRun(holding: CatalogFixtures.valid)
        let (directory, file) = (watch.directory, watch.file)
        let valid = "\(file): valid, 3 objects, 8 images"

        try watch.waitForStdout(lines: 1)
        #expect(watch.stdoutLines.last?.hasSuffix("] " + valid) == true)

        // Half a file, as an editor's slow write leaves it: a problem, and the watch goes on.
        let text = CatalogFixtures.valid.bytes
        try Data(text.prefix(text.count / 2)).write(to: URL(fileURLWithPath: file))
        try watch.waitForStderr { $0.contains { $0.hasSuffix("problem found") } }
        #expect(watch.stderrLines.contains { $0.contains("] \(file): objects") || $0.contains("] \(file): top level") })

        // Saved by rename, as many editors do.
        let temporary = try directory.write(text, to: ".watched.json.swp")
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.moveItem(atPath: temporary, toPath: file)
        try watch.waitForStdout(lines: 2)
        #expect(watch.stdoutLines.last?.hasSuffix("] " + valid) == true)

        // Deleted, then made again.
        try FileManager.default.removeItem(atPath: file)
        try watch.waitForStderr { $0.contains { $0.hasSuffix("deleted; waiting for it to be saved again") } }
        _ = try directory.write(text, to: "watched.json")
        try watch.waitForStdout(lines: 3)

        // An ordinary save of a broken catalog.
        try Data(CatalogFixtures.valid.setting(["objects", 0, "color"], to: "cyna").bytes)
            .write(to: URL(fileURLWithPath: file))
        try watch.waitForStderr { $0.contains { $0.contains(#"unknown color "cyna""#) } }

        #expect(try watch.interrupt() == 0)
    }

    @Test("Every line of a failing round starts with its time, each problem as well as the count")
    func everyLineStamped() throws {
        let broken = CatalogFixtures.valid.setting(["objects", 0, "color"], to: "cyna")
            .setting(["objects", 1, "color"], to: "bleu")
        let watch = try WatchedRun(holding: broken)
        try watch.waitForStderr { $0.contains { $0.hasSuffix("2 problems found") } }
        let lines = watch.stderrLines
        #expect(lines.count == 3)
        let stamp = try Regex(#"^\[\d\d:\d\d:\d\d\] "#)
        for line in lines { #expect(line.firstMatch(of: stamp) != nil, "\(line)") }
        #expect(lines.contains { $0.contains(#"unknown color "cyna""#) })
        #expect(try watch.interrupt() == 0)
    }
}

extension ValidateWatchTests {
    @Test("A path replaced by a link to /dev/zero, a FIFO or a folder is named for what it became, not deleted")
    func replacedByWhatIsNotAFile() throws {
        let watch = try WatchedRun(holding: CatalogFixtures.valid)
        let (directory, file) = (watch.directory, watch.file)
        try watch.waitForStdout(lines: 1)

        let replacements: [(make: () throws -> Void, says: String)] = [
            (
                { try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/dev/zero") },
                #"replaced by a link to "/dev/zero", a character device"#
            ),
            ({ _ = mkfifo(file, 0o600) }, "replaced by a FIFO (named pipe)"),
            (
                { try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false) },
                "replaced by a folder"
            ),
            (
                { try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "nowhere.json") },
                #"replaced by a link to "nowhere.json", which does not exist"#
            ),
        ]
        for (round, replacement) in replacements.enumerated() {
            try FileManager.default.removeItem(atPath: file)
            try replacement.make()
            let expected = "\(file): \(replacement.says); waiting for a catalog file to be saved there"
            try watch.waitForStderr { $0.contains { $0.hasSuffix(expected) } }
            // And back to a catalog, which is checked again.
            try FileManager.default.removeItem(atPath: file)
            _ = try directory.write(CatalogFixtures.valid.bytes, to: "watched.json")
            try watch.waitForStdout(lines: round + 2)
        }
        #expect(watch.stderrLines.allSatisfy { !$0.contains("not a regular file") })
        #expect(try watch.interrupt() == 0)
    }
}

/// `nature-cli validate --watch` running on `watched.json` in a folder of its own, its output collected line
/// by line as it comes.
private final class WatchedRun: @unchecked Sendable {
    /// Generous, for a loaded machine: the watch itself answers within milliseconds.
    static let timeout: TimeInterval = 20

    /// The folder the watched file is in, for the tests to save, rename and delete in.
    let directory: TemporaryDirectory
    /// The watched file's path.
    let file: String
    private let process = Process()
    private let stdout = LockedData()
    private let stderr = LockedData()
    private let pipes = [Pipe(), Pipe()]

    /// Starts watching a file that holds `catalog`.
    init(holding catalog: JSONFixture) throws {
        directory = try TemporaryDirectory()
        file = try directory.write(catalog.bytes, to: "watched.json")
        process.executableURL = BuiltCLI.executable
        process.arguments = ["validate", "--watch", file]
        process.standardInput = FileHandle.nullDevice
        for (pipe, collected) in zip(pipes, [stdout, stderr]) {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                collected.append(handle.availableData, finished: false)
            }
            if collected === stdout { process.standardOutput = pipe } else { process.standardError = pipe }
        }
        try process.run()
    }

    var stdoutLines: [String] { Self.lines(stdout) }
    var stderrLines: [String] { Self.lines(stderr) }

    private static func lines(_ data: LockedData) -> [String] {
        String(decoding: data.value, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func waitForStdout(lines count: Int, timeout: TimeInterval = WatchedRun.timeout) throws {
        try wait(timeout: timeout, for: "\(count) lines on stdout") { self.stdoutLines.count >= count }
    }

    func waitForStderr(timeout: TimeInterval = WatchedRun.timeout, _ condition: @escaping ([String]) -> Bool) throws {
        try wait(timeout: timeout, for: "a line on stderr") { condition(self.stderrLines) }
    }

    /// Polls for output; only the test's patience is timed here, never the watch's schedule.
    private func wait(timeout: TimeInterval, for what: String, _ condition: () -> Bool) throws {
        guard waitUntil(seconds: timeout, { condition() || !process.isRunning }), condition() else {
            throw WatchError(message: "waited for \(what); stdout: \(stdoutLines), stderr: \(stderrLines)")
        }
    }

    /// Sends Ctrl-C's signal and returns the exit status.
    func interrupt() throws -> Int32 {
        process.interrupt()
        try wait(timeout: Self.timeout, for: "the exit") { !process.isRunning }
        return process.terminationStatus
    }

    /// Ends the watch if it still runs, and lets go of the pipes' handlers, which would otherwise keep
    /// the collected output alive for as long as the test process runs: here, so that every way out of a
    /// test, a thrown error included, stops the watch without each test saying so.
    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        for pipe in pipes { pipe.fileHandleForReading.readabilityHandler = nil }
    }

    struct WatchError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
