import NatureKit

/// The subcommands, as the user types them.
enum Command: String, CaseIterable, Sendable {
    case random, show, list, validate
}

/// When to colour the output.
enum ColorMode: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Everything the command line asked for, parsed and checked.
struct Invocation: Sendable {
    var command: Command = .random
    var positionals: [String] = []
    var catalogPath: String?
    var seed: UInt64?
    var loops: Int?
    var forever = false
    var speed = 1.0
    var still = false
    var explain = false
    var color = ColorMode.auto
    var castPath: String?
    var json = false
    var help = false
    var version = false
}

/// A command line that cannot be run as written; exits with 64 (`EX_USAGE`) after printing usage.
struct UsageError: Error {
    var message: String
    var command: Command?
}
