#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a catalog file with the checks that keep hostile paths harmless, through FoundationEssentials:
/// NatureKit makes no system call of its own.
///
/// A catalog path may name a FIFO that never delivers, `/dev/zero` that never ends, a folder or a huge
/// file. So the file is looked at before it is opened (through any symbolic links): anything but a
/// regular file is refused, and so is one over the size limit, which holds for what is read too.
enum CatalogFile {
    static func contents(of url: URL) throws(CatalogError) -> [UInt8] {
        let name = url.relativePath
        func failure(_ problem: CatalogError.Kind) -> CatalogError {
            CatalogError(file: name, kind: problem)
        }
        guard url.isFileURL else { throw failure(.unreadable(reason: "only file URLs can be read")) }
        let resolved = url.resolvingSymlinksInPath()
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: resolved.path)
        } catch {
            throw failure(problem(for: error))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw failure(.notARegularFile) }
        let limit = Catalog.maximumSize
        let size = byteCount(attributes[.size])
        if let size, size > limit { throw failure(.tooLarge(limit: limit)) }
        // FoundationEssentials' Data(contentsOf:) leaks the 4 KiB buffer it reads an empty file into
        // (LeakSanitizer, Swift 6.3): an empty file is read as what it is, without it.
        if size == 0 { return [] }
        let data: Data
        do {
            data = try Data(contentsOf: resolved)
        } catch {
            throw failure(problem(for: error))
        }
        // The file may have grown since it was looked at.
        guard data.count <= limit else { throw failure(.tooLarge(limit: limit)) }
        return Array(data)
    }

    /// A file's size as the attributes give it: a `UInt` in FoundationEssentials on Linux, where a look
    /// for an `Int` finds nothing and a 10 GB file would be read whole before its size was checked.
    private static func byteCount(_ attribute: Any?) -> Int? {
        switch attribute {
        case let size as Int: size
        case let size as UInt: Int(clamping: size)
        case let size as UInt64: Int(clamping: size)
        case let size as Int64: Int(clamping: size)
        default: nil
        }
    }

    /// What a failed look or read means, in the catalog's words.
    private static func problem(for error: any Error) -> CatalogError.Kind {
        let code = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
        switch code?.code {
        case .ENOENT?, .ENOTDIR?: return .fileNotFound
        case .EACCES?, .EPERM?: return .unreadable(reason: "permission denied")
        case .EISDIR?: return .unreadable(reason: "it is a directory")
        case .ELOOP?: return .unreadable(reason: "too many levels of symbolic links")
        case let other?: return .unreadable(reason: "\(other)")
        case nil:
            if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile { return .fileNotFound }
            return .unreadable(reason: "\(error)")
        }
    }
}
