extension Scene {
    /// Something small and dim far off, a fish in a deep sea or a bird in a large sky, going to and fro
    /// along its row at its own pace. It is drawn after the cast, and only whole in the open
    /// (``Canvas/drawInTheOpen(_:column:row:style:)``), so it reads as behind everything and never as part
    /// of a picture beside it.
    ///
    /// Things near enough to be drawn at their card's size cannot pass one another cleanly, so a large sea
    /// or sky holds only a handful of them, and viewers found the wide water and sky of a large window dead;
    /// far things give them life without a tangle, and are small because they are far.
    struct FarThing: Sendable {
        let row: Int
        /// Milliseconds a column: a whole number of the scene's 100 ms beats, so that it steps on the beat
        /// of the scene's other changes.
        let pace: Int
        /// Where along its to and fro it is at time zero, in columns.
        let start: Int
        let style: Canvas.Style

        /// Where it is at `time` on a to and fro of `span` columns, which must be above 0: how far from the
        /// span's start, and whether it is on its way back.
        func walk(at time: Int, within span: Int) -> (place: Int, isBack: Bool) {
            (start + time / pace).toAndFro(within: span)
        }

        /// When it next steps after `time`.
        func nextStep(after time: Int) -> Int { (time / pace + 1) * pace }
    }
}
