import NatureKit
import NatureTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nature-cli random` and `nature-cli show <title>`: one object's card, played on a terminal or
/// printed once everywhere else, as its ``PlaybackPlan`` decides.
struct ShowCommand {
    let invocation: Invocation

    func run() async throws(CommandFailure) -> ExitCode {
        var system = SystemRandomNumberGenerator()
        let seed = invocation.seed ?? system.next()
        var generator = SeededGenerator(seed: seed)
        let catalog = try invocation.loadCatalog(using: &generator)
        let object = try pick(from: catalog, using: &generator)
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
        let cast = try openCast(for: plan, playing: size != nil)
        guard let size else {
            if let cast {
                try await record(plan, into: cast, colored: terminal.colored, size: terminal.size)
            }
            try invocation.print(plan.card.text(colored: terminal.colored, columns: terminal.size?.columns))
            return .success
        }
        return try await play(plan, size: size, colored: terminal.colored, cast: cast)
    }

    /// The `--cast` file, created or emptied; never the catalog being read.
    private func openCast(for plan: PlaybackPlan, playing: Bool) throws(CommandFailure) -> OutputFile? {
        guard let path = invocation.castPath else { return nil }
        let (card, length) = plan.recording()
        if !playing, card.isAnimated, length == .forever {
            throw CommandFailure(
                UsageError(
                    message: "--cast with --forever would never end off a terminal; give --loops instead",
                    command: invocation.command))
        }
        do {
            return try OutputFile(creatingAt: path, protecting: invocation.catalogPath.flatMap(FileIdentity.init))
        } catch {
            throw CommandFailure(cast: error)
        }
    }

    private func pick(from catalog: Catalog, using generator: inout SeededGenerator) throws(CommandFailure)
        -> any ObjectProtocol
    {
        guard invocation.command == .show else {
            return catalog.randomObject(using: &generator)
        }
        let title = invocation.title
        guard let object = catalog.object(titled: title) else {
            let suggestion = Suggestion.nearest(to: title, among: catalog.objects.map(\.title))
            let hint = suggestion == nil ? "; 'nature-cli list' shows every title" : Suggestion.hint(suggestion)
            throw CommandFailure(message: "no object titled \(TerminalText.quoted(title))\(hint)", exitCode: .usage)
        }
        return object
    }

    /// The keys that work during playback, on the line under the card.
    static let hint = "q quit · space pause"

    /// Rows the hint takes under the card.
    private var hintRows: Int { invocation.hints ? 1 : 0 }

    /// Plays the plan's card in place on the terminal until it ends, a key ends it or a signal stops
    /// it, recording it too with `--cast`.
    private func play(_ plan: PlaybackPlan, size: Terminal.Size, colored: Bool, cast: OutputFile?)
        async throws(CommandFailure) -> ExitCode
    {
        let session = TerminalSession([.readsKeys])
        defer { session.end() }
        let card = plan.card
        var renderer = FrameRenderer(colored: colored, columns: size.columns)
        renderer.footer = invocation.hints ? Self.hint : nil
        let rows = card.height + hintRows
        let signal = { session.playbackSignal { rows < $0.rows } }
        let outcome: PlaybackOutcome
        do {
            if let cast {
                let recorder = try AsciicastRecorder(
                    output: cast, clock: session.clock, width: size.columns, height: size.rows,
                    title: card.object.title)
                (outcome, _) = try await Self.play(
                    card, for: plan.length, speed: plan.request.speed, into: TeeOutput(session.output, recorder),
                    on: session.clock, renderer: renderer, signal: signal)
            } else {
                (outcome, _) = try await Self.play(
                    card, for: plan.length, speed: plan.request.speed, into: session.output, on: session.clock,
                    renderer: renderer, signal: signal)
            }
        } catch {
            return try CommandFailure.exitCode(after: error, in: session, doing: "playback")
        }
        return outcome == .interrupted ? ExitCode(session.interruption) : .success
    }

    /// Plays `card` into `output` on `clock`; the one place a player is made.
    private static func play<Output: FrameOutput>(
        _ card: Card,
        for length: PlaybackLength,
        speed: Double,
        into output: Output,
        on clock: some Clock<Duration>,
        renderer: FrameRenderer,
        signal: @escaping () -> PlaybackSignal = { .proceed }
    ) async throws -> (PlaybackOutcome, Output) {
        var player = Player(clock: clock, output: output, renderer: renderer)
        player.speed = speed
        player.signal = signal
        let outcome = try await player.play(card, length: length)
        return (outcome, player.output)
    }

    /// Records the plan's animation, or its still card, into the cast without a terminal: played on a
    /// manual clock, so it takes no real time and every frame lands at exactly its time.
    private func record(_ plan: PlaybackPlan, into cast: OutputFile, colored: Bool, size: Terminal.Size?)
        async throws(CommandFailure)
    {
        let (card, length) = plan.recording()
        let clock = ManualClock()
        var renderer = FrameRenderer(colored: colored, columns: size?.columns)
        do {
            var recorder = try AsciicastRecorder(
                output: cast, clock: clock, width: size?.columns ?? max(card.width, 1),
                height: size?.rows ?? card.height + 1, title: card.object.title)
            if card.isAnimated {
                _ = try await Self.play(
                    card, for: length, speed: plan.request.speed, into: recorder, on: clock, renderer: renderer)
            } else {
                try recorder.write(renderer.render(card.frames[0]))
            }
        } catch let error as OutputFile.Failure {
            throw CommandFailure(cast: error)
        } catch {
            throw CommandFailure(message: "recording failed: \(error)", exitCode: .cannotCreate)
        }
    }
}
