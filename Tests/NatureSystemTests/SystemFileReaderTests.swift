import NatureKit
import NatureSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The system's file reader: what it finds at a path, and files read whole")
struct SystemFileReaderTests {
    private let reader = SystemFileReader()

    @Test("A regular file is read whole, up to and including the limit")
    func readsWhole() throws {
        let folder = try TemporaryFolder()
        folder.write("0123456789", to: "ten")
        let ten = try reader.open(folder.path("ten"))
        defer { reader.close(ten.file) }
        #expect(ten.kind == .regular)
        #expect(ten.size == 10)
        #expect(try reader.read(ten.file, size: ten.size, upTo: 10) == Array("0123456789".utf8))
        let again = try reader.open(folder.path("ten"))
        defer { reader.close(again.file) }
        #expect(throws: CatalogFile.Failure.tooLarge) { try reader.read(again.file, size: again.size, upTo: 9) }
        folder.write("", to: "empty")
        let empty = try reader.open(folder.path("empty"))
        defer { reader.close(empty.file) }
        #expect(try reader.read(empty.file, size: empty.size, upTo: 0) == [])
    }

    @Test("What is not a regular file is named for what it is, a FIFO without waiting for a writer")
    func notRegular() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
        for (path, kind) in [
            (folder.path("fifo"), CatalogFile.Kind.fifo), (folder.path, .folder), ("/dev/zero", .characterDevice),
        ] {
            let opened = try reader.open(path)
            reader.close(opened.file)
            #expect(opened.kind == kind, "\(path)")
        }
    }

    @Test("A missing file, or a path through a file, is not found; a link to nowhere is a broken link")
    func notFound() throws {
        let folder = try TemporaryFolder()
        folder.write("", to: "file")
        #expect(throws: CatalogFile.Failure.notFound) { try reader.open(folder.path("none")) }
        #expect(throws: CatalogFile.Failure.notFound) { try reader.open(folder.path("file/inside")) }
        #expect(symlink(folder.path("none"), folder.path("dangling")) == 0)
        #expect(try reader.open(folder.path("dangling")).kind == .brokenLink)
    }
}
