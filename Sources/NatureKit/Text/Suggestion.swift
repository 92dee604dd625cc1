/// Did-you-mean suggestions for names a person typed: keys, kinds, image names, titles and flags.
package enum Suggestion {
    /// The candidate closest to `name`, ignoring case, among those close enough to be a likely typo: a
    /// third of the longer name, at least one edit ("tilte" finds "title", "zebra" finds nothing).
    ///
    /// Fast whatever it is given: a candidate whose length alone puts it too far away is passed over
    /// unread, and the distance to any other is only worked out as far as it can still win, so a long
    /// wrong title against a catalog of a hundred thousand long ones is answered at once.
    package static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        var alphabet: [Character: Int] = [:]
        let target = name.lowercased().map { character in
            if let known = alphabet[character] { return known }
            alphabet[character] = alphabet.count
            return alphabet.count - 1
        }
        var targetCounts = [Int](repeating: 0, count: alphabet.count)
        for letter in target { targetCounts[letter] += 1 }
        var shared = BagOverlap(counts: targetCounts)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased()
            let length = lowered.count
            var limit = max(1, max(target.count, length) / 3)
            // A tie with the best so far may still win, alphabetically.
            if let best { limit = min(limit, best.distance) }
            guard abs(length - target.count) <= limit else { continue }
            // A character the name does not have matches nothing in it: -1 stands for all of them.
            let letters = lowered.map { alphabet[$0] ?? -1 }
            // Each edit mends at most one character that one of the two has and the other lacks: a
            // bound that passes over most candidates at the cost of one look at their characters.
            let common = shared.overlap(with: letters)
            guard max(target.count, letters.count) - common <= limit else { continue }
            guard let distance = editDistance(target, letters, atMost: limit) else { continue }
            // Ties go to the alphabetically first, so the same typo gets the same hint on every run.
            if let current = best,
                distance > current.distance || (distance == current.distance && candidate >= current.candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit, for characters numbered
    /// so that equal numbers are equal characters (`a`'s are never negative; a negative number in `b`
    /// is a character `a` does not have); `nil` once it is certainly more than `limit`.
    ///
    /// Only the cells within `limit` of the diagonal can lead to a distance within `limit`, and once
    /// two rows running are all past it (a transposition jumps one row), nothing after can come back.
    static func editDistance(_ a: [Int], _ b: [Int], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var previous2 = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[0] = min(i, beyond)
            if low > 1 { current[low - 1] = beyond }
            var minimum = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = min(value, beyond)
                minimum = min(minimum, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            if minimum > limit, previousMinimum > limit { return nil }
            previousMinimum = minimum
            (previous2, previous, current) = (previous, current, previous2)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }

    /// How many characters a candidate has in common with the name, counted with repeats: the letters
    /// of the two as bags, with no regard to order.
    private struct BagOverlap {
        /// How often each of the name's characters occurs in it.
        let counts: [Int]
        /// How many of each a candidate has used up, valid where `stamps` holds the candidate's number.
        private var used: [Int]
        private var stamps: [Int]
        private var stamp = 0

        init(counts: [Int]) {
            self.counts = counts
            used = Array(repeating: 0, count: counts.count)
            stamps = Array(repeating: 0, count: counts.count)
        }

        mutating func overlap(with letters: [Int]) -> Int {
            stamp += 1
            var common = 0
            for letter in letters where letter >= 0 {
                if stamps[letter] != stamp {
                    stamps[letter] = stamp
                    used[letter] = 0
                }
                if used[letter] < counts[letter] {
                    used[letter] += 1
                    common += 1
                }
            }
            return common
        }
    }

    /// `; did you mean "x"?` for a message, or nothing.
    package static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \(TerminalText.quoted($0))?" } ?? ""
    }
}
