import NatureKit
import NatureKitTesting
import NatureSystem

/// `nature-cli scene`: the catalog's world, each object in its habitat, the animals on the move; on the
/// alternate screen until a key quits or `--duration` runs out. Anywhere but a terminal it prints one
/// plain snapshot of the start. On the main actor, as the command line is.
@MainActor
struct SceneCommand {
    let invocation: Invocation

    /// The title a scene's cast gives players.
    static let castTitle = "nature-cli scene"

    /// How long `--cast` records when `--duration` is not given.
    static let defaultCastDuration = Duration.seconds(10)

    func run() async throws(CommandFailure) -> ExitCode {
        var system = SystemRandomNumberGenerator()
        var generator = SeededGenerator(seed: invocation.seed ?? system.next())
        let catalog = try invocation.loadCatalog(using: &generator)
        let terminal = Terminal(color: invocation.color)
        // Before anything plays, so that a cast that cannot be written fails at once; at the size the
        // scene is laid out at, on a terminal or off it.
        let castSize = terminal.isCapable ? (terminal.size ?? .standard) : (Terminal.environmentSize ?? .standard)
        let cast = try invocation.openCast(width: castSize.columns, height: castSize.rows, title: Self.castTitle)

        guard terminal.isCapable else {
            let size = Terminal.environmentSize ?? .standard
            let scene = Scene(catalog: catalog, size: size, using: &generator)
            if let cast {
                try await record(scene, into: cast, colored: terminal.colored, generator: &generator)
            }
            try invocation.print(scene.canvas.text(colored: terminal.colored))
            return .success
        }
        let length = length(recording: cast != nil)
        // Laid out before the session catches any signal, so that however long a huge catalog's layout
        // takes, Ctrl-C and SIGTERM end the program at once, with the terminal not yet touched.
        let size = terminal.size ?? .standard
        var scene = Scene(catalog: catalog, size: size, using: &generator)
        return try await TerminalSession.run([.readsKeys, .alternateScreen]) { session throws(CommandFailure) in
            do {
                let outcome: PlaybackOutcome
                if let cast {
                    let recorder = try AsciicastRecorder(
                        output: cast, clock: session.clock, width: size.columns, height: size.rows,
                        writesHeader: false)
                    outcome = try await play(
                        &scene, for: length, into: TeeOutput(session.output, recorder), events: session.events,
                        colored: terminal.colored, generator: &generator)
                } else {
                    outcome = try await play(
                        &scene, for: length, into: session.output, events: session.events, colored: terminal.colored,
                        generator: &generator)
                }
                return ExitCode(outcome)
            } catch {
                return try CommandFailure.exitCode(after: error, in: session, doing: "the scene")
            }
        }
    }

    /// How long the scene plays: `--duration`, or 10 s when recording, or until a key ends it.
    private func length(recording: Bool) -> PlaybackLength {
        if let duration = invocation.duration { return .duration(duration) }
        return recording ? .duration(Self.defaultCastDuration) : .forever
    }

    /// Plays `scene` full-window into `output` until a key, its length or a signal ends it; the one
    /// place a scene's player is made.
    private func play(
        _ scene: inout Scene, for length: PlaybackLength, into output: some FrameOutput, events: some EventSource,
        colored: Bool, generator: inout SeededGenerator
    ) async throws -> PlaybackOutcome {
        var player = Player(
            input: events, output: Screen(output: output, mode: .fullWindow, colored: colored))
        player.speed = invocation.speed
        return try await player.play(&scene, length: length, using: &generator)
    }

    /// Records `scene` without a terminal: played on a manual clock, so it takes no real time and every
    /// update lands at exactly its time.
    private func record(_ scene: Scene, into cast: OutputFile, colored: Bool, generator: inout SeededGenerator)
        async throws(CommandFailure)
    {
        let clock = ManualClock()
        var scene = scene
        do {
            let recorder = try AsciicastRecorder(
                output: cast, clock: clock, width: scene.size.columns, height: scene.size.rows, writesHeader: false)
            _ = try await play(
                &scene, for: length(recording: true), into: recorder, events: ScriptedEvents(clock: clock),
                colored: colored, generator: &generator)
        } catch {
            throw CommandFailure(recording: error)
        }
    }
}
