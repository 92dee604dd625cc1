/// A size in terminal cells: a window's, a picture's or a scene's.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// A size of `columns` by `rows`.
    ///
    /// - Parameters:
    ///   - columns: The number of columns.
    ///   - rows: The number of rows.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// 80 by 24, the size terminals start at: for a window whose size cannot be read.
    public static let standard = Size(columns: 80, rows: 24)

    /// `COLUMNSxROWS`, as messages and recordings write a size.
    public var description: String { "\(columns)x\(rows)" }

    /// Whether a picture of this size fits in `other`.
    package func fits(in other: Size) -> Bool {
        columns <= other.columns && rows <= other.rows
    }
}
