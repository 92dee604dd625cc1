import NatureKit

/// A ``CanvasOutput`` that keeps every picture it is shown as plain lines, and the sizes it is told
/// of, for tests that check what a player showed.
package struct PictureRecorder: CanvasOutput {
    /// Each picture shown, as its lines without trailing blanks.
    package private(set) var pictures: [[String]] = []
    /// Each window size the output was told of.
    package private(set) var sizes: [Size] = []
    /// How many times the output was told to draw everything afresh.
    package private(set) var restarts = 0

    package init() {}

    package mutating func show(_ canvas: Canvas) {
        pictures.append(canvas.lines)
    }

    package mutating func resize(to size: Size) {
        sizes.append(size)
    }

    package mutating func restart() {
        restarts += 1
    }

    /// The last picture as one text.
    package var last: String { pictures.last?.joined(separator: "\n") ?? "" }
}

/// Pictures that differ from one to the next, for playing in tests: a title, then `frame <n>`.
package func numberedFrames(_ count: Int) -> [Canvas] {
    (0..<count).map { index in
        var canvas = Canvas(width: 8, height: 2)
        canvas.draw("title", column: 0, row: 0)
        canvas.draw("frame \(index)", column: 0, row: 1)
        return canvas
    }
}
