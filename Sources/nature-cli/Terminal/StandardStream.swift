import NatureKit

/// Standard output or standard error, written with `write(2)` and nothing in between.
///
/// No buffering layer sits between a frame and the terminal, so each frame is exactly one system
/// call (retried only for a partial write or an interrupted call).
struct StandardStream: FrameOutput, Sendable {
    /// A write failed; `isClosedPipe` for EPIPE, which ends output quietly.
    struct WriteError: Error {
        var code: Int32
        var isClosedPipe: Bool { code == EPIPE }
        /// The write was given up because playback was interrupted while the terminal was not reading.
        var isAbandoned: Bool { code == ECANCELED }
        var message: String { String(cString: strerror(code)) }
    }

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    let descriptor: Int32

    func write(_ bytes: [UInt8]) throws(WriteError) {
        try write(bytes, abandoningWhen: nil)
    }

    /// Writes `bytes`, waiting for the terminal to have room first, and gives up once `abandon` says
    /// so. A terminal that stops reading (Ctrl-S, a stalled connection) would otherwise hold a
    /// blocking write, and with it Ctrl-C and SIGTERM, for as long as it likes.
    func write(_ bytes: [UInt8], abandoningWhen abandon: (() -> Bool)?) throws(WriteError) {
        var written = 0
        while written < bytes.count {
            if let abandon, !waitForRoom(milliseconds: 20) {
                if abandon() { throw WriteError(code: ECANCELED) }
                continue
            }
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                throw WriteError(code: code)
            }
            written += result
        }
    }

    /// Writes `text` only if the terminal has room for it now; for a last word that must not block.
    func writeIfRoom(_ text: String) {
        if waitForRoom(milliseconds: 0) { try? write(Array(text.utf8)) }
    }

    /// Whether the descriptor can take a write within `milliseconds`. A terminal reports room once its
    /// buffer has drained to a few hundred bytes, more than a frame needs.
    private func waitForRoom(milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&request, 1, milliseconds) != 0
    }

    func write(_ text: String) throws(WriteError) {
        try write(Array(text.utf8))
    }

    /// Whether this stream is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }
}

// `write` inside StandardStream names its own method; this reaches the system call.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Prints to standard error, ignoring failure: there is nowhere left to report it.
func printError(_ text: String) {
    try? StandardStream.error.write(text.hasSuffix("\n") ? text : text + "\n")
}

/// Standard output during playback: each frame one write, given up if playback is interrupted while
/// the terminal is not reading.
struct PlaybackOutput: FrameOutput {
    func write(_ bytes: [UInt8]) throws {
        try StandardStream.output.write(bytes, abandoningWhen: { Terminal.interruption != nil })
    }
}
