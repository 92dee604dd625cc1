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
        var message: String { String(cString: strerror(code)) }
    }

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    let descriptor: Int32

    func write(_ bytes: [UInt8]) throws(WriteError) {
        var written = 0
        while written < bytes.count {
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
