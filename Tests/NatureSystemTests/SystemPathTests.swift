import Testing

// SystemPath's byte-level calls are internal; the public way in is a path from the command line, which a
// test process cannot choose.
@testable import NatureSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("System paths: the bytes the system takes, and the words for its errors")
struct SystemPathTests {
    /// `a\xff.json`: a name a file may have that is not UTF-8.
    private static let notUTF8 = Array("a".utf8) + [0xFF] + Array(".json".utf8)

    @Test("A path of bytes that are not UTF-8 names its file byte for byte; the text Swift makes of it does not")
    func bytesNotUTF8() throws {
        let folder = try TemporaryFolder()
        let path = Array(folder.path("").utf8) + Self.notUTF8
        let descriptor = SystemPath.withCString(bytes: path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(folder.names() == [Self.notUTF8])

        let repaired = String(decoding: path, as: UTF8.self)
        #expect(repaired.hasSuffix("a\u{FFFD}.json"))
        #expect(!SystemPath.isRepaired(repaired), "only the command line's own arguments are kept by their bytes")
        #expect(FileIdentity(path: repaired) == nil, "the repaired text names another file, which is not there")
    }

    @Test("A path that came as text is its UTF-8, whatever its characters")
    func textPaths() {
        for path in ["/tmp/plain.json", "/tmp/été.json", "/tmp/🐦 bird.json", "relative/path"] {
            #expect(SystemPath.bytes(of: path) == Array(path.utf8))
            #expect(!SystemPath.isRepaired(path))
        }
    }

    @Test("The system's errors read as plain words")
    func explanations() {
        #expect(SystemPath.explanation(of: ENOENT) == "no such file")
        #expect(SystemPath.explanation(of: EACCES) == "permission denied")
        #expect(SystemPath.explanation(of: EISDIR) == "it is a directory")
        #expect(SystemPath.explanation(of: ENOSPC) == String(cString: strerror(ENOSPC)).lowercased())
    }
}
