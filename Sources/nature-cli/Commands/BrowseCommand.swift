import NatureKit
import NatureTerminal

/// `nature-cli browse`: the seed's app on a terminal. One card at a time on the alternate screen; a key
/// shows another random object, as the seed's button does.
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

        let session = TerminalSession([.readsKeys, .alternateScreen])
        defer { session.end() }
        var loop = BrowseLoop(
            browser: Browser(catalog: catalog, generator: generator), clock: session.clock, output: session.output,
            keys: session.keyboard, colored: terminal.colored, speed: invocation.speed
        ) {
            let size = Terminal.currentSize ?? terminal.size ?? .standard
            return (size.columns, size.rows)
        }
        // Whatever the window's new size, the screen is laid out again for it.
        loop.terminalSignal = { session.terminalSignal { _ in false } }
        do {
            let outcome = try await loop.run()
            return outcome == .interrupted ? ExitCode(session.interruption) : .success
        } catch {
            return try CommandFailure.exitCode(after: error, in: session, doing: "browse")
        }
    }
}
