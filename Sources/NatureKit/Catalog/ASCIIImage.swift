/// A picture made of lines of text, as a catalog's `images` defines it.
public struct ASCIIImage: Hashable, Sendable {
    /// The lines, top to bottom.
    public let lines: [String]
    /// The width of the widest line, in terminal columns.
    public let width: Int

    /// The number of lines.
    public var height: Int { lines.count }

    /// Creates an image from its lines, top to bottom, measuring its width in terminal columns.
    public init(lines: [String]) {
        self.lines = lines
        self.width = lines.map(TerminalText.columns(of:)).max() ?? 0
    }

    /// For a loader that has measured the lines already.
    init(lines: [String], width: Int) {
        self.lines = lines
        self.width = width
    }
}
