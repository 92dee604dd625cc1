import NatureKit
import NatureSystem

/// One option: its spellings, the value it takes, its help, and what it sets. A command's declaration
/// (``CommandDeclaration``) lists the options it takes, each with help written for that command; the
/// options several commands share are made here, once, with the help each command gives them.
///
/// The parser keeps every option given, with its value, in the ``Invocation``, so an option only
/// one command reads needs nothing but its declaration: the command reads it back with
/// ``Invocation/value(of:)``. ``apply`` checks the value and sets a typed field for the options many
/// commands read.
struct OptionSpec: Sendable {
    var name: String
    /// The one-letter spelling, `-h`, or `nil`.
    var shortName: String?
    /// The value's placeholder in help, or `nil` for a flag that takes none.
    var value: String?
    /// What a shell may complete the value with.
    var values: CommandLineInterface.Values { valueList() }
    private var valueList: @Sendable () -> CommandLineInterface.Values
    /// What it does, for the command it is declared for. It and ``values`` are made when help or a
    /// completion script asks for them, not on every start (`--speed`'s formats its range).
    private var helpText: @Sendable () -> String
    /// The statuses a command that takes it may exit with: `--cast`'s 73.
    var exitStatuses: [ExitCode] = []
    var apply: @Sendable (inout Invocation, String) throws(UsageError) -> Void

    init(
        name: String, shortName: String? = nil, value: String? = nil,
        values: @autoclosure @escaping @Sendable () -> CommandLineInterface.Values = .none,
        help: @autoclosure @escaping @Sendable () -> String, exitStatuses: [ExitCode] = [],
        apply: @escaping @Sendable (inout Invocation, String) throws(UsageError) -> Void = { _, _ in }
    ) {
        self.name = name
        self.shortName = shortName
        self.value = value
        valueList = values
        helpText = help
        self.exitStatuses = exitStatuses
        self.apply = apply
    }

    /// What it does, for the command it is declared for.
    var help: String { helpText() }
}

extension OptionSpec {
    /// This option with `help` for the command it is declared for.
    func help(_ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec {
        var option = self
        option.helpText = help
        return option
    }

    /// The option as help lists it: `-h, --help`, `--color auto|always|never`.
    var synopsis: String {
        let names = (shortName.map { "\($0), " } ?? "") + name
        return value.map { "\(names) \($0)" } ?? names
    }
}

// MARK: - Options several commands share

extension OptionSpec {
    /// The most seconds `--duration` gives: a day, long enough to leave a scene running, and short
    /// enough that a recording made at once off a terminal cannot fill a disk.
    static let longestDuration = 86_400

    static let catalog = OptionSpec(
        name: "--catalog", value: "<file>", values: .files,
        help: "read objects from this catalog (- for standard input) instead of the built-in one",
        exitStatuses: [.badCatalog, .catalogUnreadable]
    ) { invocation, value throws(UsageError) in
        invocation.catalogPath = value
    }

    static let seed = OptionSpec(name: "--seed", value: "<n>", help: "") { invocation, value throws(UsageError) in
        guard let seed = UInt64(value) else {
            throw UsageError(message: "--seed takes a whole number from 0 to \(UInt64.max), not \(quoted(value))")
        }
        invocation.seed = seed
    }

    static let loops = OptionSpec(
        name: "--loops", value: "<n>", help: "play the animation this many times (default: about 3 seconds' worth)"
    ) { invocation, value throws(UsageError) in
        guard let loops = Int(value), loops > 0 else {
            throw UsageError(message: "--loops takes a whole number of at least 1, not \(quoted(value))")
        }
        invocation.loops = loops
    }

    static let forever = OptionSpec(
        name: "--forever", help: "play until q or Ctrl-C; a window too small waits for it to grow"
    ) { invocation, _ throws(UsageError) in
        invocation.forever = true
    }

