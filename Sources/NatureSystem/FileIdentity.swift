#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Which file a path names, by device and inode: two paths, a symbolic link or a hard link among them,
/// name the same file exactly when their identities are equal.
package struct FileIdentity: Hashable, Sendable {
    /// The device the file is on.
    package var device: UInt64
    /// The file's inode on that device.
    package var inode: UInt64

    /// The identity of the file at `path`, following symbolic links, or `nil` when there is none.
    ///
    /// - Parameter path: The file's path.
    package init?(path: String) {
        var status = stat()
        guard SystemPath.withCString(path, { stat($0, &status) }) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the file open on `descriptor` (standard input is 0, standard output 1), or `nil`
    /// when the descriptor is not open.
    ///
    /// - Parameter descriptor: An open file descriptor.
    package init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
