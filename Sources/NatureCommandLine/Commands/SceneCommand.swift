import NatureKit
import NatureKitTesting
import NatureSystem

/// `nature-cli scene`: the catalog's world, each object in its habitat, the animals on the move; on the
/// alternate screen until a key quits or `--duration` runs out. Anywhere but a terminal it prints one
/// plain snapshot of the start. On the main actor, as the command line is.
@MainActor
struct SceneCommand {
    let invocation: Invocation

    nonisolated static let declaration = CommandDeclaration(
        .scene,
        abstract:
            "The whole catalog in one world of sky, land and sea, each object in its habitat, the animals on the move.",
        options: [
            .catalog.help("people the world from this catalog (- for standard input) instead of the built-in one"),
            .seed.help("lay out the same world and cast, with the same comings and goings, on every run"),
            .speed.help(
                "start faster (2) or slower (0.5); + and - change it while it plays; " + SpeedLadder.rangeDescription),
            .duration.help(
                "end the scene after this many seconds (with --cast, default 10); from 0.001 to \(OptionSpec.longestDuration)"
            ),
            .cast.help("also record the scene as an asciicast v2 file; off a terminal, at once, on a virtual clock"),
            .color.help("colour the world and its objects (auto: on a terminal, unless NO_COLOR is set)"),
        ],
        keys: SceneKeys.all,
        examples: [
            .init(
                "nature-cli scene --seed 1",
                "The world of sky, land and sea, with the same comings and goings on every run."),
            .init(
                "COLUMNS=120 LINES=40 nature-cli scene | less", "One plain snapshot of the scene's start, 120 by 40."),
            .init("nature-cli scene --duration 30 --cast scene.cast", "Record half a minute of it."),
        ],
        exitStatuses: ExitCode.signals,
        run: { invocation throws(CommandFailure) in try await SceneCommand(invocation: invocation).run() })

    /// The title a scene's cast gives players.
    nonisolated static let castTitle = "nature-cli scene"

    /// How long `--cast` records when `--duration` is not given.
    nonisolated static let defaultCastDuration = Duration.seconds(10)

    /// How many objects `a` adds to one scene. A window shows at most one picture for every 40 cells (48
    /// at 80x24, 300 at 200x60) and three of a species, so more would only wait off stage, and each that
    /// waits makes every arrival dearer: a pasted megabyte of `a` would add a million.
    nonisolated static let mostAdded = 256

    /// `scene` as it plays, with `a` taking at most ``mostAdded`` presses.
    nonisolated static func model(
        _ scene: Scene, generator: SeededGenerator
    ) -> PressLimit<SceneModel<SeededGenerator>> {
        PressLimit(SceneModel(scene, generator: generator), binding: SceneKeys.add, limit: mostAdded)
    }

    func run() async throws(CommandFailure) -> ExitCode {
        var system = SystemRandomNumberGenerator()
        let seed = invocation.seed ?? system.next()
        // The catalog's stills are picked from a generator of the seed's, and the scene is made from the
        // seed itself: made from what loading left of that generator, every seed's world changed when an
        // object with stills joined the catalog.
        var generator = SeededGenerator(seed: seed)
        let catalog = try invocation.loadCatalog(using: &generator)
        let terminal = Terminal(color: invocation.color)
        guard terminal.isCapable else {
            let size = Terminal.environmentSize ?? .standard
            let scene = Scene(catalog: catalog, size: size, seed: seed)
            // As on a terminal, which says so in the window; a blank snapshot would say nothing.
            guard scene.fits else {
                throw CommandFailure(
                    message: "window too small: \(scene.minimumSize) needed, COLUMNS and LINES give \(size)",
                    exitCode: .usage)
            }
            if let cast = try invocation.openCast(width: size.columns, height: size.rows, title: Self.castTitle) {
                var model = Self.model(scene, generator: generator)
                try await CommandPlayback.record(
                    &model, for: length(recording: true), setting(size: size, colored: terminal.colored), into: cast)
            }
            try invocation.print(scene.canvas.text(colored: terminal.colored))
            return .success
        }
        // Before anything plays, so that a cast that cannot be written fails at once; at the size the
        // scene is laid out at.
        let size = terminal.size ?? .standard
        let cast = try invocation.openCast(width: size.columns, height: size.rows, title: Self.castTitle)
        let length = length(recording: cast != nil)
        // Laid out before the session catches any signal, so that however long a huge catalog's layout
        // takes, Ctrl-C and SIGTERM end the program at once, with the terminal not yet touched.
        let scene = Scene(catalog: catalog, size: size, seed: seed)
        var model = Self.model(scene, generator: generator)
        return try await CommandPlayback.play(
            &model, for: length, setting(size: size, colored: terminal.colored), cast: cast)
    }

    /// How long the scene plays: `--duration`, or 10 s when recording, or until a key ends it.
    private func length(recording: Bool) -> PlaybackLength {
        if let duration = invocation.duration { return .duration(duration) }
        return recording ? .duration(Self.defaultCastDuration) : .forever
    }

    /// How the scene is drawn and recorded: the whole window, at the size it is laid out at.
    private func setting(size: Size, colored: Bool) -> CommandPlayback.Setting {
        CommandPlayback.Setting(
            screen: .fullWindow, modes: [.readsKeys, .alternateScreen], speed: invocation.speed, colored: colored,
            columns: nil, size: size, doing: "the scene")
    }
}
