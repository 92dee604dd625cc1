/// The command line of `nature-bench`.
struct BenchOptions {
    /// The groups of measurements, in the order they run.
    enum Suite: String, CaseIterable {
        case catalog, frames, schedule, scene
    }

    var json = false
    var quick = false
    var help = false
    var suites = Suite.allCases

    /// A command line the benchmark cannot follow.
    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: nature-bench [--json] [--quick] [--only <suites>]

        Measures NatureKit in process: catalog decode+validate time (shipped, 1k and 10k objects),
        the cost of composing a card and of diffing/rendering a frame, bytes per redrawn frame for every
        shipped animation, the player's scheduling accuracy over 1000 frames on a real clock, and the
        scene: one update's compose + diff at 200x60, its cost at 16, 100 and 1,000 objects in a 400x120
        world, and update lateness over 10 s on a real clock.
        Times are medians over repeated runs, after warm-up.

        options:
          --json            print the results as JSON instead of a table
          --quick           fewer samples and one scheduling run per setup (about 5 s instead of 20 s)
          --only <suites>   run only these, comma-separated: catalog, frames, schedule, scene
          -h, --help        print this help

        Build it in release for figures that mean anything:
          swift build -c release --product nature-bench && .build/release/nature-bench

        """

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "-h", "--help": options.help = true
            case "--only":
                guard let list = remaining.popFirst() else {
                    throw UsageError(message: "--only needs a list of suites")
                }
                options.suites = try suites(in: list)
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func suites(in list: String) throws(UsageError) -> [Suite] {
        var chosen: [Suite] = []
        for name in list.split(separator: ",") {
            guard let suite = Suite(rawValue: String(name)) else {
                let known = Suite.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "unknown suite '\(name)'; the suites are \(known)")
            }
            chosen.append(suite)
        }
        guard !chosen.isEmpty else { throw UsageError(message: "--only needs at least one suite") }
        return Suite.allCases.filter(chosen.contains)
    }
}
