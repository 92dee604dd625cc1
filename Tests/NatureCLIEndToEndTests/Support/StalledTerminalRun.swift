import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nature-cli` on a pseudo-terminal that nobody reads until told to, like a terminal paused with Ctrl-S
/// or a terminal emulator that hangs: once the terminal's buffer is full, nature-cli blocks in `write(2)`.
final class StalledTerminalRun: @unchecked Sendable {
    let process = Process()
    private let controller: Int32

    init(_ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24) throws {
        controller = try startOnPseudoTerminal(
            process, arguments, columns: columns, rows: rows, environment: ["TERM": "xterm-256color"])
    }

    deinit {
        // A program blocked writing to a terminal nobody reads would never go away by itself.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        close(controller)
    }

    /// The terminal's settings now, as the program left them.
    var modes: termios? {
        var settings = termios()
        return tcgetattr(controller, &settings) == 0 ? settings : nil
    }

    /// The bytes written to the terminal and not read yet.
    var pending: Int {
        var count: Int32 = 0
        return ioctl(controller, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Waits, polling, until the terminal's buffer has stopped filling for a second: the program is then
    /// blocked writing. Gives up after `seconds`.
    func waitUntilBlocked(seconds: Double = 30) -> Bool {
        var last = -1
        var unchangedSince = Date()
        return waitUntil(seconds: seconds) {
            let now = pending
            if now != last {
                last = now
                unchangedSince = Date()
                return false
            }
            return now > 0 && Date().timeIntervalSince(unchangedSince) >= 1
        }
    }

    /// Waits without reading for the program to exit, for at most `seconds`; its status, or nil.
    func waitForExit(seconds: Double) -> Int32? {
        waitUntil(seconds: seconds) { !process.isRunning } ? process.terminationStatus : nil
    }

    /// Reads everything the terminal receives until the program exits (at most `seconds`), letting a
    /// blocked program go on; returns what was read.
    func drain(seconds: Double = 20) -> String {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { break }
            if poller.revents & Int16(POLLIN) != 0 {
                let count = read(controller, &buffer, buffer.count)
                if count <= 0 { break }
                received.append(contentsOf: buffer[..<count])
            } else if !process.isRunning {
                break
            }
        }
        return String(decoding: received, as: UTF8.self)
    }
}
