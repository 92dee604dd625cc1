extension Scene {
    /// Which cells of the window pictures already take, with a table of sums over it, so that whether a
    /// rectangle is free is answered in constant time, whatever its size.
    struct Occupancy: Sendable {
        private let width: Int
        private let height: Int
        private var taken: [Bool]
        /// `sums[(row) * (width + 1) + column]`: the taken cells above and left of `column`, `row`.
        private var sums: [Int32]
        private var isStale = false

        init(size: Size) {
            width = size.columns
            height = size.rows
            taken = Array(repeating: false, count: width * height)
            sums = Array(repeating: 0, count: (width + 1) * (height + 1))
        }

        /// Marks the cells of `rect` inside the window as taken.
        mutating func take(_ rect: Rect) {
            let rect = rect.intersection(Rect(column: 0, row: 0, width: width, height: height))
            guard !rect.isEmpty else { return }
            for row in rect.row..<rect.bottom {
                for column in rect.column..<rect.right { taken[row * width + column] = true }
            }
            isStale = true
        }

        /// Whether every cell of `rect` inside the window is free.
        mutating func isFree(_ rect: Rect) -> Bool {
            let rect = rect.intersection(Rect(column: 0, row: 0, width: width, height: height))
            guard !rect.isEmpty else { return true }
            if isStale { summarize() }
            let stride = width + 1
            let count =
                sums[rect.bottom * stride + rect.right] - sums[rect.row * stride + rect.right]
                - sums[rect.bottom * stride + rect.column] + sums[rect.row * stride + rect.column]
            return count == 0
        }

        private mutating func summarize() {
            let stride = width + 1
            for row in 0..<height {
                var inRow: Int32 = 0
                for column in 0..<width {
                    inRow += taken[row * width + column] ? 1 : 0
                    sums[(row + 1) * stride + column + 1] = sums[row * stride + column + 1] + inRow
                }
            }
            isStale = false
        }

        /// The free place for a picture of `size` nearest `ideal`, its top row one of `rows` (`ideal.row` is
        /// an index into them) and its left edge within that row's columns, with a free column on either
        /// side so that pictures never touch: the ideal row first, moving along it, then the rows nearest it.
        mutating func place(
            _ size: Size, near ideal: (column: Int, row: Int), rows: [(row: Int, columns: ClosedRange<Int>)]
        ) -> (column: Int, row: Int)? {
            guard !rows.isEmpty else { return nil }
            for rowIndex in Self.nearest(ideal.row, within: 0...(rows.count - 1)) {
                let (row, columns) = rows[rowIndex]
                for column in Self.nearest(ideal.column, within: columns) {
                    let padded = Rect(column: column - 1, row: row, width: size.columns + 2, height: size.rows)
                    if isFree(padded) { return (column, row) }
                }
            }
            return nil
        }

        /// The values of `range`, nearest `value` first.
        private static func nearest(_ value: Int, within range: ClosedRange<Int>) -> [Int] {
            let start = min(max(value, range.lowerBound), range.upperBound)
            var values = [start]
            var distance = 1
            while values.count < range.count {
                if start + distance <= range.upperBound { values.append(start + distance) }
                if start - distance >= range.lowerBound { values.append(start - distance) }
                distance += 1
            }
            return values
        }
    }
}
