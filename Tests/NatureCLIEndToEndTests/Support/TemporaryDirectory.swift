import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new empty directory in the temporary folder, removed (made writable again first) when the value
/// goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("naturekit-hostile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) {
            for name in names { chmod(url.appendingPathComponent(name).path, 0o600) }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to a file called `name` in the directory; returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The path `name` would have in the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
