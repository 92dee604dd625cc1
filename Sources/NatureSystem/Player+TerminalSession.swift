import NatureKit

extension Player where Input == TerminalSession.Events, Output == Screen<TerminalSession.Output> {
    /// A player on `session`'s terminal: its events, and a screen drawn `mode` on its output, coloured
    /// when `colored`.
    ///
    /// - Parameters:
    ///   - session: The terminal session to play in.
    ///   - mode: `.inline` for a card that stays in the scrollback, or
    ///     `.fullWindow` for a program on the alternate screen.
    ///   - colored: Whether to send colour; by default, as ``Terminal`` decides for `--color auto`.
    public init(session: TerminalSession, mode: Screen<TerminalSession.Output>.Mode, colored: Bool? = nil) {
        let colored = colored ?? Terminal(color: .auto).colored
        self.init(
            input: session.events,
            output: Screen(output: session.output, mode: mode, colored: colored, columns: session.size.columns))
    }
}
