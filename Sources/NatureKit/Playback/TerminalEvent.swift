/// Something that reaches a program from its terminal, in the order it happened: what a ``Player``'s
/// one loop hears, besides the time.
///
/// A terminal session delivers them (see ``TerminalEventSource``); a test scripts them with NatureKitTesting's
/// `ScriptedEvents`.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The window is now this size. It is also the first event a terminal delivers, so that a program
    /// learns the size the one way it learns every later one.
    case resize(Size)
    /// Ctrl-Z: the program is about to be stopped and the shell to get the terminal. The picture should
    /// be left as the shell may find it; the process stops when the program next waits for events.
    case suspend
    /// The program was continued (`fg`) and has the terminal again: everything must be drawn afresh.
    case resume
    /// A signal asked the program to end.
    case interrupt(Interruption)
}
