extension Int {
    /// The place of this number in a cycle of `count`, from 0 to `count` − 1 for a negative number too,
    /// where `%` would give a negative remainder: a pattern indexed by a count that runs backwards (a
    /// swell drifting left, a lift before its start) stays inside the pattern however long a scene runs.
    package func wrapped(into count: Int) -> Int {
        let remainder = self % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// Where a walk to and fro over `span` places stands after this many steps: its place, from 0 to
    /// `span`, and whether it is on its way back. A far fish, a far bird and a mover going up and down
    /// all walk so; `span` must be above 0.
    package func toAndFro(within span: Int) -> (place: Int, isBack: Bool) {
        let along = wrapped(into: 2 * span)
        return along < span ? (along, false) : (2 * span - along, true)
    }
}
