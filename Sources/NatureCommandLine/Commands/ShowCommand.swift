import NatureKit
import NatureKitTesting
import NatureSystem

/// `nature-cli random` and `nature-cli show <title>`: one object's card, played on a terminal or
/// printed once everywhere else, as its ``PlaybackPlan`` decides. On the main actor, as the command line
/// is (see ``NatureCLI``).
@MainActor
struct ShowCommand {
    let invocation: Invocation

    /// The options `random` and `show` share, with the help they give them.
    nonisolated private static let options: [OptionSpec] = [
        .catalog,
        .seed.help("pick the same object and picture on every run"),
        .loops, .forever,
        .speed.help("play faster (2) or slower (0.5); " + SpeedLadder.rangeDescription),
        .still, .frames, .explain,
        .color.help("colour the picture (auto: on a terminal, unless NO_COLOR is set)"),
        .cast.help("also record the playback as an asciicast v2 file, written as it plays"),
        .noHints,
    ]

    nonisolated static let random = CommandDeclaration(
        .random,
        abstract:
            "Pick a random object from the catalog and show it: animated on a terminal, as a still card otherwise.",
        options: options, conflicts: CommandDeclaration.Conflict.playing, keys: CardKeys.all,
        examples: [
            .init("nature-cli", "A random object, animated in place for about three seconds."),
            .init(
                "nature-cli --seed 42 --explain",
                "The same object and picture on every run, with why it is shown so and a command that repeats it."),
        ],
        exitStatuses: ExitCode.signals,
        check: { invocation throws(UsageError) in
            guard invocation.positionals.isEmpty else {
                let bare = "'random' takes no arguments, found \(TerminalText.quoted(invocation.positionals[0]))"
                throw UsageError(
                    message: bare, command: .random,
                    strayTitle: .init(
                        title: Invocation.title(of: invocation.positionals), catalogPath: invocation.catalogPath,
                        bareMessage: bare))
            }
        },
        run: { invocation throws(CommandFailure) in try await ShowCommand(invocation: invocation).run() })

    nonisolated static let show = CommandDeclaration(
        .show, abstract: "Show one object by its title, ignoring case.",
        argument: .init(
            name: "<title>", help: "the object's title, ignoring case and the spaces around it", takesWords: true,
            values: .titles),
        options: options, conflicts: CommandDeclaration.Conflict.playing, keys: CardKeys.all,
        examples: [
            .init("nature-cli show bird --loops 5", "The bird, flying five times."),
            .init("nature-cli show fish --cast fish.cast", "Record the fish for any asciinema player."),
        ],
        exitStatuses: ExitCode.signals,
        check: { invocation throws(UsageError) in
            guard !invocation.title.isEmpty else {
                throw UsageError(
                    message: "'show' needs the title of an object: nature-cli show <title>", command: .show)
            }
        },
        run: { invocation throws(CommandFailure) in try await ShowCommand(invocation: invocation).run() })

    func run() async throws(CommandFailure) -> ExitCode {
        var system = SystemRandomNumberGenerator()
        let seed = invocation.seed ?? system.next()
        var generator = SeededGenerator(seed: seed)
        let (catalog, object) = try loadObject(using: &generator)
        let terminal = Terminal(color: invocation.color)
        let plan = PlaybackPlan(
            object: object, catalog: catalog, request: invocation.playbackRequest,
            display: terminal.display(reservingRows: hintRows))
        let size = plan.plays ? terminal.size : nil

        if invocation.printsFrames {
            try invocation.print(ContactSheet(object: object, catalog: catalog).text(colored: terminal.colored))
            return .success
        }
        if invocation.explain {
            let repeating = invocation.repeatingCommand(title: object.title, seed: seed)
            try invocation.print(
                (plan.explanation + ["seed: \(seed)", "repeat: \(repeating)"]).joined(separator: "\n") + "\n\n")
        }
        // Before anything plays, so that a cast that cannot be written fails at once.
        let cast = try openCast(for: plan, playing: size != nil, terminalSize: terminal.size)
        guard let size else {
            if let cast {
                try await record(plan, into: cast, colored: terminal.colored, size: terminal.size)
            }
            try invocation.print(plan.card.text(colored: terminal.colored, columns: terminal.size?.columns))
            return .success
        }
        return try await play(plan, size: size, colored: terminal.colored, cast: cast)
    }

