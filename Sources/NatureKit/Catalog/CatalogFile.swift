#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a catalog file must be for NatureKit to read it, decided here and nowhere else: a regular file
/// (through any symbolic links), of at most ``Catalog/maximumSize`` bytes when looked at and when read.
///
/// A catalog path may name a FIFO that never delivers, `/dev/zero` that never ends, a folder or a huge
/// file. So the file is looked at before it is read, anything but a regular file is refused, and so is
/// one over the limit. Looking and reading are a ``CatalogFileReader``'s, which judges nothing: NatureKit
/// reads a URL through FoundationEssentials, as it makes no system call of its own, and NatureSystem reads
/// a path by the very bytes it was given, UTF-8 or not (`SystemFileReader`), for nature-cli.
@usableFromInline
package enum CatalogFile {
    /// What is at a path, through any symbolic links.
    @usableFromInline
    package enum Kind: Sendable, Hashable {
        case regular, folder, fifo, characterDevice, blockDevice, socket
        /// A symbolic link that leads to nothing, or to itself.
        case brokenLink
        case unknown

        /// How a message names what is there instead of a catalog file (`a folder`, `a FIFO (named
        /// pipe)`); `nil` for a regular file.
        package var description: String? {
            switch self {
            case .regular: nil
            case .folder: "a folder"
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .brokenLink: "a link that leads nowhere"
            case .unknown: "a file of an unknown kind"
            }
        }
    }

    /// Why a reader could not look at a file or read it.
    @usableFromInline
    package enum Failure: Error, Sendable, Hashable {
        /// Nothing is at the path.
        case notFound
        /// The system refused; `reason` says why, in lower case (`permission denied`).
        case unreadable(reason: String)
        /// More than the limit was there to read.
        case tooLarge
    }

    /// The bytes of the catalog file at `path`, looked at and read by `reader`, refused unless it is a
    /// readable catalog file; errors give the file as `name`.
    ///
    /// - Parameters:
    ///   - path: The file, as `reader` opens it.
    ///   - name: The name errors give the file: the path as the user wrote it.
    ///   - reader: What looks at the file and reads it.
    package static func contents<Reader: CatalogFileReader>(
        ofFile path: String, named name: String, reader: Reader
    ) throws(CatalogError) -> [UInt8] {
        func failure(_ problem: CatalogError.Kind) -> CatalogError {
            CatalogError(file: name, kind: problem)
        }
        func failure(_ failure: Failure) -> CatalogError {
            switch failure {
            case .notFound: CatalogError(file: name, kind: .fileNotFound)
            case .unreadable(let reason): CatalogError(file: name, kind: .unreadable(reason: reason))
            case .tooLarge: CatalogError(file: name, kind: .tooLarge(limit: Catalog.maximumSize))
            }
        }
        let limit = Catalog.maximumSize
        let opened: (file: Reader.File, kind: Kind, size: Int)
        do {
            opened = try reader.open(path)
        } catch {
            throw failure(error)
        }
        defer { reader.close(opened.file) }
        guard opened.kind == .regular else { throw failure(.notARegularFile) }
        guard opened.size <= limit else { throw failure(.tooLarge(limit: limit)) }
        let bytes: [UInt8]
        do {
            bytes = try reader.read(opened.file, size: opened.size, upTo: limit)
        } catch {
            throw failure(error)
        }
        // The file may have grown since it was looked at.
        guard bytes.count <= limit else { throw failure(.tooLarge(limit: limit)) }
        return bytes
    }

    /// The bytes of the catalog file at `path`, looked at by `open` and read by `read`, refused unless
    /// it is a readable catalog file; errors give the file as `name`, and a `nil` path is a URL that
    /// names no file.
    ///
    /// What the URL entry points read through: they are emitted into the program that calls them,
    /// and can declare no reader type of their own there.
    @usableFromInline
    static func contents(
        ofFile path: String?, named name: String,
        open: @escaping (String) throws(Failure) -> (kind: Kind, size: Int),
        read: @escaping (String, Int) throws(Failure) -> [UInt8]
    ) throws(CatalogError) -> [UInt8] {
        guard let path else { throw .unreadable(file: name, reason: "only file URLs can be read") }
        return try contents(ofFile: path, named: name, reader: FunctionReader(open: open, read: read))
    }
}

/// A reader made of two functions, which are handed the path as the file.
private struct FunctionReader: CatalogFileReader {
    let open: (String) throws(CatalogFile.Failure) -> (kind: CatalogFile.Kind, size: Int)
    let read: (String, Int) throws(CatalogFile.Failure) -> [UInt8]

    func open(_ path: String) throws(CatalogFile.Failure) -> (file: String, kind: CatalogFile.Kind, size: Int) {
        let (kind, size) = try open(path)
        return (path, kind, size)
    }

