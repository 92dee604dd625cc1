import NatureSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("File identity: one file by any name")
struct FileIdentityTests {
    @Test("A hard link and a symbolic link name the same file; a copy is another")
    func names() throws {
        let folder = try TemporaryFolder()
        folder.write("text", to: "file")
        folder.write("text", to: "copy")
        #expect(link(folder.path("file"), folder.path("hard")) == 0)
        #expect(symlink(folder.path("file"), folder.path("soft")) == 0)
        let file = try #require(FileIdentity(path: folder.path("file")))
        #expect(FileIdentity(path: folder.path("hard")) == file)
        #expect(FileIdentity(path: folder.path("soft")) == file)
        #expect(FileIdentity(path: folder.path("copy")) != file)
    }

    @Test("A file open on a descriptor has the identity of its path")
    func descriptor() throws {
        let folder = try TemporaryFolder()
        folder.write("text", to: "file")
        let descriptor = open(folder.path("file"), O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(FileIdentity(descriptor: descriptor) == FileIdentity(path: folder.path("file")))
    }

    @Test("No file, no identity: a missing path, a dangling link, a closed descriptor")
    func none() throws {
        let folder = try TemporaryFolder()
        #expect(symlink(folder.path("nothing"), folder.path("dangling")) == 0)
        #expect(FileIdentity(path: folder.path("nothing")) == nil)
        #expect(FileIdentity(path: folder.path("dangling")) == nil)
        let pipe = try Pipe()
        let closed = dup(pipe.reader)
        close(closed)
        #expect(FileIdentity(descriptor: closed) == nil)
    }
}
