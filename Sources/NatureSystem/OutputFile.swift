import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A file that output goes to as it is made, such as a recording: in place, with its first bytes,
/// before anything else is written, so that a path that cannot be written fails at once; then written
/// with one `write(2)` per write, so what was written before a crash or a kill is in the file.
///
/// A regular file (or none yet) is never written in place: the first bytes go to a new file in the
/// same folder, which is then renamed over the path. So the path holds either what it held before or
/// a file that starts with those bytes (a cast cut at any moment keeps its header), and two programs
/// writing one path at once each write a file of their own: the last to start wins, and nothing
/// interleaves. A device or a FIFO is written as it is.
///
/// A write is whole or not at all: when the disk fills (or the file reaches its size limit) part-way
/// through one, the file is cut back to where that write began, so a recording ends on its last whole
/// line rather than half a line.
package final class OutputFile: FrameOutput, Sendable {
    /// Why a file cannot be opened or written.
    package struct Failure: Error, Hashable, Sendable {
        /// What went wrong.
        package enum Reason: Hashable, Sendable {
            /// The system refused, with this `errno`.
            case system(Int32)
            /// The path names a file the caller asked to keep safe, described in words.
            case protectedFile(String)
        }

        /// The path as the caller gave it.
        package var path: String
        package var reason: Reason

        /// What went wrong in plain words (`no such directory`, `it is standard output`).
        package var explanation: String {
            guard case .system(let code) = reason else {
                if case .protectedFile(let what) = reason { return "it is \(what)" }
                return ""
            }
            switch code {
            // Creating a file, ENOENT can only mean a directory on the way is missing.
            case ENOENT: return "no such directory"
            case ENOTDIR: return "a part of the path is not a directory"
            case EACCES, EPERM: return "permission denied"
            case EISDIR: return "it is a directory"
            case EROFS: return "the file system is read-only"
            case ENOSPC: return "no space left on the device"
            case ENXIO: return "no program is reading from it"
            default: return String(cString: strerror(code)).lowercased()
            }
        }
    }

    /// The path as the caller gave it.
    package let path: String
    private let stream: StandardStream
    /// Whether the file is a regular file, which can be cut back after a failed write; a pipe or a
    /// device cannot.
    private let isRegular: Bool

    /// Puts a file that starts with `header` at `path`, in place of whatever regular file was there.
    ///
    /// - Parameters:
    ///   - path: The file to write; used byte for byte where it came from an argument that is not UTF-8.
    ///   - header: The first bytes, in the file before it takes the path's place.
    ///   - protected: Files that must not be replaced, such as the input being read and standard output,
    ///     each with what it is in words (`the catalog being read`); when `path` names one, by any name,
    ///     it is left untouched and the open fails with ``Failure/Reason/protectedFile(_:)``.
    /// - Throws: ``Failure`` when the file cannot be made or its header written.
    package init(replacingAt path: String, header: [UInt8], protecting protected: [FileIdentity: String] = [:])
        throws(Failure)
    {
        func failure(_ code: Int32) -> Failure { Failure(path: path, reason: .system(code)) }
        var existing = stat()
        let exists = SystemPath.withCString(path) { stat($0, &existing) } == 0
        if exists, let what = protected[FileIdentity(existing)] {
            throw Failure(path: path, reason: .protectedFile(what))
        }
        self.path = path
        guard !exists || existing.st_mode & S_IFMT == S_IFREG else {
            // A device or a FIFO: written as it is, opened without blocking so that a FIFO nobody
            // reads fails instead of hanging.
            let descriptor = SystemPath.withCString(path) {
                open($0, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            }
            guard descriptor >= 0 else { throw failure(errno) }
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
                let code = errno
                close(descriptor)
                throw failure(code)
            }
            isRegular = false
            stream = StandardStream(descriptor: descriptor)
            try write(header)
            return
        }
        // A file the user may not write is not theirs to replace either, though its folder allows it.
        if exists, SystemPath.withCString(path, { access($0, W_OK) }) != 0 { throw failure(errno) }
        let target = exists ? (Self.resolved(path) ?? SystemPath.bytes(of: path)) : SystemPath.bytes(of: path)
        let temporary = Self.temporaryName(beside: target)
        // Signals wait while the new file exists under its temporary name, so that none leaves it behind.
        let held = TerminalSignals.holdInterruptions()
        defer { TerminalSignals.release(held) }
        let descriptor = SystemPath.withCString(bytes: temporary) {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
        }
        guard descriptor >= 0 else { throw failure(errno) }
        if exists { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
        isRegular = true
        stream = StandardStream(descriptor: descriptor)
        do {
            try write(header)
        } catch {
            _ = SystemPath.withCString(bytes: temporary) { unlink($0) }
            throw error
        }
        guard
            SystemPath.withCString(
                bytes: temporary, { from in SystemPath.withCString(bytes: target) { rename(from, $0) } }) == 0
        else {
            let code = errno
            _ = SystemPath.withCString(bytes: temporary) { unlink($0) }
            throw failure(code)
        }
    }

    /// The file `path` names once every symbolic link is followed, so that a link keeps pointing at the
    /// file it named, which is replaced.
    private static func resolved(_ path: String) -> [UInt8]? {
        SystemPath.withCString(path) { pointer -> [UInt8]? in
            guard let real = realpath(pointer, nil) else { return nil }
            defer { free(real) }
            return Array(UnsafeRawBufferPointer(start: real, count: strlen(real)))
        }
    }

    /// A name no other file has, in the folder of `target`: hidden, with this process's id.
    private static func temporaryName(beside target: [UInt8]) -> [UInt8] {
        let slash = target.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { Array(target[...$0]) } ?? []
        let name = slash.map { Array(target[($0 + 1)...]) } ?? target
        let unique = ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        return folder + Array(".".utf8) + name + Array(unique.utf8)
    }

    deinit {
        close(stream.descriptor)
    }

    /// Writes all of `bytes` to the file.
    ///
    /// - Parameter bytes: The bytes to write, as one `write(2)` unless the system takes less.
    package func write(_ bytes: [UInt8]) throws(Failure) {
        let start = isRegular ? lseek(stream.descriptor, 0, SEEK_CUR) : -1
        do {
            try stream.write(bytes)
        } catch {
            // Part of the bytes may be in the file: take them out again, so that it ends on the last
            // whole write. Cutting a file back frees space, so this works on a full disk too.
            if start >= 0, ftruncate(stream.descriptor, start) == 0 {
                lseek(stream.descriptor, start, SEEK_SET)
            }
            throw Failure(path: path, reason: .system(error.code))
        }
    }
}
