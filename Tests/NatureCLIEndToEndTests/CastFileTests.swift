import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--cast <file>`: the file is opened before playback, a path that cannot be written fails at once
/// with one line and 73, the catalog being read is never overwritten, and events reach the file as
/// they happen.
@Suite("--cast files")
struct CastFileTests {
    struct Unwritable: Sendable, CustomTestStringConvertible {
        var name: String
        /// The cast's path inside a fresh directory, where `DIR` stands for the directory.
        var path: String
        var reason: String
        var testDescription: String { name }
    }

    static let unwritable: [Unwritable] = [
        Unwritable(name: "a missing directory", path: "DIR/missing/x.cast", reason: "no such directory"),
        Unwritable(name: "a directory", path: "DIR", reason: "it is a directory"),
        Unwritable(
            name: "a file used as a directory", path: "DIR/file/x.cast", reason: "a part of the path is not a directory"
        ),
    ]

    @Test("A path that cannot be written fails at once: 73, one plain line, nothing played", arguments: unwritable)
    func unwritablePath(_ testCase: Unwritable) throws {
        let directory = try TemporaryDirectory()
        try directory.write([], to: "file")
        let path = testCase.path.replacingOccurrences(of: "DIR", with: directory.url.path)
        // On a terminal, where playback would otherwise run for 50 loops first.
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "50", "--cast", path])
        let started = Date()
        #expect(run.waitForExit() == 73)
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(run.output == "nature-cli: cannot write the cast to \"\(path)\": \(testCase.reason)\r\n")

        let piped = try BuiltCLI.run(["show", "Bird", "--cast", path])
        #expect(piped.status == 73)
        #expect(piped.stdout.isEmpty)
        #expect(piped.stderr == "nature-cli: cannot write the cast to \"\(path)\": \(testCase.reason)\n")
    }

    @Test("A read-only directory is refused with 73", .enabled(if: !isRunningAsRoot, "root writes anywhere"))
    func readOnlyDirectory() throws {
        let directory = try TemporaryDirectory()
        chmod(directory.url.path, 0o500)
        defer { chmod(directory.url.path, 0o700) }
        let path = directory.path("x.cast")
        let result = try BuiltCLI.run(["show", "Bird", "--cast", path])
        #expect(result.status == 73)
        #expect(result.stderr == "nature-cli: cannot write the cast to \"\(path)\": permission denied\n")
    }

    @Test("The catalog being read is never the cast, by any name: itself, a symbolic link, a hard link")
    func catalogIsRefused() throws {
        let directory = try TemporaryDirectory()
        let bytes = Array(try Data(contentsOf: ExplainRepeatTests.builtInCatalog))
        let catalog = try directory.write(bytes, to: "objects.json")
        symlink(catalog, directory.path("symbolic.json"))
        link(catalog, directory.path("hard.json"))
        for cast in [catalog, directory.path("symbolic.json"), directory.path("hard.json")] {
            let result = try BuiltCLI.run(["--catalog", catalog, "--loops", "1", "--cast", cast])
            #expect(result.status == 73)
            #expect(result.stderr == "nature-cli: cannot write the cast to \"\(cast)\": it is the catalog being read\n")
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: catalog))) == bytes)
        }
    }

    /// Each line of the cast at `path` parsed as JSON; the first must be a version 2 header.
    static func castLines(at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Any] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let parsed = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let header = try #require(parsed.first as? [String: Any], sourceLocation: sourceLocation)
        #expect(header["version"] as? Int == 2, sourceLocation: sourceLocation)
        return parsed
    }

    /// What a folder holds besides `expected`: a recording leaves no temporary file behind.
    static func strayFiles(in directory: TemporaryDirectory, besides expected: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { !expected.contains($0) }
    }

    @Test("A catalog read from standard input is never the cast: 73, and the file is intact")
    func standardInputCatalogIsRefused() throws {
        let directory = try TemporaryDirectory()
        let bytes = Array(try Data(contentsOf: ExplainRepeatTests.builtInCatalog))
        let catalog = try directory.write(bytes, to: "v.json")
        let quoted = ShellCommand.quoted(catalog)
        for command in ["show Bird --catalog - --cast \(quoted)", "scene --catalog - --cast \(quoted)"] {
            let result = try ShellCommand.run("\"$NATURE_CLI\" \(command) < \(quoted)")
            #expect(result.status == 73, "\(command)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr == "nature-cli: cannot write the cast to \"\(catalog)\": it is the catalog being read\n")
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: catalog))) == bytes)
        }
    }

    @Test("Standard output is never the cast, by its name or as /dev/stdout: 73, and nothing is written")
    func standardOutputIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Array("kept\n".utf8), to: "out.txt")
        let quoted = ShellCommand.quoted(path)
        for cast in [quoted, "/dev/stdout"] {
            let result = try ShellCommand.run("\"$NATURE_CLI\" show bird --loops 1 --cast \(cast) > \(quoted)")
            #expect(result.status == 73, "--cast \(cast)")
            #expect(result.stderr.hasSuffix(": it is standard output\n"), "\(result.stderr)")
            // The shell emptied it for the redirection; the program wrote nothing to it. Its size is read
            // rather than its text: FoundationEssentials leaks the buffer it reads an empty file into,
            // which AddressSanitizer's run would report.
            #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0)
        }
        let null = try BuiltCLI.run(["show", "Stone", "--cast", "/dev/null"])
        #expect(null.status == 0)
    }

    @Test("Two recordings to one path at once leave one whole cast and no temporary file")
    func twoRecorders() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.cast")
        let command = "\"$NATURE_CLI\" scene --duration 30 --cast \(ShellCommand.quoted(path)) > /dev/null"
        let result = try ShellCommand.run("\(command) & \(command) & \(command) & wait")
        #expect(result.status == 0)
        let lines = try Self.castLines(at: path)
        #expect(lines.dropFirst().allSatisfy { $0 is [Any] })
        #expect(lines.filter { $0 is [String: Any] }.count == 1)
        #expect(try Self.strayFiles(in: directory, besides: ["shared.cast"]).isEmpty)
    }

    @Test("A recording killed at any moment leaves its old file or a cast with its header, never an empty file")
    func killedAtOnce() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Array("old\n".utf8), to: "early.cast")
        let moments: [(PseudoTerminalRun) -> Void] = [
            { _ in },  // at once, during start-up or the catalog's load
            { run in _ = waitUntil { (try? String(contentsOfFile: path, encoding: .utf8)) != "old\n" } },
            { run in _ = run.waitForOutput(containing: PseudoTerminalRun.frameEnd) },
        ]
        for moment in moments + moments + moments {
            _ = try directory.write(Array("old\n".utf8), to: "early.cast")
            let run = try PseudoTerminalRun(["scene", "--cast", path])
            moment(run)
            kill(run.process.processIdentifier, SIGKILL)
            _ = run.waitForExit()
            let text = try String(contentsOfFile: path, encoding: .utf8)
            if text != "old\n" { _ = try Self.castLines(at: path) }
        }
        #expect(try Self.strayFiles(in: directory, besides: ["early.cast"]).isEmpty)
    }

    @Test("Paths that are not UTF-8 are used byte for byte, for the catalog and for the cast")
    func nonUTF8Paths() throws {
        let directory = try TemporaryDirectory()
        let catalog = Array(try Data(contentsOf: ExplainRepeatTests.builtInCatalog))
        _ = try directory.write(catalog, to: "catalog.json")
        let script = """
            cd \(ShellCommand.quoted(directory.url.path)) && mv catalog.json $'a\\xff.json' &&
            "$NATURE_CLI" validate $'a\\xff.json' > /dev/null &&
            "$NATURE_CLI" show Stone --catalog $'a\\xff.json' --cast $'o\\xff.cast' > /dev/null &&
            "$NATURE_CLI" show Stone --cast=$'p\\xfe.cast' > /dev/null &&
            test -s $'o\\xff.cast' && test -s $'p\\xfe.cast' && ls | LC_ALL=C grep -c $'\\xef\\xbf\\xbd'
            """
        let result = try ShellCommand.run(script)
        #expect(result.stderr.isEmpty)
        // No file was named with U+FFFD in place of the byte.
        #expect(result.stdout == "0\n")
    }

    @Test("An existing file is emptied before it is written, so no old event stays behind")
    func truncates() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(Array(String(repeating: "old\n", count: 10_000).utf8), to: "x.cast")
        #expect(try BuiltCLI.run(["show", "Stone", "--cast", path]).status == 0)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(!lines.contains("old"))
    }

    // Under a sanitizer the peak is the sanitizer's shadow memory and quarantine, not the recording's, so
    // the bound is checked in the ordinary run only; Scripts/sanitize.sh names the sanitizer it runs.
    @Test("A long piped recording streams to the file: 20,000 loops peak under 64 MiB", .measuringMemory)
    func boundedMemory() throws {
        let time = try RequiredTool.path("time")
        let directory = try TemporaryDirectory()
        let path = directory.path("long.cast")
        let result = try ShellCommand.run(
            "\(ShellCommand.quoted(time)) -f 'peak %M' \"$NATURE_CLI\" show Bird --loops 20000 --cast "
                + "\(ShellCommand.quoted(path)) 2>&1 >/dev/null | tail -1")
        #expect(result.status == 0)
        let kibibytes = try #require(Int(result.stdout.dropFirst("peak ".count).prefix { $0.isNumber }))
        #expect(kibibytes < 64 * 1024, "peak RSS \(kibibytes) KiB")
        // 8 frames a loop, and the header.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 20_000 * 8 * 50)
    }

    // Before the manual clock stopped keeping every deadline it slept until, each update of a piped
    // recording kept 16 bytes for good: 2.9 MB a scene-hour, 1.3 MiB more for 25 minutes at 40x12 than
    // for 30 seconds. Measured since, the two differ by 0.1 to 0.4 MiB.
    @Test(
        "A piped scene recording takes no more memory however long it runs: 25 minutes as 30 seconds",
        .measuringMemory)
    func sceneRecordingStaysFlat() throws {
        // GNU time forks the child from a small process of its own: the peak of a child spawned from the
        // test process counts the test process's memory too, which would hide a difference.
        let time = try RequiredTool.path("time")
        let directory = try TemporaryDirectory()
        func record(seconds: Int) throws -> (peak: Int, bytes: Int) {
            let path = directory.path("scene-\(seconds).cast")
            let result = try ShellCommand.run(
                "\(ShellCommand.quoted(time)) -f 'peak %M' \"$NATURE_CLI\" scene --seed 1 --duration \(seconds) "
                    + "--cast \(ShellCommand.quoted(path)) 2>&1 >/dev/null | tail -1",
                environment: ["COLUMNS": "40", "LINES": "12"])
            let peak = try #require(Int(result.stdout.dropFirst("peak ".count).prefix { $0.isNumber }), "\(result)")
            let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            return (peak, bytes ?? 0)
        }
        let short = try record(seconds: 30)
        let long = try record(seconds: 1500)
        #expect(long.bytes > 20 * short.bytes, "the long recording holds \(long.bytes) bytes")
        #expect(
            long.peak - short.peak < 768, "30 s peaked at \(short.peak) KiB, 25 minutes at \(long.peak) KiB")
    }

    @Test("A recording killed mid-way is a valid cast up to the kill")
    func killedRecording() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("killed.cast")
        let run = try PseudoTerminalRun(["show", "Bird", "--forever", "--speed", "8", "--cast", path])
        #expect(run.waitForOutput(containing: "Animal"))
        #expect(run.waitForUpdates(5))
        kill(run.process.processIdentifier, SIGKILL)
        _ = run.waitForExit()

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80)
        let events = try lines.dropFirst().dropLast().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        #expect(events.count >= 3)
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted())
        #expect(events.allSatisfy { $0[1] as? String == "o" })
    }

    @Test("On a terminal the cast holds what the terminal was sent while playing")
    func terminalRecording() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("bird.cast")
        let run = try PseudoTerminalRun(["show", "Bird", "--loops", "1", "--speed", "4", "--cast", path])
        #expect(run.waitForExit() == 0)
        let events = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map {
            line in try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        let recorded = events.compactMap { $0[2] as? String }
        #expect(recorded.count >= 4, "the bird's four frames at least")
        #expect(recorded.first?.contains("Animal") == true)
        let shown = run.output.replacingOccurrences(of: "\r\n", with: "\n")
        for event in recorded {
            #expect(shown.contains(event.replacingOccurrences(of: "\r\n", with: "\n")))
        }
    }
}

/// Recordings that could not finish, or whose disk fills up: refused at once, or ended on a whole event.
@Suite("--cast files: endless recordings and full disks", .serialized)
struct CastLimitTests {
    @Test("A piped recording of more loops than a day holds is refused at once with 64, and says how many fit")
    func endlessLoops() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("endless.cast")
        // The bird's loop is 0.7 s: a day holds 123 428 of them.
        for (loops, speed) in [("9223372036854775807", "1"), ("144001", "1"), ("1440001", "10")] {
            let result = try BuiltCLI.run(["show", "Bird", "--cast", path, "--loops", loops, "--speed", speed])
            #expect(result.status == 64, "\(loops) at \(speed)")
            #expect(result.stdout.isEmpty)
            let fewer = speed == "1" ? "123428" : "1234285"
            #expect(
                result.stderr.hasPrefix(
                    "nature-cli: --cast off a terminal records at most 24 hours, as --duration does, and --loops "
                        + "\(loops) would take longer; give --loops \(fewer) or fewer\n"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path), "the cast was created before the refusal")
        }
    }

    /// Checks that the cast at `path` is whole: a header, then events, every line JSON and ended.
    private func expectWholeCast(at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(
            data.last == UInt8(ascii: "\n"), "the cast ends in the middle of a line", sourceLocation: sourceLocation)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(lines.count > 3, sourceLocation: sourceLocation)
        for line in lines {
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line.suffix(80))",
                sourceLocation: sourceLocation)
        }
    }

    // A sanitizer's runtime writes files of its own, which the size limit stops before the test begins.
    @Test(
        "A cast that reaches its file's size limit ends on its last whole event, with 73",
        .disabled(if: Sanitizer.isRunning, "the file size limit stops the sanitizer's runtime too"))
    func fileSizeLimit() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("limited.cast")
        // The same write that fails part-way as on a full disk, on any machine: the shell's file size limit,
        // with SIGXFSZ ignored so that the write returns EFBIG instead of killing the program.
        let result = try ShellCommand.run(
            #"trap '' XFSZ; ulimit -f 16; "$NATURE_CLI" show Bird --loops 100 --cast "$CAST" >/dev/null"#,
            environment: ["CAST": path])
        #expect(result.status == 73)
        #expect(result.stderr == "nature-cli: cannot write the cast to \"\(path)\": file too large\n")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size <= 16 * 1024)
        try expectWholeCast(at: path)
    }

    /// Whether this process may mount a file system: as root in CI, and in most containers run as root.
    static let canMount: Bool = {
        guard isRunningAsRoot, let directory = try? TemporaryDirectory() else { return false }
        let mounted = (try? ShellCommand.run("mount -t tmpfs -o size=16k tmpfs '\(directory.url.path)'"))?.status == 0
        if mounted { _ = try? ShellCommand.run("umount '\(directory.url.path)'") }
        // The folder goes only once nothing is mounted on it.
        withExtendedLifetime(directory) {}
        return mounted
    }()

    @Test(
        "A cast on a disk that fills up ends on its last whole event, with 73 and \"no space left\"",
        .enabled(if: canMount, "needs root and a tmpfs mount for a small disk"))
    func fullDisk() throws {
        let directory = try TemporaryDirectory()
        let disk = directory.url.path
        try #require(try ShellCommand.run("mount -t tmpfs -o size=16k tmpfs '\(disk)'").status == 0)
        defer {
            _ = try? ShellCommand.run("umount '\(disk)'")
            // The folder goes only once nothing is mounted on it.
            withExtendedLifetime(directory) {}
        }
        let path = disk + "/full.cast"
        let result = try BuiltCLI.run(["show", "Bird", "--loops", "100", "--cast", path])
        #expect(result.status == 73)
        #expect(result.stderr == "nature-cli: cannot write the cast to \"\(path)\": no space left on the device\n")
        try expectWholeCast(at: path)
    }
}
