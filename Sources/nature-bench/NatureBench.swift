import NatureKit
import NatureSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nature-bench`: NatureKit's in-process benchmark. `Scripts/bench.sh` runs it beside the
/// whole-process and terminal figures; run it alone with `--help` to see what it measures.
@main
struct NatureBench {
    /// sysexits: a command-line usage error, and an internal failure.
    static let usageExitCode: Int32 = 64
    static let failureExitCode: Int32 = 70

    static func main() async {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            StandardStream.reportError("nature-bench: \(error.message)\n\n" + BenchOptions.usage)
            ProcessControl.exit(usageExitCode)
        }
        if options.help {
            print(BenchOptions.usage, terminator: "")
            return
        }
        do {
            let results = try await run(options)
            print(try render(results, options: options), terminator: "")
        } catch {
            StandardStream.reportError("nature-bench: \(error)\n")
            ProcessControl.exit(failureExitCode)
        }
    }

    private static func run(_ options: BenchOptions) async throws -> [BenchResult] {
        // The first catalog work in a process is what nature-cli pays: type metadata, protocol conformances
        // and the pages of the code are all cold. One sample per process, so it is noisier than the rest.
        // `random` indexes the built-in catalog, picks, and loads only the object it shows.
        let clock = ContinuousClock()
        let start = clock.now
        guard let index = Catalog.bundledIndex() else { throw BenchFailure("the built-in catalog has no index") }
        var generator = SeededGenerator(seed: 3)
        let pick = IndexedPick.random(in: index, using: &generator)
        blackHole(try pick.load(file: nil))
        let coldStart = (clock.now - start).seconds
        let catalog = try Catalog.bundled()
        var results = [
            BenchResult(
                id: "catalog.shipped.start.ms", label: "random's catalog work at start, first in process",
                value: coldStart * 1e3, unit: "ms", target: "<= 0.3 ms", met: coldStart <= 0.3e-3,
                note: "one sample: index the built-in catalog, pick as random --seed 3 does, and load only "
                    + "\(index.titles[pick.position]), as nature-cli's one start does")
        ]
        for suite in options.suites {
            // Progress goes to standard error, so that standard output stays a clean table or JSON.
            StandardStream.reportError("nature-bench: measuring \(suite.rawValue)...\n")
            switch suite {
            case .catalog:
                results += try CatalogSuite(quick: options.quick).run()
            case .frames:
                results += try FrameSuite(quick: options.quick, catalog: catalog).run()
            case .schedule:
                guard let bird = catalog.object(titled: "Bird") else {
                    throw BenchFailure("the shipped catalog has no object titled Bird")
                }
                let frames = Card(object: bird, catalog: catalog).frames
                results += try await SchedulingSuite(quick: options.quick, frames: frames).run()
            case .scene:
                results += try await SceneSuite(quick: options.quick, catalog: catalog).run()
            }
        }
        return results
    }

    private static func render(_ results: [BenchResult], options: BenchOptions) throws -> String {
        guard options.json else { return TableFormatter.render(results) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(BenchReport(quick: options.quick, results: results))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
