import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `nature-cli` with its standard input, output and error on a pseudo-terminal, as a person's
/// terminal would, and collects everything it writes.
final class PseudoTerminalRun: @unchecked Sendable {
    let process = Process()
    private var controller: Int32 = -1
    private let received = LockedData()
    private var reader: Thread?

    init(
        _ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24,
        environment: [String: String?] = ["TERM": "xterm-256color"]
    ) throws {
        let controller = try startOnPseudoTerminal(
            process, arguments, columns: columns, rows: rows, environment: environment)
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
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            usleep(2000)
        }
        return false
    }

    /// Resizes the terminal and tells the program, as a terminal emulator does.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Waits for the program to exit, for at most `seconds`; returns its status, or nil on timeout.
    func waitForExit(seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(2000) }
        guard !process.isRunning else { return nil }
        // The program has exited; let the reader drain what is left in the terminal.
        let drained = Date().addingTimeInterval(2)
        while !received.isComplete, Date() < drained { usleep(1000) }
        return process.terminationStatus
    }
}

/// Starts the built `nature-cli` in `process` with standard input, output and error on a new
/// pseudo-terminal of `columns` x `rows`, in this process's environment without `NO_COLOR`, changed by
/// `environment` (`nil` removes a variable). Returns the terminal's controller side, to read and resize.
func startOnPseudoTerminal(
    _ process: Process, _ arguments: [String], columns: UInt16, rows: UInt16, environment: [String: String?]
) throws -> Int32 {
    var controller: Int32 = 0
    var device: Int32 = 0
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &device, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
    process.executableURL = NatureCLI.executable
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

/// A small model of a terminal screen: enough of VT100 to replay what nature-cli writes and see
/// what a person would see at the end.
struct ScreenModel {
    private(set) var lines: [[Character]] = [[]]
    private var row = 0
    private var column = 0
    private(set) var cursorVisible = true

    init(replaying text: String) {
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\u{1B}":
                guard characters.next() == "[" else { continue }
                var parameters = ""
                while let next = characters.next() {
                    if next.isLetter {
                        apply(command: next, parameters: parameters)
                        break
                    }
                    parameters.append(next)
                }
            case "\n", "\r\n":
                row += 1
                column = 0
                while lines.count <= row { lines.append([]) }
            case "\r":
                column = 0
            default:
                while lines[row].count < column { lines[row].append(" ") }
                if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
                column += 1
            }
        }
    }

    private mutating func apply(command: Character, parameters: String) {
        let count = Int(parameters) ?? 1
        switch (command, parameters) {
        case ("A", _): row = max(0, row - count)
        case ("B", _): row += count
        case ("K", "2"): lines[row] = []
        case ("l", "?25"): cursorVisible = false
        case ("h", "?25"): cursorVisible = true
        default: break
        }
        while lines.count <= row { lines.append([]) }
    }

    /// The screen's text, lines without trailing blanks, blank lines at the end dropped.
    var text: String {
        var rendered = lines.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while rendered.last?.isEmpty == true { rendered.removeLast() }
        return rendered.joined(separator: "\n")
    }
}
