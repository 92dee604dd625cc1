/// Every object of a catalog on one window-sized picture, each at its coordinates, each picture
/// changing at its own pace, and the objects that move (``MovingProtocol``) on the move.
///
/// ## Where objects stand
///
/// Catalog coordinates are stretched over the window, one axis at a time. Along X, the span from the
/// smallest coordinate (or 0, if none is below it) to the largest (at least 1) covers the columns a
/// picture's left edge can take, from 0 to the window's width less the picture's: the smallest X puts
/// a picture against the left edge, the largest against the right edge, and every picture stays
/// inside the window whenever it is no wider than the window. Y does the same with rows.
///
/// The window must hold the largest picture (``minimumSize``); below that the scene shows nothing but
/// waits, its objects where they were, until ``resize(to:)`` gives it room.
///
/// ## What is in front
///
/// Objects are drawn back to front by their `coordinateY` when they joined the scene, smallest first,
/// so an object lower on the screen stands in front of one above it; at the same Y, an object later
/// in the catalog (or added later) stands in front. A picture is opaque inside its outline and
/// transparent outside it (see ``Canvas/draw(_:column:row:color:)-(ASCIIImage,_,_,_)``).
///
/// ## Time
///
/// A picture with frames shows frame `n` from `n × interval` after it joined the scene, its interval
/// being its ``AnimationProtocol/frameInterval``. A mover steps one cell at a time, `speed` cells a
/// second, and turns round at the edges of the window; moving left, its picture is mirrored
/// (``ASCIIImage/mirrored()``). Each step updates the object's `coordinateX` and `coordinateY`. The
/// scene keeps every object's next change in a queue: ``nextChange(after:)`` is the earliest, rounded
/// up to a whole millisecond, and ``advance(to:)`` carries out everything due by then as one update.
///
/// ```swift
/// var scene = Scene(catalog: try Catalog.bundled(), size: Size(columns: 80, rows: 24))
/// print(scene.lines.joined(separator: "\n"))          // the scene at its start
/// if let next = scene.nextChange(after: .zero) { scene.advance(to: next) }
/// ```
///
/// A scene is a ``PlaybackSource``; a ``Player`` plays it with its keys through
/// ``Player/play(_:length:using:isolation:)``.
public struct Scene: Sendable {
    /// The fastest a scene moves anything, in cells per second: one cell a millisecond, the finest
    /// step its schedule takes. A faster ``MovingProtocol/speed`` is played at this speed.
    public static let maximumSpeed = 1000.0

    /// The objects, in the order they joined the scene, with the coordinates their moves gave them.
    public private(set) var objects: [any ObjectProtocol]
    /// The window's size.
    public private(set) var size: Size
    /// The scene time of the last update.
    public private(set) var time = Duration.zero
    /// The smallest window that holds the largest picture.
    public private(set) var minimumSize = Size(columns: 1, rows: 1)

    private let catalog: Catalog
    private let across: Mapping
    private let down: Mapping
    private var items: [Item] = []
    /// The items back to front: by depth, then by the order they joined.
    private var drawingOrder: [Int] = []
    private var queue = DueQueue()
    /// Sprites made so far, by image name, colour and facing, so that objects sharing a picture share
    /// its cells.
    private var spriteCache: [SpriteKey: Sprite] = [:]

    /// Lays out every object of `catalog` in a window of `size`.
    ///
    /// - Parameters:
    ///   - catalog: The objects and the images they name.
    ///   - size: The window's size; at least 1 by 1 is used.
    public init(catalog: Catalog, size: Size) {
        self.catalog = catalog
        objects = catalog.objects
        self.size = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        across = Mapping(catalog.objects.map(\.coordinateX))
        down = Mapping(catalog.objects.map(\.coordinateY))
        items.reserveCapacity(objects.count)
        for index in objects.indices {
            items.append(makeItem(for: objects[index], joining: .zero))
            minimumSize = Size(
                columns: max(minimumSize.columns, items[index].width), rows: max(minimumSize.rows, items[index].height))
        }
        drawingOrder = items.indices.sorted { (items[$0].depth, $0) < (items[$1].depth, $1) }
        layOut()
    }

    // MARK: - Size

    /// Whether the window holds every picture.
    public var fits: Bool { minimumSize.fits(in: size) }

