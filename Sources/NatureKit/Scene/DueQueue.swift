/// The items of a scene by when each next changes, earliest first: a binary min-heap, so finding the
/// next change takes no time and taking one costs the logarithm of the number of items, not a pass
/// over all of them.
struct DueQueue: Sendable {
    private var entries: [(due: Duration, item: Int)] = []

    /// The earliest entry, if any.
    var first: (due: Duration, item: Int)? { entries.first }

    var isEmpty: Bool { entries.isEmpty }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    mutating func insert(_ due: Duration, item: Int) {
        entries.append((due, item))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].due < entries[parent].due else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the earliest entry away.
    @discardableResult
    mutating func removeFirst() -> (due: Duration, item: Int)? {
        guard let first = entries.first else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return first }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, entries[left].due < entries[smallest].due { smallest = left }
            if right < entries.count, entries[right].due < entries[smallest].due { smallest = right }
            guard smallest != parent else { break }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
