import NatureKit
import NatureTerminal

/// The subcommands, as the user types them.
enum Command: String, CaseIterable, Sendable {
    case random, show, list, validate, browse, schema
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
    var hints = true
    var json = false
    var watch = false
    var help = false
    var version = false
}

extension Invocation {
    /// What the command line asks of playback.
    var playbackRequest: PlaybackPlan.Request {
        PlaybackPlan.Request(still: still, speed: speed, loops: loops, forever: forever)
    }
}

/// A command line that cannot be run as written; exits with 64 (`EX_USAGE`) after printing usage.
struct UsageError: Error {
    var message: String
    var command: Command?
}
