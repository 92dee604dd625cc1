/// Every object of a catalog on one window-sized picture, each at its coordinates, each picture
/// changing at its own pace, and the objects that move (``MovingProtocol``) on the move.
///
/// ## Where objects stand
///
/// Catalog coordinates are stretched over the window, one axis at a time. Along X, the span from the
/// smallest coordinate (or 0, if none is below it) to the largest (at least 1) covers the columns a
/// picture's left edge can take, from 0 to the window's width less the picture's: the smallest X puts
/// a picture against the left edge, the largest against the right edge, and every picture stays
/// inside the window whenever it is no wider than the window. Y does the same with rows. The shipped
/// catalog's X 0–13 and Y 0–9 thus fill any window, and coordinates that are negative or near
/// `Int.max` only stretch the span.
///
/// The window must hold the largest picture (``minimumSize``); below that the scene shows one line
/// that says so, and lays itself out again once ``resize(columns:rows:)`` gives it room.
///
/// ## What is in front
///
/// Objects are drawn back to front by their `coordinateY` when they joined the scene, smallest first,
/// so an object lower on the screen stands in front of one above it; at the same Y, an object later
/// in the catalog (or added later) stands in front. The blank parts of pictures are transparent.
/// Labels are drawn over every picture, then the status line and the help over everything.
///
/// ## Time
///
/// A picture with frames shows frame `n` from `n × interval` after it joined the scene, its interval
/// being its ``AnimationProtocol/frameInterval``. A mover steps one cell at a time, `speed` cells a
/// second, and turns round at the edges of the window; moving left, its picture is mirrored
/// (``ASCIIImage/mirrored()``). Each step updates the object's `coordinateX` and `coordinateY`. The
/// scene keeps every item's next change in a queue: ``nextChange(after:)`` is the earliest, rounded
/// up to a whole millisecond, and ``advance(to:)`` carries out everything due by then as one update,
/// redrawing only the regions that changed.
///
/// ```swift
/// var scene = Scene(catalog: try Catalog.bundled(), columns: 80, rows: 24)
/// print(scene.lines.joined(separator: "\n"))          // the scene at its start
/// if let next = scene.nextChange(after: .zero) { scene.advance(to: next) }
/// ```
///
/// A scene is a ``PlaybackSource``, so a ``Player`` can play it too, into any output;
/// ``ScenePlayer`` plays it on a terminal cell by cell, with keys.
public struct Scene: Sendable {
    /// The fastest a scene moves anything, in cells per second: one cell a millisecond, the finest
    /// step its schedule takes. A faster ``MovingProtocol/speed`` is played at this speed.
    public static let maximumSpeed = 1000.0

    /// The objects, in the order they joined the scene, with the coordinates their moves gave them.
    public private(set) var objects: [any ObjectProtocol]
    /// The window's width in columns.
    public private(set) var columns: Int
    /// The window's height in rows.
    public private(set) var rows: Int
    /// The scene time of the last update.
    public private(set) var time = Duration.zero

    /// Whether each object's title and coordinates are shown beside its picture.
    public var showsLabels = false {
        didSet {
            guard showsLabels != oldValue else { return }
            // Every label comes or goes at once: one redraw of the window, not one per object.
            for index in items.indices { refreshLabel(of: index) }
            indexFootprints()
            redraw(grid.bounds)
        }
    }

    private let catalog: Catalog
    private let across: Mapping
    private let down: Mapping
    private var items: [Item] = []
    /// Which items cover which part of the window.
    private var tiles = TileIndex(columns: 0, rows: 0)
    private var queue = DueQueue()
    /// Sprites made so far, by image name, colour and facing, so that objects sharing a picture share
    /// its cells.
    private var spriteCache: [SpriteKey: CellGrid.Sprite] = [:]
    private var statusLine: String?
    private var helpLines: [String]?
    private var status: Overlay?
    private var help: Overlay?
    /// The picture of the whole window.
    package private(set) var grid: CellGrid
    /// The characters of more than one scalar the grid holds.
    package private(set) var glyphs = GlyphTable()
    /// The regions redrawn since ``takeChangedRegions()`` was last called.
    private var changedRegions: [CellGrid.Rect] = []
    /// While an update gathers its changes, the regions they will redraw; `nil` otherwise.
    private var pendingRegions: [CellGrid.Rect]?

