import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A file that output goes to as it is made, such as a recording: opened before anything is written,
/// so that a path that cannot be written fails at once, and written with one `write(2)` per write, so
/// what was written before a crash or a kill is in the file.
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
            /// The path names the file the caller asked to keep safe.
            case protectedFile
        }

        /// The path as the caller gave it.
        package var path: String
        package var reason: Reason

        /// The system's refusal in plain words (`no such directory`), or `nil` for a protected file.
        package var explanation: String? {
            guard case .system(let code) = reason else { return nil }
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

    /// Opens the file at `path` for writing, creating it or emptying it.
    ///
    /// - Parameters:
    ///   - path: The file to write.
    ///   - protected: A file that must not be overwritten, such as the input being read; when `path`
    ///     names it, the file is left untouched and the open fails with ``Failure/Reason/protectedFile``.
    /// - Throws: ``Failure`` when the file cannot be opened.
    package init(creatingAt path: String, protecting protected: FileIdentity? = nil) throws(Failure) {
        // Opened without O_TRUNC, so that the file is compared before anything in it is lost; without
        // blocking, so that a FIFO nobody reads fails instead of hanging.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, reason: .system(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(path: path, reason: .system(code))
        }
        if let protected, FileIdentity(status) == protected {
            close(descriptor)
            throw Failure(path: path, reason: .protectedFile)
        }
        let flags = fcntl(descriptor, F_GETFL)
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0,
            !isRegular || ftruncate(descriptor, 0) == 0
        else {
            let code = errno
            close(descriptor)
            throw Failure(path: path, reason: .system(code))
        }
        self.path = path
        self.isRegular = isRegular
        stream = StandardStream(descriptor: descriptor)
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