    static let speed = OptionSpec(name: "--speed", value: "<x>", help: "") { invocation, value throws(UsageError) in
        guard let speed = Double(value), speed.isFinite, SpeedLadder.range.contains(speed) else {
            throw UsageError(message: "--speed takes a number \(SpeedLadder.rangeDescription), not \(quoted(value))")
        }
        invocation.speed = speed
    }

    static let still = OptionSpec(name: "--still", help: "show a still picture instead of playing") {
        invocation, _ throws(UsageError) in
        invocation.still = true
    }

    static let frames = OptionSpec(
        name: "--frames", help: "print every frame of the picture, one after another, to review it"
    ) { invocation, _ throws(UsageError) in
        invocation.printsFrames = true
    }

    static let explain = OptionSpec(
        name: "--explain", help: "tell why the object is shown as it is, and print a command that repeats the pick"
    ) { invocation, _ throws(UsageError) in
        invocation.explain = true
    }

    static let color = OptionSpec(
        name: "--color", value: "auto|always|never", values: .choices(ColorMode.allCases.map(\.rawValue)),
        help: "accepted, so that an alias can carry it; there is no colour to give here"
    ) { invocation, value throws(UsageError) in
        guard let mode = ColorMode(rawValue: value) else {
            throw UsageError(message: "--color takes auto, always or never, not \(quoted(value))")
        }
        invocation.color = mode
    }

    static let cast = OptionSpec(
        name: "--cast", value: "<file>", values: .files, help: "", exitStatuses: [.cannotCreate]
    ) { invocation, value throws(UsageError) in
        invocation.castPath = value
    }

    static let duration = OptionSpec(name: "--duration", value: "<s>", help: "") {
        invocation, value throws(UsageError) in
        guard let seconds = Double(value), seconds.isFinite, (0.001...Double(longestDuration)).contains(seconds)
        else {
            throw UsageError(
                message: "--duration takes a number of seconds from 0.001 to \(longestDuration), not \(quoted(value))")
        }
        invocation.duration = .seconds(seconds)
    }

    static let noHints = OptionSpec(name: "--no-hints", help: "leave out the line that names the keys while playing") {
        invocation, _ throws(UsageError) in
        invocation.hints = false
    }

    static let json = OptionSpec(name: "--json", help: "") { invocation, _ throws(UsageError) in
        invocation.json = true
    }

    static let help = OptionSpec(
        name: "--help", shortName: "-h", help: "print this help; 'nature-cli --help' lists every command"
    ) { invocation, _ throws(UsageError) in
        invocation.help = true
    }

    static let version = OptionSpec(name: "--version", shortName: "-V", help: "print the version") {
        invocation, _ throws(UsageError) in
        invocation.version = true
    }

    private static func quoted(_ text: String) -> String {
        TerminalText.quoted(text)
    }
}

extension CommandDeclaration.Conflict {
    /// What `random` and `show` refuse together: a still picture does not play, and `--frames` prints
    /// the pictures instead of playing them.
    static let playing: [Self] = {
        let stillDoesNotPlay = "a still picture does not play"
        let framesDoNotPlay = "--frames prints the pictures instead of playing them"
        return [
            .init(.loops, .forever, "one says how many times to play, the other never to stop"),
            .init(.still, .forever, stillDoesNotPlay),
            .init(.still, .loops, stillDoesNotPlay),
            .init(.still, .speed, stillDoesNotPlay),
            .init(.still, .noHints, "a still picture shows no keys to hint at"),
            .init(.frames, .forever, framesDoNotPlay),
            .init(.frames, .loops, framesDoNotPlay),
            .init(.frames, .speed, framesDoNotPlay),
            .init(.frames, .still, "--frames prints every picture, the stills included"),
            .init(.frames, .cast, framesDoNotPlay),
            .init(.frames, .explain, "--frames prints the pictures alone"),
            .init(.frames, .noHints, "--frames prints no key hints"),
        ]
    }()
}