    /// Lays out every object of `catalog` in a window of `columns` by `rows`.
    ///
    /// - Parameters:
    ///   - catalog: The objects and the images they name.
    ///   - columns: The window's width; at least 1 is used.
    ///   - rows: The window's height; at least 1 is used.
    public init(catalog: Catalog, columns: Int, rows: Int) {
        self.catalog = catalog
        objects = catalog.objects
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        across = Mapping(catalog.objects.map(\.coordinateX))
        down = Mapping(catalog.objects.map(\.coordinateY))
        grid = CellGrid(width: self.columns, height: self.rows)
        items.reserveCapacity(objects.count)
        for index in objects.indices {
            items.append(makeItem(for: objects[index], joining: .zero))
        }
        minimumSize = items.reduce((1, 1)) { (max($0.0, $1.width), max($0.1, $1.height)) }
        layOut()
    }

    // MARK: - Size

    /// The smallest window that holds the largest picture, in columns and rows.
    public private(set) var minimumSize = (columns: 1, rows: 1)

    /// Whether the window holds every picture; when it does not, the scene shows one line that says so.
    public var fits: Bool {
        let minimum = minimumSize
        return columns >= minimum.columns && rows >= minimum.rows
    }

    /// Lays everything out again for a window of `columns` by `rows`: each picture keeps its share of
    /// the way across and down, and movers go on from there.
    ///
    /// - Parameters:
    ///   - columns: The window's new width; at least 1 is used.
    ///   - rows: The window's new height; at least 1 is used.
    public mutating func resize(columns: Int, rows: Int) {
        (self.columns, self.rows) = (max(1, columns), max(1, rows))
        grid = CellGrid(width: self.columns, height: self.rows)
        layOut()
    }

    // MARK: - Objects

    /// Adds `object` to the scene now, at its coordinates; its frames start from their first.
    ///
    /// - Parameter object: The object; the images it names must be in the scene's catalog.
    public mutating func add(_ object: any ObjectProtocol) {
        let index = items.count
        objects.append(object)
        var item = makeItem(for: object, joining: time)
        place(&item, object: object, at: time)
        items.append(item)
        minimumSize = (max(minimumSize.columns, item.width), max(minimumSize.rows, item.height))
        refreshLabel(of: index)
        refreshFootprint(of: index)
        schedule(index)
    }

    /// Adds a copy of an object of the catalog, picked with `generator`, at coordinates picked with it
    /// inside the span the scene stretches over the window: the seed's button, in a scene.
    ///
    /// - Parameter generator: The source of the pick and the place.
    public mutating func addRandomObject(using generator: inout some RandomNumberGenerator) {
        var object = catalog.randomObject(using: &generator)
        // A thousand places a side: finer than any window, and free of the span's own size.
        let places = 1001
        object.coordinateX = across.coordinate(for: generator.index(below: places) ?? 0, positions: places)
        object.coordinateY = down.coordinate(for: generator.index(below: places) ?? 0, positions: places)
        add(object)
    }

    // MARK: - Time

    /// When the picture next changes after `time`, rounded up to a whole millisecond, so that changes
    /// due within one millisecond go out as one update; `nil` if nothing ever changes again.
    ///
    /// - Parameter time: A scene time, usually that of the last update.
    public mutating func nextChange(after time: Duration) -> Duration? {
        discardStaleEntries()
        guard let due = queue.first?.due else { return nil }
        let next = due.roundedUpToMillisecond
        return next > time ? next : (time + .milliseconds(1)).roundedUpToMillisecond
    }

