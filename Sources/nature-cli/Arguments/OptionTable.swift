import NatureKit
import NatureTerminal

/// One option: its name, the value it takes, the commands it belongs to, and what it sets.
struct OptionSpec: Sendable {
    var name: String
    /// The value's placeholder in help, or `nil` for a flag that takes none.
    var value: String?
    var summary: String
    var commands: Set<Command>
    var apply: @Sendable (inout Invocation, String) throws -> Void
}

extension OptionSpec {
    private static let playing: Set<Command> = [.random, .show]
    private static let picking: Set<Command> = [.random, .show, .browse]
    private static let reading: Set<Command> = [.random, .show, .list, .validate, .browse]
    private static let everyCommand = Set(Command.allCases)

    /// Every option, in the order help lists them.
    static let all: [OptionSpec] = [
        OptionSpec(
            name: "--catalog", value: "<file>",
            summary: "read objects from this catalog (- for standard input) instead of the built-in one",
            commands: reading
        ) {
            $0.catalogPath = $1
        },
        OptionSpec(
            name: "--seed", value: "<n>", summary: "pick the same object and picture on every run", commands: picking
        ) {
            guard let seed = UInt64($1) else {
                throw UsageError(message: "--seed takes a whole number from 0 to \(UInt64.max), not \(quoted($1))")
            }
            $0.seed = seed
        },
        OptionSpec(
            name: "--loops", value: "<n>",
            summary: "play the animation this many times (default: about 3 seconds' worth)", commands: playing
        ) {
            guard let loops = Int($1), loops > 0 else {
                throw UsageError(message: "--loops takes a whole number of at least 1, not \(quoted($1))")
            }
            $0.loops = loops
        },
        OptionSpec(name: "--forever", value: nil, summary: "play until Ctrl-C", commands: playing) { invocation, _ in
            invocation.forever = true
        },
        OptionSpec(
            name: "--speed", value: "<x>", summary: "play faster (2) or slower (0.5); from 0.01 to 100",
            commands: picking
        ) {
            guard let speed = Double($1), speed.isFinite, (0.01...100).contains(speed) else {
                throw UsageError(message: "--speed takes a number from 0.01 to 100, not \(quoted($1))")
            }
            $0.speed = speed
        },
        OptionSpec(name: "--still", value: nil, summary: "show a still picture instead of playing", commands: playing) {
            invocation, _ in
            invocation.still = true
        },
        OptionSpec(
            name: "--explain", value: nil,
            summary: "tell which protocols the object conforms to and why it is shown as it is", commands: playing
        ) { invocation, _ in
            invocation.explain = true
        },
        OptionSpec(
            name: "--color", value: "auto|always|never",
            summary: "colour the picture (auto: on a terminal, unless NO_COLOR is set)",
            commands: [.random, .show, .list, .browse]
        ) {
            guard let mode = ColorMode(rawValue: $1) else {
                throw UsageError(message: "--color takes auto, always or never, not \(quoted($1))")
            }
            $0.color = mode
        },
        OptionSpec(
            name: "--cast", value: "<file>", summary: "also record the playback as an asciicast v2 file",
            commands: playing
        ) {
            $0.castPath = $1
        },
        OptionSpec(
            name: "--no-hints", value: nil, summary: "leave out the line that names the keys while playing",
            commands: playing
        ) { invocation, _ in
            invocation.hints = false
        },
        OptionSpec(
            name: "--json", value: nil, summary: "print the list, or validate's result, as JSON",
            commands: [.list, .validate]
        ) { invocation, _ in
            invocation.json = true
        },
        OptionSpec(
            name: "--watch", value: nil, summary: "check the file again on every save, until Ctrl-C",
            commands: [.validate]
        ) { invocation, _ in
            invocation.watch = true
        },
        OptionSpec(name: "--help", value: nil, summary: "show this help", commands: everyCommand) { invocation, _ in
            invocation.help = true
        },
        OptionSpec(name: "--version", value: nil, summary: "print the version", commands: everyCommand) {
            invocation, _ in
            invocation.version = true
        },
    ]

    private static func quoted(_ text: String) -> String {
        TerminalText.quoted(text)
    }
}
