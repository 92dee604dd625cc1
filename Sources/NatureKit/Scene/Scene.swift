/// A place where a catalog's objects live: a sky, land and sea drawn in characters, each object in its
/// habitat, the ones that move (``MovingProtocol``) on the move, and a cast that comes and goes.
///
/// ## The world
///
/// The window holds one world. The horizon lies two fifths of the way down; left of the middle is land,
/// its horizon line and a ground of tufts reaching down to the bottom, ending at a cliff; right of it is
/// the sea, its waves moving on the horizon's row and its bed on the last row. Above is the sky. The
/// terminal's own background is never painted. The world is laid out again for every window size, from
/// ``minimumSize`` up.
///
/// ## Who stands where
///
/// Each object lives in its habitat (``HabitatProtocol``, or land for a type that does not say): in the
/// sky, wholly above the horizon; on land, standing on its last row, from the horizon (far) down to the
/// bottom (near); on the water, its last row the waterline; underwater, between the surface and the
/// seabed. Within its habitat, an object's `coordinateX` orders it from left to right and its
/// `coordinateY` from far to near (in the sky, from high to low): the span of the habitat's coordinates
/// is stretched over the places its pictures can take.
///
/// At the start no picture hides or cuts another. Objects take their places in each habitat in order of
/// `coordinateX`, each as near its coordinates as a free place allows, with a free column between
/// pictures; what does not fit waits off stage. So the number on stage grows with the window.
///
/// ## Who comes and goes
///
/// Movers cross their habitat at `speed` cells a second: fliers from one side of the window to the
/// other, walkers and swimmers from the open edge to the cliff, where they turn round, and back. A mover
/// that leaves makes room for the next one waiting, which comes in at an open edge after a moment, facing
/// in; an animal that comes back comes in a colour of its own. Fliers and swimmers drift a row up and
/// down as they go; walkers (movers on land) step to their frames, one frame a column, so their stride
/// matches their speed. A mover's `coordinateX` and `coordinateY` follow it.
///
/// Depth is fixed when an object comes on stage: nearer rows in front, and a mover passes in front of
/// or behind others by it. A picture is opaque inside its outline and transparent outside it.
///
/// ## Time
///
/// Every change (a frame, a step, a drift, the waves, an arrival, an event) is due at its own time.
/// ``nextChange(after:)`` is the earliest, rounded up to the scene's tick of 20 ms, so that changes close
/// together go out as one update; ``advance(to:)`` carries out everything due by then.
///
/// ```swift
/// var scene = Scene(catalog: try Catalog.bundled(), size: Size(columns: 80, rows: 24))
/// print(scene.canvas.lines.joined(separator: "\n"))   // the world at its start
/// if let next = scene.nextChange(after: .zero) { scene.advance(to: next) }
/// ```
///
/// A scene is a ``PlaybackSource``; a ``Player`` plays it with its keys through
/// ``Player/play(_:length:using:isolation:)``.
public struct Scene: Sendable {
    /// The fastest a scene moves anything, in cells per second. A faster ``MovingProtocol/speed`` is
    /// played at this speed.
    public static let maximumSpeed = 1000.0
    /// Changes due within one tick of each other go out as one update: at most fifty a second.
    static let tick = Duration.milliseconds(20)

    /// Every object of the scene, on stage or waiting, in the order they joined, with the coordinates
    /// their moves gave them.
    public private(set) var objects: [any ObjectProtocol]
    /// The window's size.
    public private(set) var size: Size
    /// The scene time of the last update.
    public private(set) var time = Duration.zero

    private let catalog: Catalog
    private var world: World
    private var generator: SeededGenerator
    /// How each habitat's coordinates map to its places, from the objects that live there.
    private let mappings: [Habitat: (across: Mapping, down: Mapping)]
    /// Each habitat's objects in the order they take their places: still ones first, since they stay,
    /// then the far before the near, then from left to right.
    private var castOrder: [Habitat: [Int]] = [:]
    /// The objects on stage.
    private var actors: [Actor] = []
    /// The places in ``actors`` back to front.
    private var drawingOrder: [Int] = []
    /// The movers off stage, in the order they come on.
    private var waiting: [Int] = []
    /// When the next waiting mover comes on.
    private var nextEntry: Duration?
    private var events: Events
    private var sprites: [SpriteKey: Sprite] = [:]
    /// The catalog's movers that a copy can be made of, by habitat: the value types among them.
    private var copyable: [Habitat: [Int]] = [:]

