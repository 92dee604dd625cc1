import Foundation
import Testing

/// A folder of the test's own under the system's temporary folder, removed with everything in it when
/// the test is done.
final class TemporaryFolder {
    let path: String

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        var template = Array((NSTemporaryDirectory() + "/NatureSystemTests.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        try #require(made, "mkdtemp failed", sourceLocation: sourceLocation)
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String {
        path + "/" + name
    }

    /// The names in the folder, as the system gives them, byte for byte.
    func names() -> [[UInt8]] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The contents of the file `name`, or `nil` when it cannot be read.
    func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to the file `name`, made or replaced in place.
    func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: path(name), contents: Data(text.utf8))
    }
}
