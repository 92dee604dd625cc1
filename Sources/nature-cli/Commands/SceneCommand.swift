import NatureKit
import NatureTerminal

/// `nature-cli scene`: every object of the catalog on one screen, at its coordinates, the animals on
/// the move; on the alternate screen until a key quits or `--duration` runs out. Anywhere but a
/// terminal it prints one plain snapshot of the start.
struct SceneCommand {
    let invocation: Invocation

    /// How long `--cast` records when `--duration` is not given.
    static let defaultCastDuration = Duration.seconds(10)

    func run() async throws(CommandFailure) -> ExitCode {
        var system = SystemRandomNumberGenerator()
        var generator = SeededGenerator(seed: invocation.seed ?? system.next())
        let catalog = try invocation.loadCatalog(using: &generator)
        let terminal = Terminal(color: invocation.color)
        // Before anything plays, so that a cast that cannot be written fails at once.
        let cast = try openCast()

        guard terminal.isCapable else {
            let size = Terminal.environmentSize ?? Terminal.Size.standard
            let scene = Scene(catalog: catalog, columns: size.columns, rows: size.rows)
            if let cast {
                try await record(scene, into: cast, colored: terminal.colored, generator: generator)
            }
            try invocation.print(scene.text(colored: terminal.colored))
            return .success
        }
        let session = TerminalSession([.readsKeys, .alternateScreen])
        defer { session.end() }
        let windowSize = {
            let size = Terminal.currentSize ?? terminal.size ?? Terminal.Size.standard
            return (size.columns, size.rows)
        }
        let (columns, rows) = windowSize()
        let scene = Scene(catalog: catalog, columns: columns, rows: rows)
        do {
            let outcome: PlaybackOutcome
            if let cast {
                let recorder = try AsciicastRecorder(
                    output: cast, clock: session.clock, width: columns, height: rows, title: "nature-cli scene")
                outcome = try await play(
                    scene, into: TeeOutput(session.output, recorder), session: session, colored: terminal.colored,
                    generator: generator, windowSize: windowSize,
                    duration: invocation.duration ?? Self.defaultCastDuration)
            } else {
                outcome = try await play(
                    scene, into: session.output, session: session, colored: terminal.colored, generator: generator,
                    windowSize: windowSize, duration: invocation.duration)
            }
            return outcome == .interrupted ? ExitCode(session.interruption) : .success
        } catch {
            return try CommandFailure.exitCode(after: error, in: session, doing: "the scene")
        }
    }

    /// Plays `scene` on the terminal into `output` until a key, `duration` or a signal ends it.
    private func play(
        _ scene: Scene,
        into output: some FrameOutput,
        session: TerminalSession,
        colored: Bool,
        generator: SeededGenerator,
        windowSize: @escaping () -> (columns: Int, rows: Int),
        duration: Duration?
    ) async throws -> PlaybackOutcome {
        var player = ScenePlayer(
            scene: scene, clock: session.clock, output: output, keys: session.keyboard, colored: colored,
            speed: invocation.speed, generator: generator, windowSize: windowSize)
        player.duration = duration
        // Whatever the window's new size, the scene is laid out again for it.
        player.terminalSignal = { session.terminalSignal { _ in true } }
        return try await player.play()
    }

    /// The `--cast` file, created or emptied; never the catalog being read.
    private func openCast() throws(CommandFailure) -> OutputFile? {
        guard let path = invocation.castPath else { return nil }
        do {
            return try OutputFile(creatingAt: path, protecting: invocation.catalogPath.flatMap(FileIdentity.init))
        } catch {
            throw CommandFailure(cast: error)
        }
    }

    /// Records `--duration` seconds of `scene` without a terminal: played on a manual clock, so it takes
    /// no real time and every update lands at exactly its time.
    private func record(_ scene: Scene, into cast: OutputFile, colored: Bool, generator: SeededGenerator)
        async throws(CommandFailure)
    {
        let clock = ManualClock()
        do {
            let recorder = try AsciicastRecorder(
                output: cast, clock: clock, width: scene.columns, height: scene.rows, title: "nature-cli scene")
            var player = ScenePlayer(
                scene: scene, clock: clock, output: recorder, keys: ScriptedKeys(clock: clock, []), colored: colored,
                speed: invocation.speed, generator: generator)
            player.duration = invocation.duration ?? Self.defaultCastDuration
            _ = try await player.play()
        } catch let error as OutputFile.Failure {
            throw CommandFailure(cast: error)
        } catch {
            throw CommandFailure(message: "recording failed: \(error)", exitCode: .cannotCreate)
        }
    }
}
