/// A rectangle of cells; its width and height are never negative.
package struct Rect: Hashable, Sendable {
    package var column: Int
    package var row: Int
    package var width: Int
    package var height: Int

    package init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }

    package init(column: Int, row: Int, size: Size) {
        self.init(column: column, row: row, width: size.columns, height: size.rows)
    }

    package var isEmpty: Bool { width == 0 || height == 0 }
    package var right: Int { column + width }
    package var bottom: Int { row + height }

    /// The cells both rectangles hold.
    package func intersection(_ other: Rect) -> Rect {
        let column = max(self.column, other.column)
        let row = max(self.row, other.row)
        return Rect(
            column: column, row: row, width: min(right, other.right) - column, height: min(bottom, other.bottom) - row)
    }

    /// Whether the rectangles share a cell.
    package func intersects(_ other: Rect) -> Bool {
        column < other.right && other.column < right && row < other.bottom && other.row < bottom
    }

    /// A rectangle of `width` by `height` cells centred in this one, half a cell up and left where the
    /// room is odd, and held to its top-left corner where it is larger: the one way anything is centred.
    ///
    /// - Parameters:
    ///   - width: The columns to centre.
    ///   - height: The rows to centre.
    package func centring(width: Int, height: Int) -> Rect {
        Rect(
            column: column + max(0, (self.width - width) / 2), row: row + max(0, (self.height - height) / 2),
            width: width, height: height)
    }

    /// Whether every cell of `other` is in this rectangle.
    package func contains(_ other: Rect) -> Bool {
        other.column >= column && other.row >= row && other.right <= right && other.bottom <= bottom
    }
}
