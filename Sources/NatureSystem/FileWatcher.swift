import CNatureSystem
import NatureKit

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Tells when a file is saved, deleted or made again.
///
/// On Linux it uses inotify on the file's folder, not on the file: editors that save by writing a new
/// file and renaming it over the old one replace the file, and a watch on the replaced file would go
/// quiet after the first save. A save is seen when the writer closes the file or renames it into place,
/// so a file caught half-written is seen again once its writer is done. Elsewhere it polls the file's
/// size, modification time and inode every 100 ms.
///
/// Waiting ends early for SIGINT, SIGTERM, SIGQUIT and SIGHUP, which ``init(path:)`` routes here: see
/// ``interruption``.
package final class FileWatcher {
    /// What happened to the file.
    package enum Change: Sendable, Equatable {
        /// The file was written, or made again, or renamed into place.
        case saved
        /// The file is gone (deleted, or renamed away).
        case deleted
    }

    /// Watching could not start, or cannot go on; `message` says why, in a phrase.
    package struct Failure: Error {
        package var message: String
    }

    private let path: String
    #if os(Linux)
        private let descriptor: Int32
        private let name: String
    #else
        private var lastSeen: FileStamp?
    #endif

    /// Starts watching the file at `path`, which need not exist yet; its folder must.
    ///
    /// - Parameter path: The file to watch, as the user named it.
    package init(path: String) throws(Failure) {
        self.path = path
        #if os(Linux)
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { throw Failure(message: "cannot watch files: \(Self.describe(errno))") }
            let events =
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF
            guard inotify_add_watch(descriptor, folder, UInt32(events)) >= 0 else {
                let reason = Self.describe(errno)
                close(descriptor)
                throw Failure(message: "cannot watch the folder \(folder): \(reason)")
            }
        #else
            lastSeen = FileStamp(path: path)
        #endif
        TerminalSignals.catchInterruptions()
    }

    deinit {
        #if os(Linux)
            close(descriptor)
        #endif
        TerminalSignals.releaseAll()
    }

    /// The signal that ended the wait, if one did: `Interruption.interrupt` for Ctrl-C.
    package var interruption: Interruption? { TerminalSignals.interruption }

    /// Waits for the next change to the file until `deadline` (for ever by default); `nil` at the
    /// deadline, or once a signal in ``interruption`` asks to stop.
    ///
    /// - Parameter deadline: When to stop waiting; `nil` to wait for a change or a signal.
    package func next(until deadline: MonotonicClock.Instant? = nil) throws(Failure) -> Change? {
        while TerminalSignals.interruption == nil {
            if let change = try waitForChange(until: deadline) { return change }
            if let deadline, MonotonicClock().now >= deadline { return nil }
        }
        return nil
    }

    /// The watcher as one more event source for a player's one loop: its changes are the notices, and
    /// the signals that end a watch are the terminal events.
    package var changes: Changes { Changes(watcher: self) }

    /// The changes to the watched file, as a player hears them.
    package struct Changes: NoticeSource {
        let watcher: FileWatcher
        private var heard: [Change] = []

        init(watcher: FileWatcher) {
            self.watcher = watcher
        }

        /// The monotonic clock.
        package var clock: MonotonicClock { MonotonicClock() }

        /// The signal that ends the watch, if one came; otherwise waits until `deadline` for a change,
        /// which ``takeNotices()`` then gives.
        package mutating func events(
            until deadline: MonotonicClock.Instant?, isolation: isolated (any Actor)?
        ) async throws -> [TerminalEvent] {
            if heard.isEmpty, let change = try watcher.next(until: deadline) { heard.append(change) }
            try Task.checkCancellation()
            return watcher.interruption.map { [.interrupt($0)] } ?? []
        }

        package mutating func takeNotices() -> [Change] {
            defer { heard = [] }
            return heard
        }
    }

    #if os(Linux)
        /// Takes every event that has arrived, so that one save seen as several events is one change.
        private func waitForChange(until deadline: MonotonicClock.Instant?) throws(Failure) -> Change? {
            // A signal ends the wait through the wake pipe; the caller looks at it. A deadline before
            // the clock's start is past, not "no deadline" (which the C side reads from a negative number).
            let wakeAt = deadline.map { max(0, $0.nanoseconds) } ?? -1
            guard nature_wait(descriptor, TerminalSignals.waitDescriptor, wakeAt) & Int32(NATURE_WAIT_INPUT) != 0 else {
                TerminalSignals.drainWakes()
                return nil
            }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            var change: Change?
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let (mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + nameLength)]
                let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + nameLength
                if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
                    throw Failure(message: "the folder of \(path) was removed or moved")
                }
                guard eventName == name else { continue }
                if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                    change = .deleted
                } else if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
                    change = .saved
                } else if mask & UInt32(IN_CREATE) != 0 {
                    // A regular file made again, its writer not done yet: the close that follows is the
                    // save. Anything else (a link, a FIFO, a folder) is never closed after writing: it is
                    // there now, so it is looked at now.
                    if Self.nonRegularKind(at: path) != nil || SystemFileReader.isSymbolicLink(path) {
                        change = .saved
                    } else if change == .deleted {
                        change = nil
                    }
                }
            }
            return change
        }
    #else
        private func waitForChange(until deadline: MonotonicClock.Instant?) throws(Failure) -> Change? {
            let left = deadline.map { MonotonicClock().now.duration(to: $0) } ?? .milliseconds(100)
            let wait = min(.milliseconds(100), max(.zero, left))
            usleep(UInt32(wait / .microseconds(1)))
            let stamp = FileStamp(path: path)
            defer { lastSeen = stamp }
            guard stamp != lastSeen else { return nil }
            return stamp == nil ? .deleted : .saved
        }
    #endif

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// What is at `path` when it is there but is not a catalog file to read: `a folder`, `a FIFO`, `a
    /// link to /dev/zero, a character device`; `nil` for a regular file, a link to one, or nothing.
    /// What a catalog file is, and the names of the rest, are ``CatalogFile``'s.
    ///
    /// - Parameter path: The watched path.
    package static func nonRegularKind(at path: String) -> String? {
        guard SystemFileReader.isSymbolicLink(path) else { return SystemFileReader.kind(at: path)?.description }
        let target = SystemFileReader.linkTarget(of: path) ?? "?"
        let link = "a link to \(TerminalText.quoted(target, limit: 200))"
        guard let kind = SystemFileReader.kind(at: path), kind != .brokenLink else {
            return "\(link), which does not exist"
        }
        return kind.description.map { "\(link), \($0)" }
    }
}

#if !os(Linux)
    /// What polling compares: a save changes the size or the time, a rename-over changes the inode.
    private struct FileStamp: Equatable {
        var size: Int64
        var modified: Int
        var modifiedNanoseconds: Int
        var inode: UInt64

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            size = Int64(status.st_size)
            modified = Int(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
            inode = UInt64(status.st_ino)
        }
    }
#endif