    /// The world for `catalog` in a window of `size`, the same every time.
    ///
    /// - Parameters:
    ///   - catalog: The objects and the images they name.
    ///   - size: The window's size.
    public init(catalog: Catalog, size: Size) {
        var generator = SeededGenerator(seed: 0)
        self.init(catalog: catalog, size: size, using: &generator)
    }

    /// The world for `catalog` in a window of `size`, its ground, arrivals, colours and events picked
    /// with `generator`.
    ///
    /// - Parameters:
    ///   - catalog: The objects and the images they name.
    ///   - size: The window's size.
    ///   - generator: The source of every choice the scene makes, so that a seed repeats them.
    public init(catalog: Catalog, size: Size, using generator: inout some RandomNumberGenerator) {
        self.catalog = catalog
        objects = catalog.objects
        self.size = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        var own = SeededGenerator(seed: generator.next())
        world = World(size: Self.worldSize(for: self.size), generator: &own)
        events = Events(generator: &own)
        self.generator = own
        var coordinates: [Habitat: (across: [Int], down: [Int])] = [:]
        for (index, object) in objects.enumerated() {
            let habitat = Habitat(of: object)
            coordinates[habitat, default: ([], [])].across.append(object.coordinateX)
            coordinates[habitat, default: ([], [])].down.append(object.coordinateY)
            castOrder[habitat, default: []].append(index)
            if Self.isMover(object), !(type(of: object) is AnyObject.Type) {
                copyable[habitat, default: []].append(index)
            }
        }
        mappings = coordinates.mapValues { (Mapping($0.across), Mapping($0.down)) }
        var order = castOrder
        for habitat in order.keys {
            order[habitat]?.sort { castPrecedence(of: $0) < castPrecedence(of: $1) }
        }
        castOrder = order
        castAnew()
    }

    // MARK: - Size

    /// The smallest window the world is drawn in.
    public var minimumSize: Size { World.smallest }

    /// Whether the window is at least ``minimumSize``; in a smaller one the scene shows nothing and its
    /// time waits.
    public var fits: Bool { World.smallest.fits(in: size) }

    /// Lays the world out again for a window of `size`, and the cast in it, as at the start.
    ///
    /// - Parameter size: The window's new size.
    public mutating func resize(to size: Size) {
        self.size = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        world = World(size: Self.worldSize(for: self.size), generator: &generator)
        castAnew()
    }

    /// The world is laid out no smaller than it can be drawn; a smaller window shows none of it.
    private static func worldSize(for size: Size) -> Size {
        Size(columns: max(size.columns, World.smallest.columns), rows: max(size.rows, World.smallest.rows))
    }

    // MARK: - Objects

    /// Adds `object` to the scene now. A mover comes on at an open edge, if there is room for another
    /// mover, and waits its turn otherwise; a still object takes the free place nearest its coordinates,
    /// if there is one, and waits off stage otherwise.
    ///
    /// - Parameter object: The object; the images it names must be in the scene's catalog.
    public mutating func add(_ object: any ObjectProtocol) {
        let index = objects.count
        objects.append(object)
        let habitat = Habitat(of: object)
        let precedence = castPrecedence(of: index)
        var order = castOrder[habitat, default: []]
        order.insert(index, at: order.firstIndex { castPrecedence(of: $0) > precedence } ?? order.count)
        castOrder[habitat] = order
        if Self.isMover(object) {
            waiting.insert(index, at: 0)
            enterWaiting(at: time)
            return
        }
        var occupancy = Occupancy(size: world.size)
        for actor in actors { occupancy.take(actor.rect) }
        place(index, in: &occupancy, at: time)
        sortDrawingOrder()
    }

    /// Adds a copy of an object of the catalog, picked with `generator`, to the cast: the seed's button,
    /// in a scene.
    ///
    /// - Parameter generator: The source of the pick.
    public mutating func addRandomObject(using generator: inout some RandomNumberGenerator) {
        add(catalog.randomObject(using: &generator))
    }

    // MARK: - Time

    /// When the picture next changes after `time`, rounded up to the scene's tick, so that changes due
    /// close together go out as one update; `nil` if nothing ever changes again.
    ///
    /// - Parameter time: A scene time, usually that of the last update.
    public mutating func nextChange(after time: Duration) -> Duration? {
        var next = [world.nextWaves(after: time), events.nextChange(after: time)]
        if let nextEntry { next.append(nextEntry) }
        next += actors.compactMap(\.nextChange)
        guard let earliest = next.min() else { return nil }
        let rounded = earliest.roundedUp(to: Self.tick)
        return rounded > time ? rounded : (time + Self.tick).roundedUp(to: Self.tick)
    }

