import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `nature-cli`, or a shell that runs it, with its standard input, output and error on a
/// pseudo-terminal, as a person's terminal would, and collects everything it writes.
final class PseudoTerminalRun: @unchecked Sendable {
    let process = Process()
    private var controller: Int32 = -1
    private let received = LockedData()
    private var reader: Thread?

    init(
        _ arguments: [String], executable: URL = BuiltCLI.executable, columns: UInt16 = 80, rows: UInt16 = 24,
        environment: [String: String?] = ["TERM": "xterm-256color"]
    ) throws {
        let controller = try startOnPseudoTerminal(
            process, executable: executable, arguments, columns: columns, rows: rows, environment: environment)
        self.controller = controller
        let reader = Thread { [received, controller] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(controller, &buffer, buffer.count)
                if count <= 0 { break }
                received.append(Data(buffer[..<count]), finished: false)
            }
            received.append(Data(), finished: true)
        }
        self.reader = reader
        reader.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(controller)
    }

    /// Everything the terminal received so far.
    var output: String { String(decoding: received.value, as: UTF8.self) }

    /// Waits, polling, until the output contains `text`, for at most `seconds`.
    @discardableResult
    func waitForOutput(containing text: String, seconds: Double = 10) -> Bool {
        waitUntil(seconds: seconds) { output.contains(text) }
    }

    /// Waits until the screen, as a terminal shows it now, satisfies `condition`.
    @discardableResult
    func waitForScreen(seconds: Double = 10, _ condition: (String) -> Bool) -> Bool {
        waitUntil(seconds: seconds) { condition(ScreenModel(replaying: output).text) }
    }

    /// Waits until the program reads keys: echo and canonical mode off on its terminal.
    @discardableResult
    func waitUntilReadingKeys(seconds: Double = 10) -> Bool {
        waitUntil(seconds: seconds) { modes.map { $0.c_lflag & tcflag_t(ECHO | ICANON) == 0 } ?? false }
    }

    /// Waits until the program is stopped (Ctrl-Z), as the system reports its state.
    @discardableResult
    func waitUntilStopped(seconds: Double = 10) -> Bool {
        let path = "/proc/\(process.processIdentifier)/stat"
        return waitUntil(seconds: seconds) {
            guard let stat = try? String(contentsOfFile: path, encoding: .utf8),
                let state = stat.split(separator: ")").last?.dropFirst().first
            else { return false }
            return state == "T"
        }
    }

    /// Types `text` on the terminal's keyboard, as a person would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// The terminal's modes now, read from the controller side: what the program left them as.
    var modes: termios? {
        var settings = termios()
        return tcgetattr(controller, &settings) == 0 ? settings : nil
    }

    /// Resizes the terminal and tells the program, as a terminal emulator does.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Waits for the program to exit, for at most `seconds`; returns its status, or nil on timeout.
    func waitForExit(seconds: Double = 20) -> Int32? {
        guard waitUntil(seconds: seconds, { !process.isRunning }) else { return nil }
        // The program has exited; let the reader drain what is left in the terminal. A loaded machine may
        // take seconds to schedule the reader, and the wait ends as soon as it has read the end.
        waitUntil(seconds: 10) { received.isComplete }
        return process.terminationStatus
    }
}

/// Starts `executable` (the built `nature-cli` unless told) in `process` with standard input, output and
/// error on a new pseudo-terminal of `columns` x `rows`, in this process's environment without `NO_COLOR`,
/// changed by `environment` (`nil` removes a variable). Returns the terminal's controller side, to read
/// and resize.
func startOnPseudoTerminal(
    _ process: Process, executable: URL = BuiltCLI.executable, _ arguments: [String], columns: UInt16,
    rows: UInt16, environment: [String: String?]
) throws -> Int32 {
    var controller: Int32 = 0
    var device: Int32 = 0
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &device, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    for (name, value) in environment {
        merged[name] = value
    }
    process.environment = merged
    let handle = FileHandle(fileDescriptor: device, closeOnDealloc: true)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    do {
        try process.run()
    } catch {
        close(controller)
        throw error
    }
    close(device)
    return controller
}

/// What a terminal fault test needs beyond ``PseudoTerminalRun``: counting frames, sending signals, and
/// knowing whether the program exited or was killed.
extension PseudoTerminalRun {
    /// Ends every frame nature-cli writes (synchronized output off).
    static let frameEnd = "\u{1B}[?2026l"
    /// Hides the cursor: the first thing a session writes.
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor: among the last things a session writes, on every way out.
    static let showCursor = "\u{1B}[?25h"

    /// How many times `text` occurs in the output so far.
    func occurrences(of text: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    /// Waits, polling, until `text` has occurred at least `count` times, for at most `seconds`.
    @discardableResult
    func waitForOutput(containing text: String, count: Int, seconds: Double = 20) -> Bool {
        waitUntil(seconds: seconds) { occurrences(of: text) >= count }
    }

    /// Waits until `count` more updates than now have been written.
    @discardableResult
    func waitForUpdates(_ count: Int, seconds: Double = 20) -> Bool {
        waitForOutput(containing: Self.frameEnd, count: occurrences(of: Self.frameEnd) + count, seconds: seconds)
    }

    /// Sends `signal` to the program.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// How the program ended, once ``waitForExit(seconds:)`` has returned a status.
    var ending: ProgramEnding {
        process.terminationReason == .uncaughtSignal
            ? .killed(by: process.terminationStatus) : .exited(process.terminationStatus)
    }
}