    /// Carries out every change due by `time`: frames, steps, turns and new coordinates; only the
    /// regions they touch are drawn again.
    ///
    /// - Parameter time: The scene time to go to; a time before the last update changes nothing.
    public mutating func advance(to time: Duration) {
        guard time > self.time else { return }
        self.time = time
        // The regions are drawn once all the changes are known, so that cells two changes share are
        // composed once.
        pendingRegions = []
        while let (due, index) = queue.first, due <= time {
            queue.removeFirst()
            guard items[index].nextChange == due else { continue }
            update(index, at: time)
            schedule(index)
        }
        let regions = CellGrid.Rect.merged(pendingRegions ?? [])
        pendingRegions = nil
        for region in regions { redraw(region) }
    }

    // MARK: - Overlays

    /// Shows `text` centred on the window's last row, over the scene, or nothing for `nil`.
    package mutating func setStatus(_ text: String?) {
        statusLine = text
        replace(\.status, with: overlay(text.map { [$0] }, boxed: false))
    }

    /// Shows `lines` in a box in the middle of the window, over the scene, or nothing for `nil`.
    package mutating func setHelp(_ lines: [String]?) {
        helpLines = lines
        replace(\.help, with: overlay(lines, boxed: true))
    }

    /// Whether the help is shown.
    package var showsHelp: Bool { helpLines != nil }

    /// The regions drawn again since the last call, which a renderer compares with the screen.
    package mutating func takeChangedRegions() -> [CellGrid.Rect] {
        defer { changedRegions.removeAll(keepingCapacity: true) }
        return changedRegions
    }

    // MARK: - Output

    /// The scene as plain text, one string per row from the top, without trailing blanks or escape
    /// codes.
    public var lines: [String] { canvas.lines }

    /// The scene as lines of text, each ending in a newline, without trailing blanks; with colour and
    /// bold as escape sequences if `colored`, with no escape byte otherwise.
    ///
    /// - Parameter colored: Whether to keep colour and bold.
    public func text(colored: Bool) -> String {
        canvas.text(colored: colored)
    }

    /// The scene as a ``Canvas``, colours included.
    public var canvas: Canvas {
        var canvas = Canvas(width: grid.width, height: grid.height)
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let cell = grid[column, row]
                guard !cell.isContinuation, cell.glyph != 0x20 else { continue }
                var text = ""
                glyphs.append(cell.glyph, to: &text)
                canvas.draw(text, column: column, row: row, color: cell.color, isBold: cell.isBold)
            }
        }
        return canvas
    }
}

// MARK: - Items

extension Scene {
    /// What the scene keeps of one object: its pictures as sprites, where it is, and when it next changes.
    private struct Item: Sendable {
        var frames: [CellGrid.Sprite]
        /// The frames facing left, for an object that moves across; empty otherwise.
        var mirroredFrames: [CellGrid.Sprite]
        /// How long each frame stays, at normal speed; `nil` for a single picture.
        let interval: Duration?
        /// When it joined the scene.
        let start: Duration
        /// Its `coordinateY` when it joined, which sets how far back it is drawn.
        let depth: Int
        let speeds: (across: Double, down: Double)?
        var frame = 0
        var facesLeft = false
        var across: Track?
        var down: Track?
        var column = 0
        var row = 0
        var label: (sprite: CellGrid.Sprite, column: Int, row: Int)?
        /// The cells it covers, its label included.
        var footprint = CellGrid.Rect(column: 0, row: 0, width: 0, height: 0)
        /// When it next changes; `nil` if never.
        var nextChange: Duration?

        var width: Int { frames.first?.width ?? 0 }
        var height: Int { frames.first?.height ?? 0 }
        var sprite: CellGrid.Sprite { (facesLeft && !mirroredFrames.isEmpty ? mirroredFrames : frames)[frame] }
        var pictureRect: CellGrid.Rect { CellGrid.Rect(column: column, row: row, width: width, height: height) }
    }

