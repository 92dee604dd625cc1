import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Looks at catalog files and reads them for ``CatalogFile``, which decides what may be read: the path
/// is opened by its very bytes (``SystemPath``), so a name that is not UTF-8 names its own file.
///
/// The file is opened without blocking, so that a FIFO is reported rather than waited on, and looked at
/// once open, so that what is read is the file that was looked at.
package struct SystemFileReader: CatalogFileReader {
    package init() {}

    package func open(_ path: String) throws(CatalogFile.Failure) -> (file: Int32, kind: CatalogFile.Kind, size: Int) {
        let descriptor = SystemPath.withCString(path) { systemOpen($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard descriptor >= 0 else {
            let code = errno
            // A link that leads nowhere, or round in a loop, is there; it is just not a file.
            if code == ENOENT || code == ELOOP, Self.isSymbolicLink(path) { return (-1, .brokenLink, 0) }
            throw code == ENOENT || code == ENOTDIR ? .notFound : .unreadable(reason: SystemPath.explanation(of: code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            systemClose(descriptor)
            throw .unreadable(reason: SystemPath.explanation(of: code))
        }
        return (descriptor, Self.kind(of: status.st_mode), Int(status.st_size))
    }

    package func read(_ descriptor: Int32, size: Int, upTo limit: Int) throws(CatalogFile.Failure) -> [UInt8] {
        do {
            return try StandardStream(descriptor: descriptor).readAll(upTo: limit)
        } catch {
            switch error {
            case .tooLarge: throw .tooLarge
            case .failed(let reason): throw .unreadable(reason: reason)
            }
        }
    }

    package func close(_ descriptor: Int32) {
        if descriptor >= 0 { systemClose(descriptor) }
    }

    /// What is at `path`, through any symbolic links; `nil` when nothing is.
    ///
    /// - Parameter path: The path, as the user gave it.
    package static func kind(at path: String) -> CatalogFile.Kind? {
        var status = stat()
        guard SystemPath.withCString(path, { stat($0, &status) }) == 0 else {
            return isSymbolicLink(path) ? .brokenLink : nil
        }
        return kind(of: status.st_mode)
    }

    /// Whether `path` itself is a symbolic link.
    ///
    /// - Parameter path: The path, as the user gave it.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return SystemPath.withCString(path, { lstat($0, &status) }) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Where the symbolic link at `path` leads, as it is written; `nil` when `path` is no link.
    ///
    /// - Parameter path: The path, as the user gave it.
    package static func linkTarget(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = SystemPath.withCString(path) { readlink($0, &buffer, buffer.count - 1) }
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func kind(of mode: mode_t) -> CatalogFile.Kind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .folder
        case S_IFIFO: .fifo
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .unknown
        }
    }
}

// `open` and `close` inside SystemFileReader name its own methods; these reach the system calls.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}

private func systemClose(_ descriptor: Int32) {
    close(descriptor)
}
