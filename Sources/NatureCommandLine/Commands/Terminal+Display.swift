import NatureKit
import NatureSystem

extension Terminal {
    /// Where a card goes on this terminal, as a ``PlaybackPlan`` weighs it, with `reservingRows` of
    /// the window kept for something else, such as a line of key hints.
    func display(reservingRows: Int = 0) -> PlaybackPlan.Display {
        guard isCapable else { return .plain }
        guard let size else { return .terminalOfUnknownSize }
        return .terminal(columns: size.columns, rows: size.rows - reservingRows)
    }
}