    private struct SpriteKey: Hashable {
        var image: String
        var color: NamedColor?
        var mirrored: Bool
    }

    /// Something drawn over the scene: the status line or the help.
    private struct Overlay: Sendable {
        var sprite: CellGrid.Sprite
        var rect: CellGrid.Rect
    }

    private mutating func makeItem(for object: any ObjectProtocol, joining start: Duration) -> Item {
        let choice = PictureChoice(for: object)
        let mover = object as? any MovingProtocol
        let speeds = mover.map { ($0.speed, $0.verticalSpeed) }
        let names = choice.imageNames
        var frames = names.map { sprite(named: $0, color: object.color, mirrored: false) }
        if frames.isEmpty {
            // An object with no picture shows its title, so that it is there all the same.
            frames = [CellGrid.Sprite(text: object.title, color: object.color, bold: true, glyphs: &glyphs)]
        }
        let turns = (speeds?.0 ?? 0) != 0
        let mirrored = turns ? names.map { sprite(named: $0, color: object.color, mirrored: true) } : []
        let interval =
            choice.isAnimation && frames.count > 1 ? (object as? any AnimationProtocol)?.playbackInterval : nil
        return Item(
            frames: frames, mirroredFrames: mirrored, interval: interval, start: start, depth: object.coordinateY,
            speeds: speeds)
    }

    private mutating func sprite(named name: String, color: NamedColor?, mirrored: Bool) -> CellGrid.Sprite {
        let key = SpriteKey(image: name, color: color, mirrored: mirrored)
        if let sprite = spriteCache[key] { return sprite }
        // A name the catalog lacks can only come from an object made in code: show the name.
        let image = catalog.image(named: name) ?? ASCIIImage(lines: ["[no image \(TerminalText.quoted(name))]"])
        let sprite = CellGrid.Sprite(image, color: color, mirrored: mirrored, glyphs: &glyphs)
        spriteCache[key] = sprite
        return sprite
    }

    /// Places every item for the window as it is now and draws the whole window.
    private mutating func layOut() {
        for index in items.indices {
            if items[index].across == nil && items[index].down == nil {
                place(&items[index], object: objects[index], at: time)
            } else {
                relayout(&items[index], at: time)
            }
            updateCoordinates(of: index)
        }
        for index in items.indices { refreshLabel(of: index) }
        indexFootprints()
        status = overlay(statusLine.map { [$0] }, boxed: false)
        help = overlay(helpLines, boxed: true)
        rescheduleAll()
        redraw(grid.bounds)
    }

    /// Puts `item` where `object`'s coordinates say, with its motion starting from there at `time`.
    private func place(_ item: inout Item, object: any ObjectProtocol, at time: Duration) {
        let (placesAcross, placesDown) = places(for: item)
        item.column = across.cell(for: object.coordinateX, positions: placesAcross)
        item.row = down.cell(for: object.coordinateY, positions: placesDown)
        if let (speed, verticalSpeed) = item.speeds {
            item.across = Track(cell: item.column, positions: placesAcross, speed: speed, start: time)
            item.down = Track(cell: item.row, positions: placesDown, speed: verticalSpeed, start: time)
            item.facesLeft = item.across?.headsBack(at: time) ?? false
        }
        item.frame = frameIndex(of: item, at: time)
    }

    /// Lays a mover's tracks out again for the window as it is now.
    private func relayout(_ item: inout Item, at time: Duration) {
        let (placesAcross, placesDown) = places(for: item)
        item.across?.relayout(at: time, positions: placesAcross)
        item.down?.relayout(at: time, positions: placesDown)
        item.column = item.across?.cell(at: time) ?? 0
        item.row = item.down?.cell(at: time) ?? 0
    }

    /// How many columns and rows the item's left and top edges can take in this window.
    private func places(for item: Item) -> (Int, Int) {
        (max(1, columns - item.width + 1), max(1, rows - item.height + 1))
    }