    func read(_ path: String, size: Int, upTo limit: Int) throws(CatalogFile.Failure) -> [UInt8] {
        try read(path, size)
    }

    func close(_ path: String) {}
}

/// Looks at a catalog file and reads it for ``CatalogFile``, which decides whether it may be read: a
/// reader reports what it finds and judges nothing.
///
/// ## Implementing
///
/// - ``open(_:)`` follows symbolic links and never waits: a FIFO with no writer is reported, not opened
///   for reading until one comes.
/// - ``read(_:size:upTo:)`` reads what it opened, and stops one byte past `limit`.
package protocol CatalogFileReader {
    /// A file as ``open(_:)`` leaves it for ``read(_:size:upTo:)``.
    associatedtype File

    /// The file at `path`, what is there, and its size in bytes.
    func open(_ path: String) throws(CatalogFile.Failure) -> (file: File, kind: CatalogFile.Kind, size: Int)

    /// The bytes of `file`, which held `size` bytes when it was opened; at most `limit` + 1 of them, or
    /// ``CatalogFile/Failure/tooLarge``.
    func read(_ file: File, size: Int, upTo limit: Int) throws(CatalogFile.Failure) -> [UInt8]

    /// Lets `file` go.
    func close(_ file: File)
}

// NatureKit's own reading, through FoundationEssentials: the path is looked at, then read.
//
// Emitted into the program that calls a URL entry point (`@_alwaysEmitIntoClient`), not into NatureKit,
// like the entry points themselves (`Catalog(contentsOf:)`, `Catalog(data:)` and the `problems` of
// both). Any of FoundationEssentials' `URL`, `Data` or file code that a program links brings the rest
// with it (dates, calendars, property lists, attributed strings, regular expressions: 12 MB of a
// static build); a program that never calls these, as nature-cli reads through NatureSystem, links
// none of it, and starts in less time.
extension CatalogFile {
    /// The bytes of the catalog file `url` names, read through FoundationEssentials; errors give it as
    /// its relative path.
    @usableFromInline @_alwaysEmitIntoClient
    static func contents(of url: URL) throws(CatalogError) -> [UInt8] {
        try contents(
            ofFile: url.isFileURL ? url.resolvingSymlinksInPath().path : nil, named: url.relativePath,
            open: { path throws(Failure) in
                let attributes: [FileAttributeKey: Any]
                do {
                    attributes = try FileManager.default.attributesOfItem(atPath: path)
                } catch {
                    throw failure(for: error)
                }
                let kind: Kind =
                    switch attributes[.type] as? FileAttributeType {
                    case .typeRegular?: .regular
                    case .typeDirectory?: .folder
                    case .typeCharacterSpecial?: .characterDevice
                    case .typeBlockSpecial?: .blockDevice
                    case .typeSocket?: .socket
                    // A link still there once every link was followed leads nowhere.
                    case .typeSymbolicLink?: .brokenLink
                    // FoundationEssentials gives a FIFO no type of its own.
                    default: .unknown
                    }
                return (kind, byteCount(attributes[.size]) ?? 0)
            },
            read: { path, size throws(Failure) in
                // FoundationEssentials' Data(contentsOf:) leaks the 4 KiB buffer it reads an empty file into
                // (LeakSanitizer, Swift 6.3): an empty file is read as what it is, without it.
                if size == 0 { return [] }
                do {
                    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                } catch {
                    throw failure(for: error)
                }
            })
    }

    /// A file's size as the attributes give it: a `UInt` in FoundationEssentials on Linux, where a look
    /// for an `Int` finds nothing and a 10 GB file would be read whole before its size was checked.
    @usableFromInline @_alwaysEmitIntoClient
    static func byteCount(_ attribute: Any?) -> Int? {
        switch attribute {
        case let size as Int: size
        case let size as UInt: Int(clamping: size)
        case let size as UInt64: Int(clamping: size)
        case let size as Int64: Int(clamping: size)
        default: nil
        }
    }

    /// What a failed look or read means.
    @usableFromInline @_alwaysEmitIntoClient
    static func failure(for error: any Error) -> Failure {
        let code = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
        switch code?.code {
        case .ENOENT?, .ENOTDIR?: return .notFound
        case .EACCES?, .EPERM?: return .unreadable(reason: "permission denied")
        case .EISDIR?: return .unreadable(reason: "it is a directory")
        case .ELOOP?: return .unreadable(reason: "too many levels of symbolic links")
        case let other?: return .unreadable(reason: "\(other)")
        case nil:
            if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile { return .notFound }
            return .unreadable(reason: "\(error)")
        }
    }
}
