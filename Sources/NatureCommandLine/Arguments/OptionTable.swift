import NatureKit
import NatureSystem

/// One option: its name, the value it takes, the commands it belongs to, and what it sets. `--help`,
/// the manual page and the shell completions are all generated from ``all``.
struct OptionSpec: Sendable {
    var name: String
    /// The one-letter spelling, `-h`, or `nil`.
    var shortName: String?
    /// The value's placeholder in help, or `nil` for a flag that takes none.
    var value: String?
    /// What a shell may complete the value with.
    var values: CommandLineInterface.Values = .none
    var summary: String
    /// An array, not a set: a set of a few commands costs a start more, in type metadata made at run
    /// time, than looking along them ever does.
    var commands: [Command]
    /// Whether the option is about the program itself and given with no command, as
    /// `nature-cli --generate-manual` is; it then belongs to the default command.
    var isAboutProgram = false
    var apply: @Sendable (inout Invocation, String) throws -> Void
}

extension OptionSpec {
    /// The most seconds `--duration` gives: a day, long enough to leave a scene running, and short
    /// enough that a recording made at once off a terminal cannot fill a disk.
    static let longestDuration = 86_400

    private static let playing: [Command] = [.random, .show]
    /// The commands that draw on a terminal, and so may be ended by a signal.
    static let drawing: [Command] = [.random, .show, .browse, .scene]
    /// The commands that read a catalog.
    static let reading: [Command] = [.random, .show, .list, .validate, .browse, .scene]
    private static let everywhere = Command.allCases
    /// Where options about the program itself belong: the default command, since they are given with
    /// none (`nature-cli --generate-manual`).
    private static let program: [Command] = [.random]

    /// Every option, in the order help lists them.
    static let all: [OptionSpec] = [
        OptionSpec(
            name: "--catalog", value: "<file>", values: .files,
            summary: "read objects from this catalog (- for standard input) instead of the built-in one",
            commands: reading
        ) {
            $0.catalogPath = $1
        },
        OptionSpec(
            name: "--seed", value: "<n>", summary: "pick the same object and picture on every run", commands: drawing
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
        OptionSpec(name: "--forever", summary: "play until Ctrl-C", commands: playing) { invocation, _ in
            invocation.forever = true
        },
        OptionSpec(
            name: "--speed", value: "<x>", summary: "play faster (2) or slower (0.5); from 0.01 to 100",
            commands: drawing
        ) {
            guard let speed = Double($1), speed.isFinite, (0.01...100).contains(speed) else {
                throw UsageError(message: "--speed takes a number from 0.01 to 100, not \(quoted($1))")
            }
            $0.speed = speed
        },
        OptionSpec(name: "--still", summary: "show a still picture instead of playing", commands: playing) {
            invocation, _ in
            invocation.still = true
        },
        OptionSpec(
            name: "--frames",
            summary: "print every frame of the picture, one after another, to review it",
            commands: playing
        ) { invocation, _ in
            invocation.printsFrames = true
        },
        OptionSpec(
            name: "--explain",
            summary: "tell why the object is shown as it is, and print a command that repeats the pick",
            commands: playing
        ) { invocation, _ in
            invocation.explain = true
        },
        OptionSpec(
            name: "--color", value: "auto|always|never", values: .choices(ColorMode.allCases.map(\.rawValue)),
            summary: "colour and bold type, where the output has any (auto: on a terminal, unless NO_COLOR is set)",
            commands: everywhere
        ) {
            guard let mode = ColorMode(rawValue: $1) else {
                throw UsageError(message: "--color takes auto, always or never, not \(quoted($1))")
            }
            $0.color = mode
        },
        OptionSpec(
            name: "--cast", value: "<file>", values: .files,
            summary: "also record the playback as an asciicast v2 file, written as it plays",
            commands: playing + [.scene]
        ) {
            $0.castPath = $1
        },
        OptionSpec(
            name: "--duration", value: "<s>",
            summary:
                "end the scene after this many seconds (with --cast, default 10); from 0.001 to \(longestDuration)",
            commands: [.scene]
        ) {
            guard let seconds = Double($1), seconds.isFinite, (0.001...Double(longestDuration)).contains(seconds) else {
                throw UsageError(
                    message: "--duration takes a number of seconds from 0.001 to \(longestDuration), not \(quoted($1))")
            }
            $0.duration = .seconds(seconds)
        },
        OptionSpec(
            name: "--no-hints", summary: "leave out the line that names the keys while playing", commands: playing
        ) { invocation, _ in
            invocation.hints = false
        },
        OptionSpec(
            name: "--json", summary: "print the list, or validate's result, as JSON", commands: [.list, .validate]
        ) { invocation, _ in
            invocation.json = true
        },
        OptionSpec(
            name: "--titles", summary: "print only the titles, one per line, in catalog order", commands: [.list]
        ) { invocation, _ in
            invocation.titles = true
        },
        OptionSpec(
            name: "--watch", summary: "check the file again on every save, until Ctrl-C", commands: [.validate]
        ) { invocation, _ in
            invocation.watch = true
        },
        OptionSpec(
            name: "--generate-completion-script", value: "bash|zsh|fish",
            values: .choices(CompletionScript.Shell.allCases.map(\.rawValue)),
            summary: "print a script that completes nature-cli's command lines in this shell", commands: program,
            isAboutProgram: true
        ) {
            guard let shell = CompletionScript.Shell(rawValue: $1) else {
                throw UsageError(message: "--generate-completion-script takes bash, zsh or fish, not \(quoted($1))")
            }
            $0.completionShell = shell
        },
        OptionSpec(
            name: "--generate-manual", summary: "print the manual page, in roff", commands: program,
            isAboutProgram: true
        ) { invocation, _ in
            invocation.generatesManual = true
        },
        OptionSpec(
            name: "--help", shortName: "-h", summary: "print the help: the command's, or nature-cli's",
            commands: everywhere
        ) { invocation, _ in
            invocation.help = true
        },
        OptionSpec(name: "--version", shortName: "-V", summary: "print the version", commands: everywhere) {
            invocation, _ in
            invocation.version = true
        },
    ]

    /// Options that cannot be given together, and why: each pair is refused with exit 64.
    static let conflicts: [(first: String, second: String, reason: String)] = [
        ("--loops", "--forever", "one says how many times to play, the other never to stop"),
        ("--still", "--forever", "a still picture does not play"),
        ("--still", "--loops", "a still picture does not play"),
        ("--still", "--speed", "a still picture does not play"),
        ("--still", "--no-hints", "a still picture shows no keys to hint at"),
        ("--frames", "--forever", "--frames prints the pictures instead of playing them"),
        ("--frames", "--loops", "--frames prints the pictures instead of playing them"),
        ("--frames", "--speed", "--frames prints the pictures instead of playing them"),
        ("--frames", "--still", "--frames prints every picture, the stills included"),
        ("--frames", "--cast", "--frames prints the pictures instead of playing them"),
        ("--frames", "--explain", "--frames prints the pictures alone"),
        ("--frames", "--no-hints", "--frames prints no key hints"),
        ("--json", "--titles", "choose one way to print the list"),
    ]

    private static func quoted(_ text: String) -> String {
        TerminalText.quoted(text)
    }
}
