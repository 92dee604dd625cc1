import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Standard output or standard error, written with `write(2)` and nothing in between.
///
/// No buffering layer sits between a frame and the terminal, so each frame is exactly one system
/// call (retried only for a partial write or an interrupted call).
public struct StandardStream: FrameOutput, Sendable {
    /// A write failed, with the system's error number.
    public struct WriteError: Error, Hashable, Sendable {
        /// The `errno` the write failed with.
        public var code: Int32
        /// The reader of a pipe has gone (`EPIPE`): output ends quietly, since the reader has what it wanted.
        public var isClosedPipe: Bool { code == EPIPE }
        /// The write was given up because playback was interrupted while the terminal was not reading.
        public var isAbandoned: Bool { code == ECANCELED }
        /// The system's description of the error; for a stream that was closed when the program started,
        /// that it was closed.
        public var message: String {
            code == EBADF ? "it was closed when the program started" : String(cString: strerror(code))
        }

        static let abandoned = WriteError(code: ECANCELED)
    }

    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO)
    /// Standard input, which is asked whether it is a terminal, and read whole for a catalog piped in.
    public static let input = StandardStream(descriptor: STDIN_FILENO)

    /// The file descriptor written to.
    let descriptor: Int32
    /// Whether the descriptor was opened non-blocking: a write then takes what fits and returns, and the
    /// rest waits for room here, where it can be given up.
    let isNonBlocking: Bool

    init(descriptor: Int32, isNonBlocking: Bool = false) {
        self.descriptor = descriptor
        self.isNonBlocking = isNonBlocking
    }

    /// Standard output's terminal opened again, non-blocking, for a terminal session to write to; `nil`
    /// when standard output is not a terminal or cannot be opened again.
    ///
    /// A write of more than the terminal has room for blocks inside `write(2)` on a blocking descriptor
    /// until the terminal reads, whatever a poll said before: a scene's full repaint is several times a
    /// pseudo-terminal's 4 KiB. On a descriptor of its own, non-blocking, the write takes what fits and
    /// the rest waits where a signal is heard. Its own open file, not standard output's with `O_NONBLOCK`
    /// set, which the shell shares and would inherit if the program were killed.
    static func reopenedTerminal() -> StandardStream? {
        guard isatty(STDOUT_FILENO) == 1, let name = ttyname(STDOUT_FILENO) else { return nil }
        let descriptor = open(name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        return descriptor >= 0 ? StandardStream(descriptor: descriptor, isNonBlocking: true) : nil
    }

    /// Writes all of `bytes`, as one system call unless the system takes less.
    ///
    /// - Parameter bytes: The bytes to write.
    public func write(_ bytes: [UInt8]) throws(WriteError) {
        try write(bytes, abandoningWhen: nil)
    }

    /// Writes all of `text` as UTF-8.
    ///
    /// - Parameter text: The text to write.
    public func write(_ text: String) throws(WriteError) {
        try write(Array(text.utf8))
    }

    /// Writes `bytes`, waiting for the terminal to have room first, and gives up once `abandon` says
    /// so. A terminal that stops reading (Ctrl-S, a stalled connection) would otherwise hold a
    /// blocking write, and with it Ctrl-C and SIGTERM, for as long as it likes.
    func write(_ bytes: [UInt8], abandoningWhen abandon: (() -> Bool)?) throws(WriteError) {
        if ProcessControl.wasClosedAtStart(descriptor) { throw WriteError(code: EBADF) }
        var written = 0
        while written < bytes.count {
            // A blocking descriptor is asked for room first; a non-blocking one is written at once, so
            // that a frame that fits is still one write(2), and waits only once it is full.
            if let abandon, !isNonBlocking, !waitForRoom(milliseconds: 20) {
                if abandon() { throw .abandoned }
                continue
            }
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                guard code == EAGAIN else { throw WriteError(code: code) }
                // Full: wait for room a moment at a time, hearing whether to give up.
                if !waitForRoom(milliseconds: 20), let abandon, abandon() { throw .abandoned }
                continue
            }
            written += result
        }
    }

    /// Writes `text` if the terminal makes room for it within `milliseconds`, ignoring failure: for a
    /// last word that must not block for good on a terminal that stopped reading.
    func write(_ text: String, waitingAtMost milliseconds: Int) {
        var waited = 0
        try? write(Array(text.utf8)) {
            defer { waited += 20 }
            return waited >= milliseconds
        }
    }

    /// Whether the descriptor can take a write within `milliseconds`. A terminal reports room once its
    /// buffer has drained to a few hundred bytes, more than a frame needs.
    private func waitForRoom(milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&request, 1, milliseconds) != 0
    }

    /// Why reading a stream to its end failed.
    package enum ReadError: Error, Hashable, Sendable {
        /// It held more than the limit.
        case tooLarge
        /// The system refused, for the reason given.
        case failed(reason: String)
    }

    /// Everything left to read, up to `limit` bytes: a stream that holds more is refused one byte past
    /// the limit, having read no more, so that `cat /dev/zero | nature-cli validate -` ends.
    package func readAll(upTo limit: Int) throws(ReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(reason: String(cString: strerror(errno)).lowercased())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= limit else { throw .tooLarge }
        }
    }

    /// Whether this stream is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `message` on a line of its own to standard error, ignoring failure: there is nowhere left
    /// to report it.
    ///
    /// - Parameter message: What to tell the user; a newline is added unless it ends with one.
    public static func reportError(_ message: String) {
        try? error.write(message.hasSuffix("\n") ? message : message + "\n")
    }
}

// `write` inside StandardStream names its own method; this reaches the system call.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