    /// Carries out every change due by `time`: frames, steps, drifts, arrivals and departures, the waves
    /// and the events.
    ///
    /// - Parameter time: The scene time to go to; a time before the last update changes nothing.
    public mutating func advance(to time: Duration) {
        guard time > self.time else { return }
        self.time = time
        var departed = false
        for index in actors.indices {
            guard let due = actors[index].nextChange, due <= time else { continue }
            update(index, at: time)
            departed = departed || actors[index].hasLeft
        }
        if departed { letLeave(at: time) }
        if let nextEntry, nextEntry <= time { enterWaiting(at: time) }
        events.advance(to: time, in: world, generator: &generator)
    }

    // MARK: - Pictures

    /// The world as it is now: its ground, waves and seabed, every picture back to front, and the
    /// event under way; blank when the window is smaller than ``minimumSize``.
    public var canvas: Canvas {
        guard fits else { return Canvas(size: size) }
        var canvas = world.background
        world.drawWaves(on: &canvas, at: time)
        events.drawBehind(on: &canvas, at: time)
        let night = events.isNight
        for index in drawingOrder {
            let actor = actors[index]
            // At night everything is dim but the sky's still lights: the moon, say.
            let dims = night && !(actor.habitat == .sky && actor.motion == nil)
            canvas.draw(
                actor.sprite, column: actor.column, row: actor.row + actor.drift, clip: canvas.bounds, dim: dims)
        }
        events.drawFront(on: &canvas, in: world, at: time)
        return canvas
    }

    /// The scene as plain text, one string per row from the top, without trailing blanks or escape codes.
    package var lines: [String] { canvas.lines }

    /// Where each object on stage stands now, front to back, by its index in ``objects``.
    package var placements: [(index: Int, rect: Rect)] {
        drawingOrder.reversed().map { (actors[$0].object, actors[$0].rect) }
    }

    /// The event under way, if one is.
    package var event: Events.Kind? { events.current?.kind }

    /// The objects waiting off stage, by their index in ``objects``.
    package var offStage: [Int] {
        let onStage = Set(actors.map(\.object))
        return objects.indices.filter { !onStage.contains($0) }
    }
}

// MARK: - The cast

extension Scene {
    /// The most movers on stage at once: more for a larger window.
    private var moverLimit: Int { max(3, size.columns * size.rows / 250) }
    /// The most objects on stage at once, so that an update costs the same for a catalog of a hundred
    /// thousand tiny pictures as for the shipped one.
    private var castLimit: Int { max(8, size.columns * size.rows / 40) }

    private static func isMover(_ object: any ObjectProtocol) -> Bool {
        guard let speeds = (object as? any MovingProtocol)?.playableSpeeds else { return false }
        return speeds.across != 0 || speeds.down != 0
    }

    /// Puts the cast on stage as at the start, for the window as it is now: in each habitat the objects
    /// in their order, each at the free place nearest its coordinates; the rest wait. Tall pictures on the
    /// water and on land reach into the sky, so they are placed first.
    private mutating func castAnew() {
        actors = []
        waiting = []
        nextEntry = nil
        var occupancy = Occupancy(size: world.size)
        for habitat in [Habitat.water, .land, .sky, .underwater] {
            var misses = 0
            for index in castOrder[habitat] ?? [] {
                // Past this many misses in a row the habitat is full: the rest wait, unplaced, so that
                // a catalog of a hundred thousand costs no more than one of a hundred.
                guard misses < Self.missesBeforeFull else {
                    if Self.isMover(objects[index]) { waiting.append(index) }
                    continue
                }
                if !place(index, in: &occupancy, at: time) { misses += 1 } else { misses = 0 }
            }
        }
        sortDrawingOrder()
        scheduleEntry(after: time)
    }

    private static let missesBeforeFull = 24

    /// The order objects take their places in within a habitat: still ones first, since movers come and
    /// go; then by `coordinateY`, far before near; then by `coordinateX`, and by joining.
    private func castPrecedence(of index: Int) -> (Int, Int, Int, Int) {
        let object = objects[index]
        return (Self.isMover(object) ? 1 : 0, object.coordinateY, object.coordinateX, index)
    }

