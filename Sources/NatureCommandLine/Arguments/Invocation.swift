import NatureKit
import NatureSystem

/// Everything the command line asked for, parsed and checked.
struct Invocation: Sendable {
    var command: Subcommand = .random
    /// Whether the command line named its command, rather than leaving it to the default: `--help`
    /// then tells of the command, not of the program.
    var namesCommand = false
    var positionals: [String] = []
    /// The long name of every option given, in order, and its value (empty for a flag) at the same place
    /// in ``givenValues``. Two arrays of strings rather than a dictionary, whose type the runtime would make
    /// on every start for a handful of options.
    var givenNames: [String] = []
    var givenValues: [String] = []
    var catalogPath: String?
    var seed: UInt64?
    var loops: Int?
    var forever = false
    var speed = 1.0
    var still = false
    var printsFrames = false
    var explain = false
    var color = ColorMode.auto
    var castPath: String?
    /// `--duration`: how long `scene` plays, or records with `--cast`.
    var duration: Duration?
    var hints = true
    var json = false
    var help = false
    var version = false
    var completionShell: CompletionScript.Shell?
    var generatesManual = false
}

extension Invocation {
    /// Whether `option` was given.
    func isGiven(_ option: OptionSpec) -> Bool {
        givenNames.contains(option.name)
    }

    /// The value `option` was given, or `nil` when it was not: the last when given twice.
    func value(of option: OptionSpec) -> String? {
        givenNames.lastIndex(of: option.name).map { givenValues[$0] }
    }

    /// Records that `option` was given `value`.
    mutating func give(_ option: OptionSpec, _ value: String) {
        givenNames.append(option.name)
        givenValues.append(value)
    }

    /// What the command line asks of playback.
    var playbackRequest: PlaybackPlan.Request {
        PlaybackPlan.Request(still: still, speed: speed, loops: loops, forever: forever)
    }

    /// The title `show` looks for: its words, joined by spaces, without the spaces around them.
    var title: String { Self.title(of: positionals) }

    /// `words` as a title: joined by spaces, without the spaces around them.
    static func title(of words: [String]) -> String {
        let joined = words.joined(separator: " ")
        return String(joined.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// A command line that shows the same object and picture again: the title for `show`, the catalog,
    /// the seed, and every option that changes what is shown. `--explain` and `--cast` are left out, so
    /// the repeat neither explains again nor overwrites the recording.
    func repeatingCommand(title: String, seed: UInt64) -> String {
        var words = ["nature-cli", command.rawValue]
        // A word that starts with `-` would be read as an option: a title goes after `--` at the end,
        // a path joins its option with `=`.
        let titleIsOption = title.hasPrefix("-")
        if command == .show, !titleIsOption { words.append(title) }
        if let catalogPath {
            words +=
                catalogPath.hasPrefix("-") && catalogPath != "-"
                ? ["--catalog=" + catalogPath] : ["--catalog", catalogPath]
        }
        words += ["--seed", String(seed)]
        if let loops { words += ["--loops", String(loops)] }
        if forever { words.append("--forever") }
        if isGiven(.speed) { words += ["--speed", JSONText.number(speed)] }
        if still { words.append("--still") }
        if isGiven(.color) { words += ["--color", color.rawValue] }
        if !hints { words.append("--no-hints") }
        if command == .show, titleIsOption { words += ["--", title] }
        // Standard input is gone once read: the command repeats the pick given the same catalog again.
        let input = catalogPath == "-" ? " (with the same catalog on standard input)" : ""
        return ShellText.command(words) + input
    }
}