    private func frameIndex(of item: Item, at time: Duration) -> Int {
        guard let interval = item.interval else { return 0 }
        return (time - item.start).wholeMultiples(of: interval) % item.frames.count
    }

    /// Brings item `index` to `time`, and redraws what it covered and covers if anything changed.
    private mutating func update(_ index: Int, at time: Duration) {
        var item = items[index]
        let before = (item.frame, item.column, item.row, item.facesLeft)
        item.frame = frameIndex(of: item, at: time)
        if let across = item.across {
            item.column = across.cell(at: time)
            item.facesLeft = across.headsBack(at: time)
        }
        if let down = item.down { item.row = down.cell(at: time) }
        items[index] = item
        guard before != (item.frame, item.column, item.row, item.facesLeft) else { return }
        if before.1 != item.column || before.2 != item.row {
            updateCoordinates(of: index)
            refreshLabel(of: index)
        }
        refreshFootprint(of: index)
    }

    /// Sets the object's coordinates from the cell its item stands in.
    private mutating func updateCoordinates(of index: Int) {
        guard items[index].across != nil || items[index].down != nil else { return }
        let (placesAcross, placesDown) = places(for: items[index])
        objects[index].coordinateX = across.coordinate(for: items[index].column, positions: placesAcross)
        objects[index].coordinateY = down.coordinate(for: items[index].row, positions: placesDown)
    }

    /// Redraws the cells item `index` covered and now covers.
    private mutating func refreshFootprint(of index: Int) {
        let old = items[index].footprint
        let new = footprint(of: index)
        guard new != old else { return redraw(new) }
        items[index].footprint = new
        tiles.remove(index, covering: old)
        tiles.insert(index, covering: new)
        redraw(old.union(new))
    }

    /// Files every item's footprint, made afresh, in a new tile index for the window as it is now.
    private mutating func indexFootprints() {
        tiles = TileIndex(columns: columns, rows: rows)
        for index in items.indices {
            items[index].footprint = footprint(of: index)
            tiles.insert(index, covering: items[index].footprint)
        }
    }

    /// The cells item `index` covers: its picture, and its label when labels are shown.
    private func footprint(of index: Int) -> CellGrid.Rect {
        let picture = items[index].pictureRect
        guard showsLabels, let label = items[index].label else { return picture }
        return picture.union(CellGrid.Rect(column: label.column, row: label.row, width: label.sprite.width, height: 1))
    }

    /// Makes the label of item `index` afresh, when labels are shown: beside the picture's top row, on
    /// the right if it fits, else on the left, else below (or above) the picture.
    private mutating func refreshLabel(of index: Int) {
        guard showsLabels else {
            items[index].label = nil
            return
        }
        let object = objects[index]
        let sprite = CellGrid.Sprite(
            text: "\(object.title) \(object.coordinatesLabel)", color: object.color, bold: true, glyphs: &glyphs)
        let item = items[index]
        let column: Int
        var row = item.row
        if item.column + item.width + 1 + sprite.width <= columns {
            column = item.column + item.width + 1
        } else if item.column - 1 - sprite.width >= 0 {
            column = item.column - 1 - sprite.width
        } else {
            column = max(0, min(item.column, columns - sprite.width))
            row = item.row + item.height < rows ? item.row + item.height : max(0, item.row - 1)
        }
        items[index].label = (sprite, column, row)
    }

    // MARK: - Schedule

    private mutating func schedule(_ index: Int) {
        let item = items[index]
        let frameChange = item.interval.map { interval in
            item.start + interval * ((time - item.start).wholeMultiples(of: interval) + 1)
        }
        let changes = [frameChange, item.across?.nextStep(after: time), item.down?.nextStep(after: time)]
        let next = changes.compactMap { $0 }.min()
        items[index].nextChange = next
        if let next { queue.insert(next, item: index) }
    }