    /// Puts object `index` on stage at the free place nearest its coordinates in its habitat, if it has
    /// one and, for a mover, there is room for another mover; otherwise a mover waits its turn. Returns
    /// whether it went on stage.
    @discardableResult
    private mutating func place(_ index: Int, in occupancy: inout Occupancy, at time: Duration) -> Bool {
        let object = objects[index]
        let habitat = Habitat(of: object)
        let mover = Self.isMover(object)
        let picture = pictureSize(of: object)
        guard actors.count < castLimit, !mover || actors.count(where: { $0.motion != nil }) < moverLimit,
            let places = world.places(for: habitat, picture: picture),
            let spot = occupancy.place(
                picture, near: idealPlace(of: object, in: habitat, within: places), within: places)
        else {
            if mover { waiting.append(index) }
            return false
        }
        occupancy.take(Rect(column: spot.column - 1, row: spot.row, width: picture.columns + 2, height: picture.rows))
        actors.append(makeActor(index, at: spot, entering: nil, time: time))
        return true
    }

    /// Where `object`'s coordinates put it among `places`.
    private func idealPlace(
        of object: any ObjectProtocol, in habitat: Habitat,
        within places: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    ) -> (column: Int, row: Int) {
        guard let mapping = mappings[habitat] else { return (places.columns.lowerBound, places.rows.lowerBound) }
        return (
            places.columns.lowerBound + mapping.across.place(for: object.coordinateX, positions: places.columns.count),
            places.rows.lowerBound + mapping.down.place(for: object.coordinateY, positions: places.rows.count)
        )
    }

    /// The size of `object`'s picture, read from its images without making sprites.
    private func pictureSize(of object: any ObjectProtocol) -> Size {
        let names = PictureChoice(for: object).imageNames
        guard !names.isEmpty else { return Size(columns: TerminalText.columns(of: object.title), rows: 1) }
        let images = names.map(catalog.picture(named:))
        return Size(columns: images.map(\.width).max() ?? 0, rows: images.map(\.height).max() ?? 0)
    }

    /// Makes the actor for object `index` at `spot`; `entering` says which way a mover that comes on at an
    /// edge faces, and `nil` lets its speed say, as for the cast at the start.
    private mutating func makeActor(
        _ index: Int, at spot: (column: Int, row: Int), entering: Int?, time: Duration
    ) -> Actor {
        let object = objects[index]
        let habitat = Habitat(of: object)
        let choice = PictureChoice(for: object)
        let mover = object as? any MovingProtocol
        let names = choice.imageNames
        // An animal that comes back, or is added, comes in a colour of its own.
        let color = entering != nil && object is AnimalObject ? colorVariant(of: object.color) : object.color
        var frames = names.map { sprite(named: $0, color: color, mirrored: false) }
        if frames.isEmpty {
            // An object with no picture shows its title, so that it is there all the same.
            frames = [Sprite(text: object.title, style: Canvas.Style(color: color, bold: true))]
        }
        // The speeds as the scene plays them, whatever an object made in code says: see `MovingSpeed`.
        let speeds = mover?.playableSpeeds ?? (across: 0, down: 0)
        let rate = abs(speeds.across)
        let mirrored = rate > 0 ? names.map { sprite(named: $0, color: color, mirrored: true) } : []
        let walks = habitat == .land && rate > 0 && frames.count > 1
        let interval =
            !walks && choice.isAnimation && frames.count > 1
            ? (object as? any AnimationProtocol)?.playbackInterval : nil
        let picture = Size(columns: frames[0].width, rows: frames[0].height)
        var actor = Actor(
            object: index, habitat: habitat, frames: frames, mirroredFrames: mirrored, interval: interval,
            start: time, depth: Self.depth(of: habitat, bottom: spot.row + picture.rows - 1, horizon: world.horizon),
            column: spot.column, row: spot.row)
        if rate > 0 || speeds.down != 0 {
            let direction = entering ?? (speeds.across < 0 ? -1 : 1)
            actor.motion = motion(
                for: habitat, picture: picture, at: spot, direction: direction, rate: rate, vertical: speeds.down,
                time: time)
            if actor.motion?.vertical != nil, let places = world.places(for: habitat, picture: picture) {
                actor.row = places.rows.lowerBound
            }
        }
        update(&actor, at: time)
        return actor
    }

