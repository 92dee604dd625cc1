import NatureKit
import NatureSystem

/// `nature-cli browse`: the seed's app on a terminal. One card at a time on the alternate screen; a key
/// shows another random object, as the seed's button does. On the main actor, as the command line is.
@MainActor
struct BrowseCommand {
    let invocation: Invocation

    nonisolated static let declaration = CommandDeclaration(
        .browse, abstract: "Browse the catalog on a terminal, one card at a time; a key shows another random object.",
        options: [
            .catalog.help("browse this catalog (- for standard input) instead of the built-in one"),
            .seed.help("start at the same object, and pick the same ones after it, on every run"),
            .speed.help("play the pictures faster (2) or slower (0.5); " + SpeedLadder.rangeDescription),
            .color.help("colour the pictures (auto: on a terminal, unless NO_COLOR is set)"),
        ],
        keys: Browser.Keys.all,
        examples: [.init("nature-cli browse --seed 7", "The seed's app: space shows another object, q quits.")],
        exitStatuses: ExitCode.signals,
        run: { invocation throws(CommandFailure) in try await BrowseCommand(invocation: invocation).run() })

    func run() async throws(CommandFailure) -> ExitCode {
        let terminal = Terminal(color: invocation.color)
        guard terminal.isCapable, StandardStream.input.isTerminal else {
            throw CommandFailure(
                message: "browse needs a terminal to read keys from and draw on; "
                    + "'nature-cli random' prints one card anywhere",
                exitCode: .usage)
        }
        var system = SystemRandomNumberGenerator()
        var generator = SeededGenerator(seed: invocation.seed ?? system.next())
        let catalog = try invocation.loadCatalog(using: &generator)
        var model = BrowseModel(browser: Browser(catalog: catalog, generator: generator), speed: invocation.speed)
        let setting = CommandPlayback.Setting(
            screen: .fullWindow, modes: [.readsKeys, .alternateScreen], speed: invocation.speed,
            colored: terminal.colored, columns: nil, size: terminal.size ?? .standard, doing: "browse")
        return try await CommandPlayback.play(&model, for: .forever, setting, cast: nil)
    }
}
