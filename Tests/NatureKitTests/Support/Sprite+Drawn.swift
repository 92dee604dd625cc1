@testable import NatureKit

extension Sprite {
    /// Whether the cell `x`, `y` of the picture is drawn; a cell outside the picture is not.
    func isDrawn(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height && cells[y * width + x] != .transparent
    }

    /// Whether the cell `x`, `y` is not drawn but touches a drawn cell, across or up and down.
    func isBeside(x: Int, y: Int) -> Bool {
        !isDrawn(x: x, y: y)
            && (isDrawn(x: x - 1, y: y) || isDrawn(x: x + 1, y: y) || isDrawn(x: x, y: y - 1)
                || isDrawn(x: x, y: y + 1))
    }

    /// The drawn cells of the picture, as offsets from its top-left corner.
    var drawnCells: [(x: Int, y: Int)] {
        (0..<height).flatMap { y in (0..<width).filter { isDrawn(x: $0, y: y) }.map { (x: $0, y: y) } }
    }
}