    /// How a mover at `spot` goes: along its habitat's lane at `rate` cells a second; fliers and swimmers
    /// drifting, or moving up and down their band at `vertical` rows a second (a playable speed, its sign
    /// the way it sets out) if they have a vertical speed of their own.
    private mutating func motion(
        for habitat: Habitat, picture: Size, at spot: (column: Int, row: Int), direction: Int, rate: Double,
        vertical: Double, time: Duration
    ) -> Motion {
        let band = world.places(for: habitat, picture: picture)?.rows ?? spot.row...spot.row
        let verticalRate = abs(vertical)
        let drifts = verticalRate == 0 && (habitat == .sky || habitat == .underwater)
        let driftRange = max(-1, band.lowerBound - spot.row)...min(1, band.upperBound - spot.row)
        let span = band.upperBound - band.lowerBound
        let offset = spot.row - band.lowerBound
        return Motion(
            lane: world.lane(for: habitat, width: picture.columns), rate: rate == 0 ? 1e-9 : rate, setOut: time,
            origin: spot.column, direction: direction,
            driftStep: drifts ? .milliseconds(700 + (generator.index(below: 900) ?? 0)) : nil, driftRange: driftRange,
            vertical: verticalRate > 0 ? (verticalRate, span, vertical < 0 ? 2 * span - offset : offset) : nil)
    }

    /// Back to front: land from the horizon forwards, the sky and the water in front of what stands on
    /// the horizon, and the sea's depths below.
    private static func depth(of habitat: Habitat, bottom: Int, horizon: Int) -> Double {
        switch habitat {
        case .land: Double(bottom)
        case .sky: Double(horizon) + 0.25
        case .water: Double(horizon) + 0.5
        case .underwater: Double(bottom) + 0.75
        }
    }

    private static let palette: [NamedColor] = [
        .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightRed, .brightGreen, .brightYellow, .brightBlue,
        .brightMagenta, .brightCyan,
    ]

    private mutating func colorVariant(of color: NamedColor?) -> NamedColor? {
        let others = Self.palette.filter { $0 != color }
        return generator.index(below: others.count).map { others[$0] } ?? color
    }

    private mutating func sortDrawingOrder() {
        drawingOrder = actors.indices.sorted { (actors[$0].depth, $0) < (actors[$1].depth, $1) }
    }

    /// Takes off the stage the movers that have left it; they wait their turn to come back.
    private mutating func letLeave(at time: Duration) {
        waiting += actors.filter(\.hasLeft).map(\.object)
        actors.removeAll(where: \.hasLeft)
        sortDrawingOrder()
        scheduleEntry(after: time)
    }

    /// Sets when the next mover comes on, if one waits (or a copy can be made) and there is room: a
    /// moment after `time`.
    private mutating func scheduleEntry(after time: Duration) {
        guard nextEntry == nil, actors.count(where: { $0.motion != nil }) < moverLimit,
            !waiting.isEmpty || queueCopy()
        else { return }
        nextEntry = time + .milliseconds(500 + (generator.index(below: 2500) ?? 0))
    }

    /// How many movers `habitat` holds in the window as it is: one for every 300 cells of sky or land,
    /// one for every 200 of the sea's depths, which are the liveliest, and one for every 40 columns of
    /// the water's surface.
    private func moverShare(of habitat: Habitat) -> Int {
        let (columns, rows, horizon, coast) = (world.size.columns, world.size.rows, world.horizon, world.coast)
        return switch habitat {
        case .sky: columns * horizon / 300
        case .land: (coast - 1) * (rows - horizon - 1) / 300
        case .water: (columns - coast - 1) / 40
        case .underwater: (columns - coast - 1) * (rows - horizon - 2) / 200
        }
    }

    /// When no mover waits, queues a copy of a mover of the habitat furthest below its share, so that a
    /// large window fills up with more than the catalog's one of each. Only value types are copied: a
    /// copy of a class instance would share its coordinates with the original. A copy is a new member of
    /// the cast, and comes and goes like any other, so the cast grows only up to the window's shares.
    /// Returns whether a copy was queued.
    private mutating func queueCopy() -> Bool {
        var movers: [Habitat: Int] = [:]
        for actor in actors where actor.motion != nil { movers[actor.habitat, default: 0] += 1 }
        let wanting = Habitat.allCases.compactMap { habitat -> (habitat: Habitat, shortfall: Int)? in
            let shortfall = moverShare(of: habitat) - movers[habitat, default: 0]
            guard shortfall > 0, copyable[habitat]?.isEmpty == false else { return nil }
            return (habitat, shortfall)
        }
        guard let habitat = wanting.max(by: { $0.shortfall < $1.shortfall })?.habitat,
            let sources = copyable[habitat], let pick = generator.index(below: sources.count)
        else { return false }
        let index = objects.count
        objects.append(objects[sources[pick]])
        castOrder[habitat, default: []].append(index)
        waiting.append(index)
        return true
    }

