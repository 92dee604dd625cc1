import NatureKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``FrameOutput`` that writes each frame to standard output with `write(2)`.
struct StandardOutput: FrameOutput {
    /// The error that stops playback when standard output fails.
    struct WriteError: Error {
        var code: Int32
    }

    /// Whether standard output is a terminal that understands escape sequences.
    static var isTerminal: Bool {
        guard isatty(STDOUT_FILENO) == 1, let term = getenv("TERM") else { return false }
        let name = String(cString: term)
        return !name.isEmpty && name != "dumb"
    }

    /// The terminal's width in columns, or `nil` if it cannot be read.
    static var columns: Int? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return nil }
        return Int(window.ws_col)
    }

    mutating func write(_ bytes: [UInt8]) throws {
        // What `print` buffered goes first, so that the frame lands after it.
        fflush(nil)
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = writeToStandardOutput(buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(code: errno)
                }
                offset += count
            }
        }
    }
}

/// `write(2)` on standard output; at file scope, where the name is not shadowed by the method.
private func writeToStandardOutput(_ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
