extension Int {
    /// The place of this number in a cycle of `count`, from 0 to `count` − 1 for a negative number too,
    /// where `%` would give a negative remainder: a pattern indexed by a count that runs backwards (a
    /// swell drifting left, a lift before its start) stays inside the pattern however long a scene runs.
    package func wrapped(into count: Int) -> Int {
        let remainder = self % count
        return remainder < 0 ? remainder + count : remainder
    }
}
