@testable import NatureKit

extension Canvas {
    /// Where a cell meets `condition`, row by row from the top and left to right along each: within
    /// `rows` and `columns` where given, over the whole canvas where not. What a test looks for on a
    /// canvas a layout or a happening drew: the sun's cells, stars, far birds.
    func places(
        rows: Range<Int>? = nil, columns: Range<Int>? = nil, where condition: (Cell) -> Bool
    ) -> [(column: Int, row: Int)] {
        let (rows, columns) = (rows ?? 0..<height, columns ?? 0..<width)
        return rows.flatMap { row in columns.filter { condition(self[$0, row]) }.map { (column: $0, row: row) } }
    }
}
