/// Did-you-mean suggestions for names a person typed: keys, kinds, image names, titles and flags.
package enum Suggestion {
    /// The candidate closest to `name`, ignoring case, if it is close enough to be a likely typo.
    package static func nearest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            // Ties go to the alphabetically first, so the same typo gets the same hint on every run.
            if let current = best,
                distance > current.distance || (distance == current.distance && candidate >= current.candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        // A third of the longer name, at least one edit: "tilte" finds "title", "zebra" finds nothing.
        let allowed = max(1, max(target.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// `; did you mean "x"?` for a message, or nothing.
    package static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \(TerminalText.quoted($0))?" } ?? ""
    }
}
