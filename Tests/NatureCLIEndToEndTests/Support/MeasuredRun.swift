import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run of the built `nature-cli` and what it cost: its peak memory, as GNU time reads it for its child
/// (`ru_maxrss` from `wait4`), and how long it took to write its first byte.
///
/// The peak comes through GNU time because a child the test process spawns itself starts in the test
/// process's memory, and Linux counts that memory's peak into the child's when it runs `exec`; GNU time
/// forks from a small process of its own. `.ci/run` installs it; in CI (`CI=true`) a missing one fails the
/// test, and elsewhere the peak is `nil` and only the rest is checked.
struct MeasuredRun {
    var result: CommandResult
    /// The child's peak resident memory, in KiB; `nil` where GNU time is not installed.
    var peakKibibytes: Int?
    /// From the spawn to the first byte on standard output or error; `nil` if it wrote nothing.
    var firstOutput: Duration?

    /// Runs `nature-cli` with `arguments`, standard input from /dev/null, pipes for standard output and
    /// error, in this process's environment without `NO_COLOR`, plus `environment`. A run still going
    /// after `patience` is killed, so that a hang fails the test instead of stopping the suite.
    ///
    /// `onTerminal` gives it a pseudo-terminal of 80x24 for standard input, output and error instead,
    /// whose output is collected as standard output: what `browse` and `scene` need to run as they would
    /// for a person, up to the moment they take the terminal over (it is not their controlling terminal).
    init(
        _ arguments: [String], environment: [String: String] = [:], onTerminal: Bool = false,
        patience: Duration = .seconds(120)
    ) throws {
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "NO_COLOR")
        merged.merge(environment) { _, new in new }
        let time = try Self.gnuTime()
        let report = time.map { _ in FileManager.default.temporaryDirectory.path + "/peak-\(UUID().uuidString)" }
        defer { if let report { unlink(report) } }
        let command = [BuiltCLI.executable.path] + arguments
        let measured = time.flatMap { time in report.map { [time, "-f", "%M", "-o", $0] } } ?? []
        let executable = measured.first ?? command[0]
        let argv = (measured + command).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var output: [Int32] = [-1, -1]
        var error: [Int32] = [-1, -1]
        if onTerminal {
            var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            var (controller, replica): (Int32, Int32) = (-1, -1)
            guard openpty(&controller, &replica, nil, nil, &size) == 0 else { throw Failure.system(errno) }
            output = [controller, replica]
            // No error pipe: the terminal takes both streams.
            guard pipe(&error) == 0 else { throw Failure.system(errno) }
        } else {
            guard pipe(&output) == 0, pipe(&error) == 0 else { throw Failure.system(errno) }
        }
        // Close-on-exec, so that another test's child does not hold a write end open and keep a pipe from
        // ending (Glibc's module has no pipe2 to set it at once).
        for descriptor in output + error { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if onTerminal {
            posix_spawn_file_actions_adddup2(&actions, output[1], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, onTerminal ? output[1] : error[1], 2)
        // The child starts as a shell would start it: no signal blocked, every signal at its default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let start = ContinuousClock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(output[1])
        close(error[1])
        defer {
            close(output[0])
            close(error[0])
        }
        guard spawned == 0 else { throw Failure.system(spawned) }

        var collected = [output[0]: [UInt8](), error[0]: [UInt8]()]
        var open = [output[0], error[0]]
        var first: Duration?
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            let left = patience - (ContinuousClock.now - start)
            guard left > .zero else {
                kill(pid, SIGKILL)
                break
            }
            var requests = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds = Int32(min(left.components.seconds * 1000 + 1, 1000))
            guard poll(&requests, nfds_t(requests.count), milliseconds) >= 0 || errno == EINTR else {
                throw Failure.system(errno)
            }
            for request in requests where request.revents != 0 {
                let count = read(request.fd, &buffer, buffer.count)
                if count > 0 {
                    if first == nil { first = ContinuousClock.now - start }
                    collected[request.fd, default: []] += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == request.fd }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure.system(errno) }
        }
        // GNU time writes "Command exited with non-zero status N" before the figure when there is one.
        let figure = report.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }?
            .split(separator: "\n").last
        peakKibibytes = figure.flatMap { Int($0) }
        firstOutput = first
        // As a shell reports it: the exit status, or 128 and the signal that ended the child.
        let signal = status & 0x7F
        result = CommandResult(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            stdout: String(decoding: collected[output[0]] ?? [], as: UTF8.self),
            stderr: String(decoding: collected[error[0]] ?? [], as: UTF8.self))
    }

    /// `/usr/bin/time`, GNU time, if it is installed; in CI its absence fails the test.
    private static func gnuTime(sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let path = "/usr/bin/time"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        guard ProcessInfo.processInfo.environment["CI"] == "true" else { return nil }
        Issue.record("GNU time is not installed; .ci/run installs it", sourceLocation: sourceLocation)
        throw RequiredTool.Missing(name: "time")
    }

    enum Failure: Error {
        case system(Int32)
    }
}
