import NatureSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProcessWide {
    /// Each change is made before `next()` is asked for it, so the watcher finds it waiting.
    @Suite("File watcher: saves, deletions and files made again")
    struct FileWatcherTests {
        /// A folder of its own for each test, and the catalog watched in it.
        private let folder: TemporaryFolder
        private var catalog: String { folder.path("catalog.json") }

        init() throws {
            folder = try TemporaryFolder()
        }

        /// Writes `text` to `path` in place: opened, written and closed, as an editor that saves in place.
        private static func writeInPlace(_ text: String, to path: String) {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }

        @Test("Writing the file in place is a save")
        func savedInPlace() throws {
            let watcher = try FileWatcher(path: catalog)
            Self.writeInPlace("{}", to: catalog)
            #expect(try watcher.next() == .saved)
        }

        @Test("A new file renamed over the old one is a save, as editors save")
        func savedByRename() throws {
            Self.writeInPlace("{}", to: catalog)
            let watcher = try FileWatcher(path: catalog)
            Self.writeInPlace("{\"version\": 1}", to: folder.path(".catalog.json.swp"))
            #expect(rename(folder.path(".catalog.json.swp"), catalog) == 0)
            #expect(try watcher.next() == .saved)
        }

        @Test("Deleting the file is a deletion, and making it again a save")
        func deletedThenMadeAgain() throws {
            Self.writeInPlace("{}", to: catalog)
            let watcher = try FileWatcher(path: catalog)
            #expect(unlink(catalog) == 0)
            #expect(try watcher.next() == .deleted)
            Self.writeInPlace("{}", to: catalog)
            #expect(try watcher.next() == .saved)
        }

        @Test("Other files in the folder are not the watched file")
        func otherFiles() throws {
            let watcher = try FileWatcher(path: catalog)
            Self.writeInPlace("x", to: folder.path("notes.txt"))
            #expect(unlink(folder.path("notes.txt")) == 0)
            Self.writeInPlace("{}", to: catalog)
            // Had the other file's events counted, the first change would be its deletion.
            #expect(try watcher.next() == .saved)
        }

        @Test("A folder that does not exist cannot be watched, and the failure names it")
        func missingFolder() throws {
            let error = #expect(throws: FileWatcher.Failure.self) {
                try FileWatcher(path: folder.path("gone/catalog.json"))
            }
            #expect(error?.message.contains(folder.path("gone")) == true)
        }

        @Test("What is at the path, when it is not a regular file, is named")
        func nonRegularKinds() throws {
            Self.writeInPlace("{}", to: folder.path("file"))
            #expect(mkdir(folder.path("folder"), 0o755) == 0)
            #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
            #expect(symlink("/dev/null", folder.path("null")) == 0)
            #expect(symlink(folder.path("file"), folder.path("link")) == 0)
            #expect(symlink(folder.path("nothing"), folder.path("dangling")) == 0)
            #expect(FileWatcher.nonRegularKind(at: folder.path("file")) == nil)
            #expect(FileWatcher.nonRegularKind(at: folder.path("link")) == nil)
            #expect(FileWatcher.nonRegularKind(at: folder.path("nothing")) == nil)
            #expect(FileWatcher.nonRegularKind(at: folder.path("folder")) == "a folder")
            #expect(FileWatcher.nonRegularKind(at: folder.path("fifo")) == "a FIFO (named pipe)")
            #expect(
                FileWatcher.nonRegularKind(at: folder.path("null")) == "a link to \"/dev/null\", a character device")
            #expect(
                FileWatcher.nonRegularKind(at: folder.path("dangling"))?.hasSuffix(", which does not exist") == true)
        }
    }
}
