import Foundation

/// Bytes filled in by a reader thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var complete = false

    func append(_ more: Data, finished: Bool = true) {
        lock.withLock {
            data.append(more)
            complete = finished
        }
    }

    var value: Data { lock.withLock { data } }
    var isComplete: Bool { lock.withLock { complete } }
}
