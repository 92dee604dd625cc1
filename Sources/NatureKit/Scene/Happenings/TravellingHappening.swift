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

extension Scene.TravellingHappening {
    /// Draws `sprite` where its path is at `time`, clipped to the sea below its surface, with a column of
    /// open water either side of each row, so that nothing passing in another lane (a fish over its fin)
    /// reads as stuck to it.
    func drawInTheSea(_ sprite: Sprite, on canvas: inout Canvas, world: Scene.World, at time: Int) {
        let sea = world.frame.sea
        let clip = Rect(
            column: sea.lowerBound, row: world.frame.surface + 1, width: sea.count, height: world.size.rows)
        let (column, row) = (path.place(at: time).column, path.row(at: time))
        sprite.forEachCellBeside(column: column, row: row) { column, row in
            canvas.draw(.insideBlank, column: column, row: row, clip: clip)
        }
        canvas.draw(sprite, column: column, row: row, clip: clip)
    }
}
