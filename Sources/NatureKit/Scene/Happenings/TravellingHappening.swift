extension Scene {
    /// A happening that goes along a ``Path`` as a mover does (a shark, a ship): it starts when its path
    /// sets out and ends when the path leaves the stage, so its times are its path's and not kept twice.
    ///
    /// ## Implementing
    ///
    /// Make the path in ``Happening/begin(at:on:random:)``, setting out at the time it is given; the
    /// path's exit is the happening's ``Happening/end``.
    protocol TravellingHappening: Happening {
        /// The way it goes, from its entrance to its exit.
        var path: Path { get }
    }
}

// MARK: - Default implementations

extension Scene.TravellingHappening {
    /// When it set out.
    var start: Int { path.setOut }
    var end: Int { path.exit }
}
