import NatureKit
import Testing

@Suite("Seeded generator")
struct SeededGeneratorTests {
    @Test("Seed 42 gives SplitMix64's sequence")
    func knownSequence() {
        var generator = SeededGenerator(seed: 42)
        #expect(generator.next() == 13_679_457_532_755_275_413)
        #expect(generator.next() == 2_949_826_092_126_892_291)
        #expect(generator.next() == 5_139_283_748_462_763_858)
    }

    @Test("The same seed gives the same sequence", arguments: [0, 1, 42, UInt64.max])
    func sameSeed(seed: UInt64) {
        var first = SeededGenerator(seed: seed)
        var second = SeededGenerator(seed: seed)
        let a = (0..<100).map { _ in first.next() }
        let b = (0..<100).map { _ in second.next() }
        #expect(a == b)
        #expect(Set(a).count == 100)
    }

    @Test("Different seeds give different sequences")
    func differentSeeds() {
        let firsts = (0..<64 as Range<UInt64>).map { seed in
            var generator = SeededGenerator(seed: seed)
            return generator.next()
        }
        #expect(Set(firsts).count == 64)
    }

    @Test("A copy of a generator carries on from where the original is")
    func valueSemantics() {
        var original = SeededGenerator(seed: 7)
        _ = original.next()
        var copy = original
        #expect(copy == original)
        #expect(copy.next() == original.next())
    }

    @Test("index(below:) stays in 0..<count", arguments: [1, 2, 3, 7, 100, 1_000_003, Int.max])
    func indexInRange(count: Int) {
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: count))
        for _ in 0..<1_000 {
            let index = generator.index(below: count)
            #expect(index.map { (0..<count).contains($0) } == true)
        }
    }

    @Test("index(below:) is nil for a count that is not positive", arguments: [0, -1, Int.min])
    func indexOfNothing(count: Int) {
        var generator = SeededGenerator(seed: 1)
        #expect(generator.index(below: count) == nil)
    }

    @Test("index(below: 1) is always 0")
    func indexOfOne() {
        var generator = SeededGenerator(seed: 3)
        #expect((0..<100).allSatisfy { _ in generator.index(below: 1) == 0 })
    }

    @Test("index(below:) is uniform: each of 4 buckets gets its share within 20% over 10 000 draws")
    func indexIsUniform() {
        var generator = SeededGenerator(seed: 2024)
        var buckets = [0, 0, 0, 0]
        for _ in 0..<10_000 {
            guard let index = generator.index(below: 4) else {
                Issue.record("no index for 4")
                return
            }
            buckets[index] += 1
        }
        for count in buckets {
            #expect((2_000...3_000).contains(count), "\(buckets)")
        }
    }

    @Test("index(below:) takes the high word of count × next(), the same on every platform")
    func indexIsPinned() {
        var generator = SeededGenerator(seed: 42)
        #expect((0..<3).map { _ in generator.index(below: 10) } == [7, 1, 2])
    }

    @Test("index(below:) is a pure function of the generator's state")
    func indexIsReproducible() {
        var first = SeededGenerator(seed: 5)
        var second = SeededGenerator(seed: 5)
        let a = (0..<50).map { _ in first.index(below: 10) }
        let b = (0..<50).map { _ in second.index(below: 10) }
        #expect(a == b)
    }

    @Test("shuffled(_:) is a permutation in an order pinned by the seed, the same on every platform")
    func shuffleIsPinned() {
        var generator = SeededGenerator(seed: 42)
        let shuffled = generator.shuffled(Array(0..<8))
        #expect(shuffled.sorted() == Array(0..<8))
        #expect(shuffled == [4, 3, 2, 0, 7, 6, 1, 5])
        #expect(generator.shuffled([Int]()).isEmpty)
    }

    @Test("index(below:) works with the system generator too")
    func systemGenerator() {
        var generator = SystemRandomNumberGenerator()
        let index = generator.index(below: 3)
        #expect(index.map { (0..<3).contains($0) } == true)
        #expect(generator.index(below: 0) == nil)
    }
}
