extension Scene {
    /// Which items cover which part of the window, in tiles of 16 columns by 8 rows, so that finding
    /// the items a changed region holds reads only the tiles it touches: an update costs what it
    /// changes, not the number of objects in the scene.
    struct TileIndex: Sendable {
        static let tileWidth = 16
        static let tileHeight = 8

        private let bounds: CellGrid.Rect
        private let across: Int
        private var tiles: [[Int]]
        /// For each item, the last query that found it, so that one found in several tiles is listed once.
        private var lastSeen: [Int] = []
        private var query = 0

        /// An empty index for a window of `columns` by `rows`.
        init(columns: Int, rows: Int) {
            bounds = CellGrid.Rect(column: 0, row: 0, width: columns, height: rows)
            across = (columns + Self.tileWidth - 1) / Self.tileWidth
            let down = (rows + Self.tileHeight - 1) / Self.tileHeight
            tiles = Array(repeating: [], count: across * down)
        }

        /// Files `item` under every tile `rect` touches inside the window.
        mutating func insert(_ item: Int, covering rect: CellGrid.Rect) {
            if item >= lastSeen.count { lastSeen += Array(repeating: 0, count: item + 1 - lastSeen.count) }
            forEachTile(of: rect) { tiles[$0].append(item) }
        }

        /// Takes `item` out of every tile `rect`, where it was filed, touches.
        mutating func remove(_ item: Int, covering rect: CellGrid.Rect) {
            forEachTile(of: rect) { tile in
                if let position = tiles[tile].firstIndex(of: item) {
                    tiles[tile].swapAt(position, tiles[tile].count - 1)
                }
                if tiles[tile].last == item { tiles[tile].removeLast() }
            }
        }

        /// The items filed under the tiles `region` touches, each once, in no order; some may only
        /// share a tile with the region, not a cell.
        mutating func items(in region: CellGrid.Rect) -> [Int] {
            query += 1
            var found: [Int] = []
            forEachTile(of: region) { tile in
                for item in tiles[tile] where lastSeen[item] != query {
                    lastSeen[item] = query
                    found.append(item)
                }
            }
            return found
        }

        private func forEachTile(of rect: CellGrid.Rect, _ body: (Int) -> Void) {
            let rect = rect.intersection(bounds)
            guard !rect.isEmpty else { return }
            for row in (rect.row / Self.tileHeight)...((rect.bottom - 1) / Self.tileHeight) {
                for column in (rect.column / Self.tileWidth)...((rect.right - 1) / Self.tileWidth) {
                    body(row * across + column)
                }
            }
        }
    }
}
