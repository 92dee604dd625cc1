/// Times a piece of work the way a benchmark should: warm-up runs first, then many timed samples,
/// summarised by their median so that one slow sample (another build on this machine) moves nothing.
struct Sampler {
    /// Runs thrown away before timing, so that caches, lazy globals and the allocator are warm.
    var warmups: Int
    /// Timed samples.
    var samples: Int

    /// Times `body`; each sample runs it `batch` times and counts the time per run.
    ///
    /// Work that takes microseconds is batched, so that each sample is long next to the clock's
    /// own cost.
    func measure(batch: Int = 1, _ body: () throws -> Void) rethrows -> Summary {
        let clock = ContinuousClock()
        for _ in 0..<warmups {
            try body()
        }
        var seconds: [Double] = []
        seconds.reserveCapacity(samples)
        for _ in 0..<max(1, samples) {
            let start = clock.now
            for _ in 0..<max(1, batch) {
                try body()
            }
            seconds.append((clock.now - start).seconds / Double(max(1, batch)))
        }
        return Summary(seconds)
    }
}
