import NatureSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Output file: in place at once, whole writes, and no stray files")
struct OutputFileTests {
    private static let header = Array("header\n".utf8)

    @Test("A new file holds the header as soon as it is open, then each write after it")
    func newFile() throws {
        let folder = try TemporaryFolder()
        let file = try OutputFile(replacingAt: folder.path("cast"), header: Self.header)
        #expect(folder.contents("cast") == "header\n")
        try file.write(Array("one\n".utf8))
        try file.write(Array("two\n".utf8))
        #expect(folder.contents("cast") == "header\none\ntwo\n")
        #expect(folder.names() == [Array("cast".utf8)], "no temporary file is left")
    }

    @Test("A file already there is replaced whole, and keeps its permissions")
    func replacesAFile() throws {
        let folder = try TemporaryFolder()
        folder.write("an old recording that is longer than the header\n", to: "cast")
        #expect(chmod(folder.path("cast"), 0o600) == 0)
        _ = try OutputFile(replacingAt: folder.path("cast"), header: Self.header)
        #expect(folder.contents("cast") == "header\n")
        var status = stat()
        #expect(stat(folder.path("cast"), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(folder.names() == [Array("cast".utf8)])
    }

    @Test("Through a symbolic link, the file it names is replaced and the link stays")
    func throughALink() throws {
        let folder = try TemporaryFolder()
        folder.write("old\n", to: "target")
        #expect(symlink(folder.path("target"), folder.path("link")) == 0)
        _ = try OutputFile(replacingAt: folder.path("link"), header: Self.header)
        #expect(folder.contents("target") == "header\n")
        var status = stat()
        #expect(lstat(folder.path("link"), &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFLNK)
    }

    @Test("A protected file, by any of its names, is left untouched")
    func protectedFile() throws {
        let folder = try TemporaryFolder()
        folder.write("the catalog\n", to: "catalog.json")
        #expect(link(folder.path("catalog.json"), folder.path("other-name")) == 0)
        let identity = try #require(FileIdentity(path: folder.path("catalog.json")))
        let error = #expect(throws: OutputFile.Failure.self) {
            try OutputFile(
                replacingAt: folder.path("other-name"), header: Self.header,
                protecting: [identity: "the catalog being read"])
        }
        #expect(error?.reason == .protectedFile("the catalog being read"))
        #expect(error?.explanation == "it is the catalog being read")
        #expect(folder.contents("catalog.json") == "the catalog\n")
    }

    @Test(
        "A path that cannot be made fails at once, in plain words",
        arguments: [("missing/cast", "no such directory"), ("file/cast", "a part of the path is not a directory")])
    func cannotBeMade(path: String, explanation: String) throws {
        let folder = try TemporaryFolder()
        folder.write("", to: "file")
        let error = #expect(throws: OutputFile.Failure.self) {
            try OutputFile(replacingAt: folder.path(path), header: Self.header)
        }
        #expect(error?.path == folder.path(path))
        #expect(error?.explanation == explanation)
    }

    @Test("A FIFO nobody reads fails at once instead of waiting for a reader")
    func unreadFIFO() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
        let error = #expect(throws: OutputFile.Failure.self) {
            try OutputFile(replacingAt: folder.path("fifo"), header: Self.header)
        }
        #expect(error?.explanation == "no program is reading from it")
    }

    @Test("A FIFO with a reader is written as it is, not replaced")
    func readFIFO() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
        let reader = open(folder.path("fifo"), O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let file = try OutputFile(replacingAt: folder.path("fifo"), header: Self.header)
        try file.write(Array("one\n".utf8))
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        #expect(Array(bytes.prefix(max(count, 0))) == Array("header\none\n".utf8))
        var status = stat()
        #expect(stat(folder.path("fifo"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}