    /// Lays everything out again for a window of `size`: each picture keeps its share of the way across
    /// and down, and movers go on from there.
    ///
    /// - Parameter size: The window's new size; at least 1 by 1 is used.
    public mutating func resize(to size: Size) {
        self.size = Size(columns: max(1, size.columns), rows: max(1, size.rows))
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
        minimumSize = Size(columns: max(minimumSize.columns, item.width), rows: max(minimumSize.rows, item.height))
        let position = drawingOrder.firstIndex { items[$0].depth > item.depth } ?? drawingOrder.count
        drawingOrder.insert(index, at: position)
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

    /// Carries out every change due by `time`: frames, steps, turns and new coordinates.
    ///
    /// - Parameter time: The scene time to go to; a time before the last update changes nothing.
    public mutating func advance(to time: Duration) {
        guard time > self.time else { return }
        self.time = time
        while let (due, index) = queue.first, due <= time {
            queue.removeFirst()
            guard items[index].nextChange == due else { continue }
            update(index, at: time)
            schedule(index)
        }
    }

    // MARK: - Pictures

    /// The scene as it is now: every picture back to front; blank when the window is too small.
    public var canvas: Canvas {
        var canvas = Canvas(size: size)
        guard fits else { return canvas }
        for index in drawingOrder {
            let item = items[index]
            canvas.draw(item.sprite, column: item.column, row: item.row, clip: canvas.bounds)
        }
        return canvas
    }

    /// The scene as plain text, one string per row from the top, without trailing blanks or escape
    /// codes.
    package var lines: [String] { canvas.lines }

    /// Where each object's picture stands now, front to back, by its index in ``objects``.
    package var placements: [(index: Int, rect: Rect)] {
        drawingOrder.reversed().map { ($0, items[$0].pictureRect) }
    }
}

// MARK: - Items

extension Scene {
    /// What the scene keeps of one object: its pictures as sprites, where it is, and when it next changes.
    private struct Item: Sendable {
        var frames: [Sprite]
        /// The frames facing left, for an object that moves across; empty otherwise.
        var mirroredFrames: [Sprite]
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
        /// When it next changes; `nil` if never.
        var nextChange: Duration?

        var width: Int { frames.first?.width ?? 0 }
        var height: Int { frames.first?.height ?? 0 }
        var sprite: Sprite { (facesLeft && !mirroredFrames.isEmpty ? mirroredFrames : frames)[frame] }
        var pictureRect: Rect { Rect(column: column, row: row, width: width, height: height) }
    }

    private struct SpriteKey: Hashable {
        var image: String
        var color: NamedColor?
        var mirrored: Bool
    }

    private mutating func makeItem(for object: any ObjectProtocol, joining start: Duration) -> Item {
        let choice = PictureChoice(for: object)
        let speeds = (object as? any MovingProtocol).map { ($0.speed, $0.verticalSpeed) }
        let names = choice.imageNames
        var frames = names.map { sprite(named: $0, color: object.color, mirrored: false) }
        if frames.isEmpty {
            // An object with no picture shows its title, so that it is there all the same.
            frames = [Sprite(text: object.title, style: Canvas.Style(color: object.color, bold: true))]
        }
        let turns = (speeds?.0 ?? 0) != 0
        let mirrored = turns ? names.map { sprite(named: $0, color: object.color, mirrored: true) } : []
        let interval =
            choice.isAnimation && frames.count > 1 ? (object as? any AnimationProtocol)?.playbackInterval : nil
        return Item(
            frames: frames, mirroredFrames: mirrored, interval: interval, start: start, depth: object.coordinateY,
            speeds: speeds)
    }

    private mutating func sprite(named name: String, color: NamedColor?, mirrored: Bool) -> Sprite {
        let key = SpriteKey(image: name, color: color, mirrored: mirrored)
        if let sprite = spriteCache[key] { return sprite }
        let sprite = Sprite(catalog.picture(named: name), color: color, mirrored: mirrored)
        spriteCache[key] = sprite
        return sprite
    }

    /// Places every item for the window as it is now.
    private mutating func layOut() {
        for index in items.indices {
            if items[index].across == nil && items[index].down == nil {
                place(&items[index], object: objects[index], at: time)
            } else {
                relayout(&items[index], at: time)
            }
            updateCoordinates(of: index)
        }
        rescheduleAll()
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
        (max(1, size.columns - item.width + 1), max(1, size.rows - item.height + 1))
    }

    private func frameIndex(of item: Item, at time: Duration) -> Int {
        guard let interval = item.interval else { return 0 }
        return (time - item.start).wholeMultiples(of: interval) % item.frames.count
    }

    /// Brings item `index` to `time`.
    private mutating func update(_ index: Int, at time: Duration) {
        var item = items[index]
        let before = (item.column, item.row)
        item.frame = frameIndex(of: item, at: time)
        if let across = item.across {
            item.column = across.cell(at: time)
            item.facesLeft = across.headsBack(at: time)
        }
        if let down = item.down { item.row = down.cell(at: time) }
        items[index] = item
        if before != (item.column, item.row) { updateCoordinates(of: index) }
    }

    /// Sets the object's coordinates from the cell its item stands in.
    private mutating func updateCoordinates(of index: Int) {
        guard items[index].across != nil || items[index].down != nil else { return }
        let (placesAcross, placesDown) = places(for: items[index])
        objects[index].coordinateX = across.coordinate(for: items[index].column, positions: placesAcross)
        objects[index].coordinateY = down.coordinate(for: items[index].row, positions: placesDown)
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