    private mutating func rescheduleAll() {
        queue.removeAll()
        for index in items.indices { schedule(index) }
    }

    /// Drops queue entries that a later schedule of the same item has replaced.
    private mutating func discardStaleEntries() {
        while let (due, index) = queue.first, items[index].nextChange != due {
            queue.removeFirst()
        }
    }

    // MARK: - Drawing

    /// Draws `region` afresh: blank, then the pictures back to front, the labels, and the overlays;
    /// or, when the window is too small, the line that says so.
    private mutating func redraw(_ region: CellGrid.Rect) {
        let region = region.intersection(grid.bounds)
        guard !region.isEmpty else { return }
        if pendingRegions != nil { return pendingRegions?.append(region) ?? () }
        changedRegions.append(region)
        grid.clear(region)
        guard fits else {
            drawTooSmall()
            return
        }
        // Back to front: by depth, then by the order they joined the scene.
        let found = tiles.items(in: region).sorted { (items[$0].depth, $0) < (items[$1].depth, $1) }
        for index in found where items[index].pictureRect.intersects(region) {
            grid.draw(items[index].sprite, column: items[index].column, row: items[index].row, clip: region)
        }
        if showsLabels {
            for index in found {
                guard let label = items[index].label,
                    CellGrid.Rect(column: label.column, row: label.row, width: label.sprite.width, height: 1)
                        .intersects(region)
                else { continue }
                grid.draw(label.sprite, column: label.column, row: label.row, clip: region)
            }
        }
        for overlay in [status, help].compactMap({ $0 }) where overlay.rect.intersects(region) {
            grid.draw(overlay.sprite, column: overlay.rect.column, row: overlay.rect.row, clip: region)
        }
    }

    private mutating func drawTooSmall() {
        let needed = "\(minimumSize.columns)x\(minimumSize.rows) needed"
        // The longest way of saying it that fits.
        let message = ["window too small: " + needed, needed].first { $0.count <= columns } ?? needed
        let sprite = CellGrid.Sprite(text: message, color: nil, bold: false, glyphs: &glyphs)
        let column = max(0, (columns - sprite.width) / 2)
        grid.draw(sprite, column: column, row: (rows - 1) / 2, clip: grid.bounds)
    }

    /// Puts `new` in place of `overlay`, redrawing what each covers.
    private mutating func replace(_ overlay: WritableKeyPath<Scene, Overlay?>, with new: Overlay?) {
        let old = self[keyPath: overlay]?.rect
        self[keyPath: overlay] = new
        if let old { redraw(old) }
        if let rect = new?.rect { redraw(rect) }
    }

    /// `lines` laid out for this window: centred in a box, or centred on the last row.
    private mutating func overlay(_ lines: [String]?, boxed: Bool) -> Overlay? {
        lines.map { lines in
            let width = lines.map(TerminalText.columns(of:)).max() ?? 0
            let framed =
                boxed
                ? ["+" + String(repeating: "-", count: width + 2) + "+"]
                    + lines.map {
                        "| " + $0 + String(repeating: " ", count: width - TerminalText.columns(of: $0)) + " |"
                    }
                    + ["+" + String(repeating: "-", count: width + 2) + "+"]
                : lines
            let sprite = CellGrid.Sprite(lines: framed, glyphs: &glyphs)
            let row = boxed ? max(0, (rows - sprite.height) / 2) : rows - 1
            return Overlay(
                sprite: sprite,
                rect: CellGrid.Rect(
                    column: max(0, (columns - sprite.width) / 2), row: row, width: sprite.width, height: sprite.height))
        }
    }
}

extension Scene: PlaybackSource {
    /// `nil`: a scene never repeats.
    public var loopDuration: Duration? { nil }

    /// The scene at `time`, after carrying out every change due by then.
    ///
    /// - Parameter time: The scene time, counted from the start.
    public mutating func canvas(at time: Duration) -> Canvas {
        advance(to: time)
        return canvas
    }
}
