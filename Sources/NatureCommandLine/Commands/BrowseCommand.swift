import NatureKit
import NatureSystem

/// `nature-cli browse`: the seed's app on a terminal. One card at a time on the alternate screen; a key
/// shows another random object, as the seed's button does. On the main actor, as the command line is.
@MainActor
struct BrowseCommand {
    let invocation: Invocation

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
        return try await TerminalSession.run([.readsKeys, .alternateScreen]) { session throws(CommandFailure) in
            var player = Player(
                input: session.events,
                output: Screen(output: session.output, mode: .fullWindow, colored: terminal.colored))
            player.speed = invocation.speed
            do {
                return ExitCode(try await player.play(&model, length: .forever))
            } catch {
                return try CommandFailure.exitCode(after: error, in: session, doing: "browse")
            }
        }
    }
}
