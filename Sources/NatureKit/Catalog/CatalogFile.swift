#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a catalog file with the checks that keep hostile paths harmless.
///
/// A catalog path may name a FIFO that never delivers, `/dev/zero` that never ends, or a huge file.
/// So the file is opened without blocking, refused unless it is a regular file, and read only up to
/// the size limit; nothing here can hang or exhaust memory.
enum CatalogFile {
    static func contents(of url: URL) throws(CatalogError) -> [UInt8] {
        let name = url.relativePath
        guard url.isFileURL else {
            throw CatalogError(file: name, problem: .unreadable(reason: "only file URLs can be read"))
        }
        return try contents(ofPath: url.path, name: name)
    }

    /// The bytes of the file at `path`; errors call it `name`, the path as the user wrote it.
    static func contents(ofPath path: String, name: String) throws(CatalogError) -> [UInt8] {
        func failure(_ problem: CatalogError.Problem.Kind) -> CatalogError {
            CatalogError(file: name, problem: problem)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw failure(code == ENOENT || code == ENOTDIR ? .fileNotFound : .unreadable(reason: describe(code)))
        }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(.unreadable(reason: describe(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure(.notARegularFile) }
        let limit = Catalog.maximumSize
        guard status.st_size <= limit else { throw failure(.tooLarge(limit: limit)) }

        // The file may have grown since fstat: the limit holds for what is read, too.
        return try readAll(descriptor, name: name, expectedSize: Int(status.st_size))
    }

    /// The name standard input has in messages.
    static let standardInputName = "standard input"

    /// The bytes piped into standard input, up to the size limit: `cat /dev/zero | nature-cli validate -`
    /// stops one byte past it, having read no more.
    static func standardInput() throws(CatalogError) -> [UInt8] {
        let bytes = try readAll(STDIN_FILENO, name: standardInputName, expectedSize: 0)
        guard !bytes.isEmpty else { throw CatalogError(file: standardInputName, problem: .emptyInput) }
        return bytes
    }

    /// Reads `descriptor` to its end, refusing it once it holds more than the size limit.
    private static func readAll(_ descriptor: Int32, name: String, expectedSize: Int) throws(CatalogError) -> [UInt8] {
        let limit = Catalog.maximumSize
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expectedSize)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CatalogError(file: name, problem: .unreadable(reason: describe(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= limit else { throw CatalogError(file: name, problem: .tooLarge(limit: limit)) }
        }
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
