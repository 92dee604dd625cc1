extension Scene {
    /// The scene's randomness, one seeded stream for each kind of choice, so that a new draw in one
    /// leaves every other's sequence as it was: a new happening does not move the arrivals, and a new
    /// colour does not move the world.
    struct Streams: Sendable {
        /// The world's layout: the horizon, the coast, the shore, the ground's tufts.
        var world: SeededGenerator
        /// The cast at the start: who is on stage and where along their lanes.
        var cast: SeededGenerator
        /// Who comes on next, when, at which end and in which lane.
        var arrivals: SeededGenerator
        /// Which happening comes next, and when and where.
        var happenings: SeededGenerator
        /// The colours of copies within their species' palette.
        var colors: SeededGenerator

        let seed: UInt64

        init(seed: UInt64) {
            self.seed = seed
            world = Self.stream(1, of: seed)
            cast = Self.stream(2, of: seed)
            arrivals = Self.stream(3, of: seed)
            happenings = Self.stream(4, of: seed)
            colors = Self.stream(5, of: seed)
        }

        /// The world's stream as it starts, for laying the world out again on a resize: a window of one
        /// size always gets the same layout for a seed.
        var freshWorld: SeededGenerator { Self.stream(1, of: seed) }

        /// A generator for stream `number` of `seed`: the seed's own generator, skipped ahead to a place
        /// of its own, so that no two streams overlap in any run.
        private static func stream(_ number: UInt64, of seed: UInt64) -> SeededGenerator {
            var mixer = SeededGenerator(seed: seed ^ (number &* 0xA076_1D64_78BD_642F))
            return SeededGenerator(seed: mixer.next() &+ number)
        }
    }
}
