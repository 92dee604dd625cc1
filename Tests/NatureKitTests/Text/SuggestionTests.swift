import NatureKit
import Testing

/// Did-you-mean: the same answers as the plain definition, and fast whatever it is given.
@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    /// The plain definition: the full table of edits with adjacent transpositions, every candidate
    /// within a third of the longer name (at least one edit), the nearest first, ties alphabetical.
    private static func reference(to name: String, among candidates: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { table[i][0] = i }
            for j in 0...b.count { table[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                    }
                }
            }
            return table[a.count][b.count]
        }
        let target = Array(name.lowercased())
        let close = candidates.compactMap { candidate -> (String, Int)? in
            let letters = Array(candidate.lowercased())
            let found = distance(target, letters)
            return found <= max(1, max(target.count, letters.count) / 3) ? (candidate, found) : nil
        }
        return close.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    /// A word of up to `length` letters from a small alphabet, so that near misses are common.
    private static func word(_ generator: inout SeededGenerator, length: Int) -> String {
        let letters = Array("abcAB é")
        return String(
            (0..<Int.random(in: 0...length, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
    }

    @Test("The bounded search answers as the plain definition does, on thousands of random near misses")
    func sameAsDefinition() {
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<2000 {
            let name = Self.word(&generator, length: 9)
            let candidates = (0..<6).map { _ in Self.word(&generator, length: 9) }
            #expect(
                Suggestion.nearest(to: name, among: candidates) == Self.reference(to: name, among: candidates),
                "\(name) among \(candidates)")
        }
    }

    @Test("A 1000-character name against 20 000 titles of 100 characters is answered at once")
    func longNameAgainstManyTitles() {
        let titles = (0..<20_000).map { "Object \($0) " + String(repeating: "x", count: 100 - "Object \($0) ".count) }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(Suggestion.nearest(to: String(repeating: "q", count: 1000), among: titles) == nil)
        let near = "Object 777 " + String(repeating: "x", count: 80) + "yyyyyyyyy"
        #expect(Suggestion.nearest(to: near, among: titles) == titles[777])
        // Hundreds of times the time either takes, even in a debug build; the old search took minutes.
        #expect(clock.now - start < .seconds(10))
    }
}
