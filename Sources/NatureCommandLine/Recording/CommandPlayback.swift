import NatureKit
import NatureKitTesting
import NatureSystem

/// Play, tee and record, once, for every command that plays: `random` and `show` play a card inline,
/// `scene` and `browse` a whole window. On a terminal a model plays in a session, and with `--cast`
/// every update goes to the terminal and then to the recording; off a terminal it is recorded alone, on
/// a manual clock, so that it takes no real time and every update lands at exactly its time.
@MainActor
enum CommandPlayback {
    /// Where the model is drawn: inline under the prompt, or the whole window (``Screen``'s modes).
    enum Place {
        case inline, fullWindow
    }

    /// Where and how the model is drawn.
    struct Setting {
        var screen: Place
        /// The session's modes: keys read, and the alternate screen for a whole window.
        var modes: TerminalSession.Modes
        var speed: Double
        var colored: Bool
        /// The width to clip to, for an inline card; `nil` for the whole window, which knows its own.
        var columns: Int?
        /// The size the recording is played at.
        var size: Size
        /// What playing it is called in an error: `"playback"`, `"the scene"`.
        var doing: String
    }

    /// Plays `model` on the terminal until its length, a key or a signal ends it, teeing every update
    /// into `cast` when there is one; returns the status the command exits with.
    static func play<Model: PlayerModel>(
        _ model: inout Model, for length: PlaybackLength, _ setting: Setting, cast: OutputFile?
    ) async throws(CommandFailure) -> ExitCode {
        try await TerminalSession.run(setting.modes) { session throws(CommandFailure) in
            do {
                guard let cast else {
                    return ExitCode(
                        try await run(&model, for: length, setting, into: session.output, events: session.events))
                }
                let recorder = try AsciicastRecorder(
                    output: cast, clock: session.clock, width: setting.size.columns, height: setting.size.rows,
                    writesHeader: false)
                return ExitCode(
                    try await run(
                        &model, for: length, setting, into: TeeOutput(session.output, recorder),
                        events: session.events))
            } catch {
                return try CommandFailure.exitCode(after: error, in: session, doing: setting.doing)
            }
        }
    }

    /// Records `model` into `cast` without a terminal, on a manual clock.
    static func record<Model: PlayerModel>(
        _ model: inout Model, for length: PlaybackLength, _ setting: Setting, into cast: OutputFile
    ) async throws(CommandFailure) {
        // A recording of hours sleeps millions of times: the clock keeps none of them.
        let clock = ManualClock(keepingSleeps: false)
        do {
            let recorder = try AsciicastRecorder(
                output: cast, clock: clock, width: setting.size.columns, height: setting.size.rows,
                writesHeader: false)
            _ = try await run(&model, for: length, setting, into: recorder, events: ScriptedEvents(clock: clock))
        } catch {
            throw CommandFailure(recording: error)
        }
    }

    /// Plays `model` into `output`, hearing `events`: the one place a command's player is made.
    private static func run<Model: PlayerModel>(
        _ model: inout Model, for length: PlaybackLength, _ setting: Setting, into output: some FrameOutput,
        events: some TerminalEventSource
    ) async throws -> PlaybackOutcome {
        var player = Player(
            input: events,
            output: Screen(
                output: output, mode: setting.screen == .inline ? .inline : .fullWindow, colored: setting.colored,
                columns: setting.columns))
        player.speed = setting.speed
        return try await player.play(&model, length: length)
    }
}
