import NatureKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How long a catalog takes to decode and validate: the shipped one, and generated ones of 1k and
/// 10k objects to show how loading scales.
struct CatalogSuite {
    let quick: Bool

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []

        let shipped = try measureShipped()
        results.append(shipped)

        let small = try measureGenerated(objectCount: 1_000, sampler: Sampler(warmups: 3, samples: quick ? 7 : 21))
        let large = try measureGenerated(objectCount: 10_000, sampler: Sampler(warmups: 1, samples: quick ? 3 : 7))
        results += [small.result, large.result]

        let ratio = large.median / small.median
        results.append(
            BenchResult(
                id: "catalog.scaling.ratio", label: "catalog 10k / 1k time", value: ratio, unit: "x",
                target: "~10 (linear)", met: (8...12).contains(ratio),
                note: "ratio of the medians; 10 means linear in the number of objects"))
        return results
    }

    private func measureShipped() throws -> BenchResult {
        // Loading must succeed before its time means anything.
        let catalog = try Catalog.bundled()
        let summary = try Sampler(warmups: 20, samples: quick ? 50 : 200).measure {
            blackHole(try Catalog.bundled())
        }
        return BenchResult(
            id: "catalog.shipped.ms", label: "decode+validate shipped catalog", value: summary.median * 1e3,
            unit: "ms", spread: summary, scale: 1e3, target: "<= 1 ms", met: summary.median <= 1e-3,
            note: "Catalog.bundled(), \(catalog.objects.count) objects, \(catalog.imageNames.count) images")
    }

    private func measureGenerated(objectCount: Int, sampler: Sampler) throws -> (result: BenchResult, median: Double) {
        let data = Data(GeneratedCatalog.json(objectCount: objectCount))
        let catalog = try Catalog(data: data)
        guard catalog.objects.count == objectCount else {
            throw BenchFailure("the generated catalog of \(objectCount) objects loaded \(catalog.objects.count)")
        }
        let summary = try sampler.measure {
            blackHole(try Catalog(data: data))
        }
        let megabytesPerSecond = Double(data.count) / summary.median / 1e6
        let perObject = summary.median / Double(objectCount) * 1e6
        let label = objectCount >= 1_000 ? "\(objectCount / 1_000)k" : "\(objectCount)"
        let result = BenchResult(
            id: "catalog.generated.\(label).ms", label: "decode+validate \(label)-object catalog",
            value: summary.median * 1e3, unit: "ms", spread: summary, scale: 1e3,
            note: "\(data.count / 1_024) KiB, \(TableFormatter.format(perObject)) us/object, "
                + "\(TableFormatter.format(megabytesPerSecond)) MB/s")
        return (result, summary.median)
    }
}