    /// The `--cast` file, created or emptied; never the catalog being read. A recording off a terminal
    /// plays on a manual clock, so one that would never end is refused.
    private func openCast(for plan: PlaybackPlan, playing: Bool, terminalSize size: Size?) throws(CommandFailure)
        -> OutputFile?
    {
        guard invocation.castPath != nil else { return nil }
        let (card, length) = plan.recording()
        if !playing, card.isAnimated, length == .forever {
            throw CommandFailure(
                UsageError(
                    message: "--cast with --forever would never end off a terminal; give --loops instead",
                    command: invocation.command))
        }
        if !playing, card.isAnimated, case .loops(let count) = length, let cycle = card.loopDuration {
            // Seconds of the cast, in floating point: count × cycle overflows a Duration long before this.
            let loopSeconds = (cycle / .seconds(1)) / plan.request.speed
            let longest = Self.longestRecording / .seconds(1)
            if Double(count) * loopSeconds > longest {
                let most = max(1, Int((longest / loopSeconds).rounded(.down)))
                throw CommandFailure(
                    UsageError(
                        message: "--cast off a terminal records at most 24 hours, as --duration does, and "
                            + "--loops \(count) would take longer; give --loops \(most) or fewer",
                        command: invocation.command))
            }
        }
        // The size the cast is played at: the terminal's, else the card's own with a row for the prompt.
        return try invocation.openCast(
            width: size?.columns ?? max(card.width, 1), height: size?.rows ?? card.height + 1,
            title: card.object.title)
    }

    /// The longest recording made off a terminal, where it plays on a manual clock at once: the most
    /// `--duration` gives a scene. Anything longer would only fill the disk.
    nonisolated static let longestRecording = Duration.seconds(OptionSpec.longestDuration)

    /// The catalog to show from, and the object it shows, picked with `generator` (found by its title
    /// for `show`). The built-in catalog, which the tests load and check whole, is indexed, and only the
    /// object shown is loaded (see `IndexedPick`): the same object, with the same still, at a fraction
    /// of the start. A catalog of the user's is loaded, and so checked, whole.
    private func loadObject(using generator: inout SeededGenerator) throws(CommandFailure)
        -> (Catalog, any ObjectProtocol)
    {
        if invocation.catalogPath == nil, let index = Catalog.bundledIndex() {
            let start = generator
            let pick =
                invocation.command == .show
                ? IndexedPick.object(at: try titled(among: index.titles), in: index, using: &generator)
                : IndexedPick.random(in: index, using: &generator)
            if let catalog = try? pick.load(file: Catalog.bundledName) {
                return (catalog, catalog.objects[0])
            }
            // Loading it whole says exactly what is wrong.
            generator = start
        }
        let catalog = try invocation.loadCatalog(using: &generator)
        let position =
            invocation.command == .show
            ? try titled(among: catalog.objects.map(\.title))
            : Catalog.randomPosition(among: catalog.objects.count, using: &generator)
        return (catalog, catalog.objects[position])
    }

    /// The place among `titles` of the object `show` names, ignoring case.
    private func titled(among titles: [String]) throws(CommandFailure) -> Int {
        let title = invocation.title
        guard let position = Catalog.position(of: title, among: titles) else {
            let suggestion = Suggestion.nearest(to: title, among: titles)
            let hint = suggestion == nil ? "; 'nature-cli list' shows every title" : Suggestion.hint(suggestion)
            throw CommandFailure(message: "no object titled \(TerminalText.quoted(title))\(hint)", exitCode: .usage)
        }
        return position
    }

    /// Rows the key hint takes under the card.
    private var hintRows: Int { invocation.hints ? 1 : 0 }

    /// Plays the plan's card in place on the terminal until it ends, a key ends it or a signal stops
    /// it, recording it too with `--cast`. With `--forever`, a window that shrinks below the card waits
    /// for it to grow back, as the scene does; otherwise it ends playback.
    private func play(_ plan: PlaybackPlan, size: Size, colored: Bool, cast: OutputFile?)
        async throws(CommandFailure) -> ExitCode
    {
        let setting = CommandPlayback.Setting(
            screen: .inline, modes: [.readsKeys], speed: plan.request.speed, colored: colored, columns: size.columns,
            size: size, doing: "playback")
        var model = SourceModel(plan.card, footer: invocation.hints ? .card : nil)
        guard plan.length == .forever else {
            return try await CommandPlayback.play(&model, for: plan.length, setting, cast: cast)
        }
        var waiting = WaitingForRoom(model)
        return try await CommandPlayback.play(&waiting, for: plan.length, setting, cast: cast)
    }

    /// Records the plan's animation, or its still card, into the cast without a terminal.
    private func record(_ plan: PlaybackPlan, into cast: OutputFile, colored: Bool, size: Size?)
        async throws(CommandFailure)
    {
        let (card, length) = plan.recording()
        var model = SourceModel(card, footer: nil)
        let setting = CommandPlayback.Setting(
            screen: .inline, modes: [], speed: plan.request.speed, colored: colored, columns: size?.columns,
            size: size ?? Size(columns: max(card.width, 1), rows: card.height + 1), doing: "recording")
        try await CommandPlayback.record(&model, for: length, setting, into: cast)
    }
}
