import NatureKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nature-cli random` and `nature-cli show <title>`: one object's card, played on a terminal or
/// printed once everywhere else.
struct ShowCommand {
    let invocation: Invocation

    /// Default playback fills about this long, in whole loops.
    static let defaultPlayTime = Duration.seconds(3)

    func run() async throws(CommandFailure) -> ExitCode {
        var system = SystemRandomNumberGenerator()
        let seed = invocation.seed ?? system.next()
        var generator = SeededGenerator(seed: seed)
        let catalog = try invocation.loadCatalog(using: &generator)
        let object = try pick(from: catalog, using: &generator)

        let isCapable = Terminal.isCapable
        let size = isCapable ? Terminal.size : nil
        let colored = Terminal.usesColor(invocation.color)
        // Piped output, the common scripted case, composes only the still card it prints: the frames of
        // an animation are laid out only where they can be played (or recorded with --cast).
        let wantsAnimation = PictureChoice(for: object, canAnimate: !invocation.still).isAnimation
        var fallback: String?
        var card: Card
        if wantsAnimation, !isCapable {
            fallback = "standard output is not a terminal that can animate"
            card = Card(object: object, catalog: catalog, canAnimate: false)
        } else {
            card = Card(object: object, catalog: catalog, canAnimate: !invocation.still)
            if card.isAnimated {
                if let size {
                    if card.height >= size.rows {
                        fallback = "the card (\(card.height) rows) is taller than the window (\(size.rows) rows)"
                    }
                } else {
                    fallback = "the terminal's size cannot be read"
                }
            }
            if fallback != nil {
                card = Card(object: object, catalog: catalog, canAnimate: false)
            }
        }

        if invocation.explain {
            var lines = [PictureExplanation(for: object, canAnimate: card.isAnimated).description]
            if let fallback { lines.append("not animated: \(fallback)") }
            if invocation.still { lines.append("not animated: --still") }
            lines.append("seed: \(seed) (nature-cli \(invocation.command.rawValue) --seed \(seed) picks the same)")
            try invocation.print(lines.joined(separator: "\n") + "\n\n")
        }

        if let castPath = invocation.castPath, !(card.isAnimated && isCapable) {
            let recorded = wantsAnimation ? Card(object: object, catalog: catalog) : card
            try await record(recorded, to: castPath, colored: colored, size: size)
        }
        guard card.isAnimated, let size else {
            try invocation.print(card.text(colored: colored, columns: size?.columns))
            return .success
        }
        return try await play(card, size: size, colored: colored)
    }

    private func pick(from catalog: Catalog, using generator: inout SeededGenerator) throws(CommandFailure)
        -> any ObjectProtocol
    {
        guard invocation.command == .show else {
            // Loading guarantees at least one object.
            return catalog.objects[generator.index(below: catalog.objects.count) ?? 0]
        }
        let title = invocation.positionals.joined(separator: " ")
        guard let object = catalog.object(titled: title) else {
            let suggestion = Suggestion.nearest(to: title, among: catalog.objects.map(\.title))
            let hint =
                suggestion.map { "; did you mean \(TerminalText.quoted($0))?" }
                ?? "; 'nature-cli list' shows every title"
            throw CommandFailure(message: "no object titled \(TerminalText.quoted(title))\(hint)", exitCode: .usage)
        }
        return object
    }

    private func playback(of card: Card) -> (interval: Duration, length: PlaybackLength) {
        let duration: Double
        if case .animation(_, let cycle) = card.choice { duration = cycle } else { duration = 1 }
        let interval = Duration.seconds(duration / Double(card.frames.count) / invocation.speed)
        let length: PlaybackLength =
            invocation.forever
            ? .forever
            : invocation.loops.map(PlaybackLength.loops)
                ?? .filling(Self.defaultPlayTime, cycle: interval * card.frames.count)
        return (interval, length)
    }

    /// Plays `card` in place on the terminal until it ends or a signal stops it.
    private func play(_ card: Card, size: Terminal.Size, colored: Bool) async throws(CommandFailure) -> ExitCode {
        let (interval, length) = playback(of: card)
        // Sleeps are cut into 20 ms slices so that a signal is noticed even when another thread took it.
        let clock = MonotonicClock(checkingEvery: .milliseconds(20)) { Terminal.hasPendingSignal }
        let recorder = invocation.castPath.map { _ in
            AsciicastRecorder(
                output: PlaybackOutput(), clock: clock, width: size.columns, height: size.rows,
                title: card.object.title)
        }
        Terminal.catchPlaybackSignals()
        defer { Terminal.releasePlaybackSignals() }

        let renderer = FrameRenderer(colored: colored, columns: size.columns)
        let signal: () -> PlaybackSignal = {
            if Terminal.interruption != nil { return .interrupt }
            if Terminal.takeSuspend() {
                Terminal.suspend()
                let resumed = Terminal.size ?? size
                return card.height >= resumed.rows ? .stop : .resume(columns: resumed.columns)
            }
            guard Terminal.takeResize(), let resized = Terminal.size else { return .proceed }
            // A card taller than the window would scroll and break in-place redraws.
            return card.height >= resized.rows ? .stop : .resize(columns: resized.columns)
        }
        let outcome: PlaybackOutcome
        do {
            if var recorder {
                var player = Player(clock: clock, output: recorder, renderer: renderer)
                player.signal = signal
                outcome = try await player.play(card.frames, interval: interval, length: length)
                recorder = player.output
                if let castPath = invocation.castPath {
                    try save(recorder.text, to: castPath)
                }
            } else {
                var player = Player(clock: clock, output: PlaybackOutput(), renderer: renderer)
                player.signal = signal
                outcome = try await player.play(card.frames, interval: interval, length: length)
            }
        } catch let error as CommandFailure {
            throw error
        } catch {
            if let error = error as? StandardStream.WriteError, error.isAbandoned {
                // The terminal stopped reading and a signal came: drop the frames it never took, so
                // that the closing bytes fit and the cursor is back whenever it reads again.
                Terminal.discardQueuedOutput()
                StandardStream.output.writeIfRoom(FrameRenderer.endSynchronizedUpdate + FrameRenderer.showCursor)
                return interruptedExitCode
            }
            // The output failed mid-frame: show the cursor again if the terminal can still take it.
            StandardStream.output.writeIfRoom(FrameRenderer.showCursor)
            throw (error as? StandardStream.WriteError).map(CommandFailure.init)
                ?? CommandFailure(message: "playback failed: \(error)", exitCode: .outputError)
        }
        return outcome == .interrupted ? interruptedExitCode : .success
    }

    private var interruptedExitCode: ExitCode {
        Terminal.interruption == SIGTERM ? .terminated : .interrupted
    }

    /// Records `card` into an asciicast file without a terminal: played on a manual clock, so it
    /// takes no real time and every frame lands at exactly its scheduled time.
    private func record(_ card: Card, to path: String, colored: Bool, size: Terminal.Size?) async throws(CommandFailure)
    {
        let clock = ManualClock()
        var recorder = AsciicastRecorder(
            output: RecordingOutput(), clock: clock,
            width: size?.columns ?? max(card.width, 1), height: size?.rows ?? card.height + 1,
            title: card.object.title)
        if card.isAnimated {
            let (interval, length) = playback(of: card)
            guard length != .forever else {
                throw CommandFailure(
                    message: "--cast with --forever would never end; give --loops instead", exitCode: .usage)
            }
            var player = Player(
                clock: clock, output: recorder, renderer: FrameRenderer(colored: colored, columns: size?.columns))
            do {
                _ = try await player.play(card.frames, interval: interval, length: length)
            } catch {
                throw CommandFailure(message: "recording failed: \(error)", exitCode: .cannotCreate)
            }
            recorder = player.output
        } else {
            var renderer = FrameRenderer(colored: colored, columns: size?.columns, hidesCursor: false)
            try? recorder.write(renderer.render(card.frames[0]))
        }
        try save(recorder.text, to: path)
    }

    private func save(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(
                message: "cannot write the cast to \(TerminalText.quoted(path)): \(error)", exitCode: .cannotCreate)
        }
    }
}
