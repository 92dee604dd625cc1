#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A path as the system takes it: the very bytes the user gave, even where they are not UTF-8.
///
/// Swift reads the command line as text, and an argument that is not UTF-8 (`a\xff.json`, a name a
/// file may well have) has each bad byte replaced by U+FFFD. Opening that text would name another
/// file, or none. So the bytes of every such argument are kept, by the text Swift made of it, and a
/// path that is one of them is opened by its bytes.
package enum SystemPath {
    /// The bytes of each argument that is not UTF-8, and of what follows the first `=` in it (an option
    /// written `--cast=PATH`), by the text Swift made of them.
    private static let originals: [String: [UInt8]] = {
        var originals: [String: [UInt8]] = [:]
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            var candidates = [bytes]
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) { candidates.append(Array(bytes[(equals + 1)...])) }
            for candidate in candidates {
                let text = String(decoding: candidate, as: UTF8.self)
                if Array(text.utf8) != candidate { originals[text] = candidate }
            }
        }
        return originals
    }()

    /// Whether `path` came from an argument that is not UTF-8, so that only its bytes name its file.
    package static func isRepaired(_ path: String) -> Bool {
        originals[path] != nil
    }

    /// Calls `body` with `path` as the C string the system takes: the argument's own bytes where it was
    /// not UTF-8, else the path's UTF-8.
    static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard let bytes = originals[path] else { return path.withCString(body) }
        return withCString(bytes: bytes, body)
    }

    /// Calls `body` with `bytes` as a C string.
    static func withCString<Result>(bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                guard let start = characters.baseAddress else { preconditionFailure("a C string is never empty") }
                return body(start)
            }
        }
    }

    /// The bytes of `path` as the system takes them.
    static func bytes(of path: String) -> [UInt8] {
        withCString(path) { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// The system's words for `code`, in lower case.
    package static func explanation(of code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