    /// Brings on the first waiting mover whose habitat holds it, at an open edge of its lane, facing in,
    /// on a row where it comes in clear of everyone on stage.
    private mutating func enterWaiting(at time: Duration) {
        nextEntry = nil
        guard actors.count(where: { $0.motion != nil }) < moverLimit else { return }
        for (position, index) in waiting.enumerated() {
            let object = objects[index]
            let habitat = Habitat(of: object)
            let picture = pictureSize(of: object)
            guard let places = world.places(for: habitat, picture: picture) else { continue }
            let lane = world.lane(for: habitat, width: picture.columns)
            let openSides = [lane.leftIsOpen ? -1 : nil, lane.rightIsOpen ? 1 : nil].compactMap { $0 }
            guard let side = generator.index(below: openSides.count).map({ openSides[$0] }) else { continue }
            let column = side < 0 ? lane.left + 1 : lane.right - 1
            // In at its band's height, from its coordinates, a row or so either way; failing that, any row
            // of the band where it does not come in on top of another picture (a copy of it, say, which
            // would otherwise come in on the same row and go along with it, one on the other).
            let ideal = idealPlace(of: object, in: habitat, within: places).row
            let jitter = (generator.index(below: 3) ?? 1) - 1
            var rows = [min(max(ideal + jitter, places.rows.lowerBound), places.rows.upperBound)]
            for _ in 0..<8 {
                rows += generator.index(below: places.rows.count).map { [places.rows.lowerBound + $0] } ?? []
            }
            let entrance = { (row: Int) in
                Rect(column: column, row: row, width: picture.columns, height: picture.rows)
            }
            guard let row = rows.first(where: { row in !actors.contains { $0.rect.intersects(entrance(row)) } })
            else { continue }
            waiting.remove(at: position)
            actors.append(makeActor(index, at: (column, row), entering: -side, time: time))
            sortDrawingOrder()
            break
        }
        scheduleEntry(after: time)
    }

    // MARK: - Updates

    private mutating func update(_ index: Int, at time: Duration) {
        update(&actors[index], at: time)
        let actor = actors[index]
        guard actor.motion != nil, !actor.hasLeft else { return }
        updateCoordinates(of: actor)
    }

    /// Brings `actor` to `time`: its frame, its place, its facing and drift, and when it next changes.
    private func update(_ actor: inout Actor, at time: Duration) {
        var next: [Duration] = []
        if let motion = actor.motion {
            let steps = motion.rate > 1e-6 ? motion.steps(at: time) : 0
            let position = motion.position(after: steps)
            (actor.column, actor.facesLeft, actor.hasLeft) = (position.column, position.facesLeft, position.hasLeft)
            if motion.rate > 1e-6 { next.append(motion.nextStep(after: time)) }
            let drift = motion.drift(at: time, since: actor.start)
            actor.drift = drift.rows
            if let change = drift.next { next.append(change) }
            if actor.habitat == .land, actor.interval == nil { actor.frame = steps % actor.frames.count }
        }
        if let interval = actor.interval {
            let shown = (time - actor.start).wholeMultiples(of: interval)
            actor.frame = shown % actor.frames.count
            next.append(actor.start + interval * (shown + 1))
        }
        actor.nextChange = next.min()
    }

    /// Sets a mover's coordinates from where it stands, in its habitat's terms.
    private mutating func updateCoordinates(of actor: Actor) {
        guard let mapping = mappings[actor.habitat], let places = world.places(for: actor.habitat, picture: actor.size)
        else { return }
        objects[actor.object].coordinateX = mapping.across.coordinate(
            for: actor.column - places.columns.lowerBound, positions: places.columns.count)
        objects[actor.object].coordinateY = mapping.down.coordinate(
            for: actor.row + actor.drift - places.rows.lowerBound, positions: places.rows.count)
    }

    private struct SpriteKey: Hashable {
        var image: String
        var color: NamedColor?
        var mirrored: Bool
    }

    private mutating func sprite(named name: String, color: NamedColor?, mirrored: Bool) -> Sprite {
        let key = SpriteKey(image: name, color: color, mirrored: mirrored)
        if let sprite = sprites[key] { return sprite }
        let sprite = Sprite(catalog.picture(named: name), color: color, mirrored: mirrored)
        sprites[key] = sprite
        return sprite
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
