/// A place where a catalog's objects live: a sky, land and sea drawn in characters, each object in its
/// habitat, the ones that move (``MovingProtocol``) on the move, and things that happen now and then.
///
/// ## The world
///
/// The window holds one world, seen from the side: a sky above the horizon, land on one side and the sea
/// on the other, with a beach, a cliff or rocks between them. Landmarks stand on the horizon, walkers
/// walk paths just below it, and the earth under them is cut away as the water is beside it. The seed decides which side the sea is on,
/// how much of the window it takes, how high the horizon lies, the shore, and whether the scene starts by
/// day or at night. The sea has waves, ripples, a sandy bed and weed that sways; the earth its tunnels.
/// The terminal's own background is never painted. The world is laid out again for every window size,
/// from ``minimumSize`` up.
///
/// ## Who stands where
///
/// Each object lives in its habitat (``HabitatProtocol``, or land for a type that does not say). Still
/// objects stand where their coordinates put them within the habitat: `coordinateX` orders them from
/// left to right and `coordinateY` from far to near (in the sky, from high to low); the span of the
/// habitat's coordinates is stretched over the places its pictures can take. A still on land stands on
/// the horizon; underground, between the tunnels; on the coast, at the land's edge; on the water, on
/// the waterline; underwater, on the bed. No still hides or cuts another. A scene draws an image's small
/// form (``ASCIIImage/small``) where it has one, so that creatures stand small beside landmarks.
///
/// ## Who comes and goes
///
/// Movers go along their habitat's lanes at their gait (``Gait``): walkers on paths just below the
/// horizon, passing in front of landmarks' feet, burrowers along tunnels in the earth, swimmers at the
/// sea's depths, crawlers on the bed, floaters on the waterline, fliers across the sky and clouds in the
/// wind's lane at its top. A mover comes in at an open end, turns round at the shore if its lane
/// has a wall there, and leaves at an open end; then it waits its turn to come back. A mover comes on
/// only into a lane where it meets no other mover for as long as both are on stage, so movers in one
/// lane keep apart; lanes lie a mover's height apart, so movers of different lanes pass cleanly. The cast
/// is full from the first second and stays so: each habitat holds its share of movers for the window,
/// copies of the catalog's movers make up a shortfall, and no species has more than three on stage. A
/// copy comes in a colour of its own, from its species' palette. A mover's `coordinateX` and
/// `coordinateY` follow it.
///
/// ## Time
///
/// A scene's picture at a time is a function of its seed, its catalog, its window size, the time, and
/// the objects added so far: one jump to a time, every step on the way, or a player at any frame rate
/// all give the same picture at the same time. ``advance(to:)`` carries out every change due by then in
/// order, each at its own time. ``nextChange(after:)`` is the earliest next change, rounded up to the
/// scene's tick of 50 ms, so that changes close together go out as one update.
///
/// ```swift
/// var scene = Scene(catalog: try Catalog.bundled(), size: Size(columns: 80, rows: 24), seed: 7)
/// scene.advance(to: .seconds(30))
/// print(scene.canvas.lines.joined(separator: "\n"))   // the world half a minute in
/// ```
///
/// A ``Player`` plays a scene with its keys through ``Player/play(_:length:using:isolation:)``, the one way
/// to play one: `player.play(&scene)`, which hands the scene back as it was left.
public struct Scene: Sendable {
    /// The fastest a scene moves anything, in cells per second. A faster ``MovingProtocol/speed`` is
    /// played at this speed.
    package static let maximumSpeed = 1000.0
    /// Changes due within one tick of each other go out as one update: at most twenty a second. A tick
    /// that divides 100 ms keeps an animation of 100 ms frames (eight in 0.8 s) on its beat exactly.
    static let tick = 50
    /// The most of one species on stage at once.
    static let mostOfOneSpecies = 2
    /// The cells of a mover's picture from which no more than one of its species is on stage at once:
    /// a turtle, an eel or a jellyfish drawn at its full size, not its small form, nor a small fish.
    static let largePicture = 80

    /// Every object of the scene, on stage or waiting, in the order they joined, with the coordinates
    /// their moves gave them.
    public internal(set) var objects: [any ObjectProtocol]
    /// The window's size.
    public private(set) var size: Size
    /// The scene time of the last update.
    public var time: Duration { .milliseconds(now) }

    let catalog: Catalog
    var streams: Streams
    /// Laid out anew for each window size, which the movers' shapes are worked out for.
    var world: World { didSet { moverShapes = [:] } }
    /// How each habitat's coordinates map to its places, from the objects that live there.
    let mappings: [Habitat: (across: Mapping, down: Mapping)]
    /// The scene time in milliseconds.
    var now = 0
    /// The objects on stage, back to front.
    var figures: [Figure] = []
    /// The movers off stage, in the order they come on.
    var waiting: [Int] = []
    /// When a species whose mover has gone off may come on again (``Scene/awayAfterLeaving``), by
    /// lowercased title.
    var awayUntil: [String: Int] = [:]
    /// The movers added with ``add(_:)`` that have not yet come on, in the order they were added: they
    /// come before the waiting, and may come above their habitat's share.
    var added: [Int] = []
    /// The catalog's movers a copy may be made of, by habitat: value types only, since a copy of a class
    /// instance would share its coordinates.
    var copyable: [Habitat: [Int]] = [:]
    /// How many species of mover each habitat has, by title.
    var speciesOfMovers: [Habitat: Int] = [:]
    /// The catalog's drifters this seed leaves out of the world, which no copy is made of either.
    var driftersLeftOut: Set<Int> = []
    /// Copies made so far of each of the catalog's objects, by its index.
    var copies: [Int: [Int]] = [:]
    /// The colour each copy comes in, from its species' palette.
    var copyColors: [Int: NamedColor?] = [:]
    /// Each copy's pace beside its original's speed: a copy of a cloud drifting at the same speed as the
    /// cloud would keep the same distance from it for ever, and read as its clone.
    var copyPaces: [Int: Double] = [:]
    /// The copies among ``objects``, by index. Where their habitat holds copies further off
    /// (``HabitatLayout/holdsCopiesFarOff``), each is drawn in its small form: two of a large swimmer at
    /// full size read to judges as a copy glitch, and one of each left a large sea with a swimmer for
    /// every 400 cells of water.
    var copyIndices: Set<Int> = []
    /// When the next waiting mover comes on.
    var nextArrival: Int?
    /// The habitats whose waiting movers are held back until a time, after all their ways in were
    /// blocked, and how long the hold is.
    var arrivalHolds: [Habitat: (until: Int, wait: Int)] = [:]
    private(set) var happenings: Happenings
    var sprites: [SpriteKey: Sprite] = [:]
    /// Each mover's picture size, ``faceRows(of:large:)`` and whether it is drawn at its card's size, by index,
    /// worked out once: the cast asks for them of every waiting mover at every arrival.
    var moverShapes: [Int: (picture: Size, face: ClosedRange<Int>, large: Bool)] = [:]

    /// The world for `catalog` in a window of `size`, its seed drawn from `generator`.
    ///
    /// - Parameters:
    ///   - catalog: The objects and the images they name.
    ///   - size: The window's size.
    ///   - generator: The source of the seed, so that a seeded generator repeats the scene.
    public init(catalog: Catalog, size: Size, using generator: inout some RandomNumberGenerator) {
        self.init(catalog: catalog, size: size, seed: generator.next())
    }

    /// The world for `catalog` in a window of `size`, every choice made from `seed`: the same seed,
    /// catalog and size give the same scene at every time.
    ///
    /// - Parameters:
    ///   - catalog: The objects and the images they name.
    ///   - size: The window's size.
    ///   - seed: Any number.
    public init(catalog: Catalog, size: Size, seed: UInt64) {
        self.catalog = catalog
        objects = catalog.objects
        self.size = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        streams = Streams(seed: seed)
        var coordinates: [Habitat: (across: [Int], down: [Int])] = [:]
        for (index, object) in objects.enumerated() {
            let habitat = Habitat(of: object)
            coordinates[habitat, default: ([], [])].across.append(object.coordinateX)
            coordinates[habitat, default: ([], [])].down.append(object.coordinateY)
            if Self.isMover(object), !(type(of: object) is AnyObject.Type) {
                copyable[habitat, default: []].append(index)
            }
        }
        mappings = coordinates.mapValues { (Mapping($0.across), Mapping($0.down)) }
        var titles: [Habitat: Set<String>] = [:]
        for object in objects where Self.isMover(object) {
            titles[Habitat(of: object), default: []].insert(object.title.lowercased())
        }
        speciesOfMovers = titles.mapValues(\.count)
        var worldStream = streams.freshWorld
        world = World(size: Self.worldSize(for: self.size), tallest: [:], generator: &worldStream)
        happenings = Happenings(random: &streams.happenings)
        world = makeWorld()
        // One seed in three starts at night, fallen a dusk before: the stars out and the moon up, and the
        // birds roosting, so it falls before the cast comes on. One in four showed a viewer six worlds in
        // a row at midday.
        if streams.world.index(below: 3) == 0 {
            happenings.force(Night.self, at: -Night.dusk, on: stage, random: &streams.happenings)
        }
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
        world = makeWorld()
        castAnew()
    }

    /// The world is laid out no smaller than it can be drawn; a smaller window shows none of it.
    private static func worldSize(for size: Size) -> Size {
        Size(columns: max(size.columns, World.smallest.columns), rows: max(size.rows, World.smallest.rows))
    }

    /// The world for the window as it is, the same for a seed and a size however often it is made.
    private func makeWorld() -> World {
        var tallest: [Habitat: [Gait: Int]] = [:]
        var tallestOfAll: [Habitat: Int] = [:]
        for object in objects {
            let (habitat, picture) = (Habitat(of: object), pictureSize(of: object))
            // An island's palms as well as a boat's mast: with movers alone, a flier's lane over the sea
            // could run through the top of a still afloat.
            tallestOfAll[habitat] = max(tallestOfAll[habitat] ?? 0, picture.rows)
            guard Self.isMover(object) else { continue }
            tallest[habitat, default: [:]][Self.gait(of: object)] = max(
                tallest[habitat]?[Self.gait(of: object)] ?? 0, picture.rows)
        }
        var generator = streams.freshWorld
        return World(
            size: Self.worldSize(for: size), tallest: tallest, tallestOfAll: tallestOfAll, generator: &generator)
    }

    // MARK: - Objects

    /// Adds `object` to the scene now. A mover comes on at an open end of a lane where it meets no
    /// other mover, as soon as there is one; a still object takes the free place nearest its
    /// coordinates, if there is one.
    ///
    /// The scene keeps no more than its window can show: a mover added while as many wait to come on
    /// as the stage holds, or a still with no free place, is not kept. So a flood of adds (a key held
    /// down, a paste) costs each add the same and leaves the scene's memory bounded.
    ///
    /// - Parameter object: The object; the images it names must be in the scene's catalog.
    public mutating func add(_ object: any ObjectProtocol) {
        let index = objects.count
        guard Self.isMover(object) else {
            guard figures.count < castLimit else { return }
            objects.append(object)
            var occupancy = Occupancy(size: world.size)
            for figure in figures { occupancy.take(figure.rect(at: now)) }
            if let figure = placeStill(index, in: &occupancy) { insert(figure) } else { objects.removeLast() }
            return
        }
        guard added.count < castLimit else { return }
        objects.append(object)
        _ = shape(of: index)
        added.append(index)
        nextArrival = min(nextArrival ?? now, now)
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
        let after = Self.milliseconds(time)
        var next = [nextDue(after: after)]
        next += [world.nextAmbientChange(after: after), happenings.nextChange(after: after)].compactMap { $0 }
        next += figures.compactMap { $0.nextChange(after: after) }
        next += figures.compactMap { bubbleChange(of: $0, after: after) }
        guard let earliest = next.filter({ $0 > after }).min() else { return nil }
        let rounded = (earliest + Self.tick - 1) / Self.tick * Self.tick
        return .milliseconds(rounded > after ? rounded : (after / Self.tick + 1) * Self.tick)
    }

    /// Carries out every change due by `time`, each at its own time and in order: departures, arrivals,
    /// happenings and what they do to the cast. The picture is then the scene's at `time`, however the
    /// updates fell.
    ///
    /// - Parameter time: The scene time to go to; a time before the last update changes nothing.
    public mutating func advance(to time: Duration) {
        let target = Self.milliseconds(time)
        guard target > now else { return }
        while true {
            let due = nextDue(after: now)
            guard due <= target else { break }
            now = max(now, due)
            carryOut(at: now)
        }
        now = target
        for index in figures.indices where !figures[index].isStill { updateCoordinates(of: figures[index]) }
    }

    /// The earliest change that alters the cast or the happenings after `time`; the rest (frames, steps)
    /// are worked out from the time when drawn.
    private func nextDue(after time: Int) -> Int {
        var due = happenings.nextDue(after: time + 1)
        if let nextArrival { due = min(due, max(nextArrival, time + 1)) }
        for index in figures.indices { if let exit = figures[index].exit { due = min(due, max(exit, time + 1)) } }
        return due
    }

    private mutating func carryOut(at time: Int) {
        let leaving = figures.indices.filter { (figures[$0].exit ?? .max) <= time }.map { figures[$0].object }
        if !leaving.isEmpty { takeOff(leaving, at: time) }
        if let nextArrival, nextArrival <= time { arrive(at: time) }
        if happenings.nextDue(after: time) <= time {
            let taken = happenings.advance(to: time, on: stage, random: &streams.happenings)
            if !taken.isEmpty { takeOff(taken, at: time) }
        }
    }

    /// What the happenings may see of the scene now.
    var stage: Stage {
        Stage(world: world, figures: figures, objects: objects, running: happenings.running)
    }

    private static func milliseconds(_ time: Duration) -> Int {
        let (seconds, attoseconds) = time.components
        guard seconds < Int64(1) << 43, seconds > -(Int64(1) << 43) else { return seconds > 0 ? 1 << 53 : 0 }
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    // MARK: - Pictures

    /// The world as it is now: its ground, waves and seabed, every picture back to front, and the
    /// happenings under way; blank when the window is smaller than ``minimumSize``.
    public var canvas: Canvas {
        guard fits else { return Canvas(size: size) }
        var canvas = world.background
        let sky = happenings.skyLights(at: now)
        world.drawAmbient(on: &canvas, at: now)
        // The lights of the sky drawn so far, the sun and the moon, which movers passing in front keep a
        // margin of open sky on. After the waves, which a low sun lights; still behind all else, since the
        // sun shows only in open sky.
        var lights = sky.sun > 0 ? world.drawDaylight(on: &canvas, sunHeight: sky.sun) : []
        for index in figures.indices { drawBubbles(of: figures[index], on: &canvas) }
        happenings.drawBehind(on: &canvas, world: world, at: now)
        // Night falls on the world and on what stands in it, but not on the creatures, which keep their
        // colours so that they read against the dark: darkened with the rest, they all but vanished.
        let poses = figures.map { $0.pose(at: now) }
        for (index, pose) in poses.enumerated() where figures[index].isStill {
            world.layout(of: figures[index].habitat).drawFooting(of: pose, on: &canvas)
        }
        let darkRows = Self.rows(of: happenings.darkness(at: now), height: canvas.height)
        let night = happenings.lighting == .night && !darkRows.isEmpty ? Palette.night : nil
        if let night { night.apply(to: &canvas, rows: darkRows) }
        // Clear beside the pictures whose habitat asks it first, so that only scenery is cleared: the
        // whole cast is drawn after.
        // By index rather than by figure throughout: a figure is costly to copy out of the array.
        for (index, pose) in poses.enumerated() {
            let layout = world.layout(of: figures[index].habitat)
            if figures[index].isStill {
                // A still stands on its last row; above it the far hills' line runs into a crown.
                Self.clearScenery(
                    beside: pose, as: layout.stillsClearance, foot: pose.row + pose.sprite.height - 1, on: &canvas)
            } else if layout.moversClearScenery {
                // A mover stands on its every row: it goes along the ground or a tunnel's floor.
                Self.clearScenery(
                    beside: pose, as: Clearance(aboveFoot: 0, atFoot: layout.moversClearance), foot: pose.row,
                    on: &canvas)
            }
        }
        // The movers drawn so far in each habitat whose movers pass one in front of another.
        var passing: [Habitat: [Rect]] = [:]
        // The stills drawn so far, which a mover passing in front keeps a margin of blank cells on: drawn
        // up to a bush's or a tree's outline, a fox and a deer read to R128's viewer as merged into it.
        var stills: [Rect] = []
        for (index, standing) in poses.enumerated() {
            let habitat = figures[index].habitat
            guard figures[index].isStill else {
                if !lights.isEmpty { Self.clearMargin(of: standing, over: lights, on: &canvas) }
                if !stills.isEmpty { Self.clearMargin(of: standing, over: stills, on: &canvas) }
                if world.passingHabitats.contains(habitat) {
                    let rect = Rect(
                        column: standing.column, row: standing.row, width: standing.sprite.width,
                        height: standing.sprite.height)
                    Self.clearMargin(of: standing, over: passing[habitat] ?? [], on: &canvas)
                    passing[habitat, default: []].append(rect)
                }
                canvas.draw(standing.sprite, column: standing.column, row: standing.row, clip: canvas.bounds)
                if let night, let gait = figures[index].path?.gait,
                    world.layout(of: habitat).nightHabit(of: gait) == .moonlit
                {
                    night.apply(
                        to: &canvas, over: standing.sprite, column: standing.column, row: standing.row, within: darkRows
                    )
                }
                continue
            }
            // A still shows as its habitat shows it under the sky's lights (the moon only at night).
            let layout = world.layout(of: habitat)
            guard let (pose, clip) = layout.showing(still: standing, under: sky, in: canvas.bounds) else { continue }
            canvas.draw(pose.sprite, column: pose.column, row: pose.row, clip: clip)
            let shown = Rect(column: pose.column, row: pose.row, width: pose.sprite.width, height: pose.sprite.height)
                .intersection(clip)
            stills.append(shown)
            // Only the part that shows: a moon rising behind the sea keeps no margin on the waves over it,
            // which a whale surfacing there broke into pieces.
            if layout.stillsKeepAMargin { lights.append(shown) }
            if let night {
                night.apply(to: &canvas, over: pose.sprite, column: pose.column, row: pose.row, within: darkRows)
            }
        }
        happenings.drawFront(on: &canvas, world: world, at: now)
        // Far things show only in the open, whole, so they are drawn last, once everything nearer is, in
        // the night's colours where it has fallen.
        world.drawFarOff(on: &canvas, at: now, night: night.map { Palette.Nightfall(light: $0, darkRows: darkRows) })
        return canvas
    }

    /// The rows of a window `height` rows tall that a `darkness` covers, given as shares of the height.
    static func rows(of darkness: Range<Double>, height: Int) -> Range<Int> {
        Int(darkness.lowerBound * Double(height))..<Int((darkness.upperBound * Double(height)).rounded(.up))
    }

    /// Blanks scenery beside each row of `pose`'s picture as `clearance` says, on a canvas the cast is yet
    /// to be drawn on: whatever is drawn beside the rows above `foot`, and beside the rows from it down
    /// all but the line it stands or swims along (the ground, a tunnel's floor), which runs on under it. A
    /// tuft of grass or a grain of earth against a walker's outline reads as part of it (`<o\__("w`), and
    /// the far hills' `_____` drawn up to a willow's crown as part of the crown.
    private static func clearScenery(beside pose: Pose, as clearance: Clearance, foot: Int, on canvas: inout Canvas) {
        let sprite = pose.sprite
        for y in 0..<sprite.height {
            let row = pose.row + y
            let keepsLines = row >= foot
            let reach = keepsLines ? clearance.atFoot : clearance.aboveFoot
            guard reach > 0, row >= 0, row < canvas.height, let span = sprite.drawnSpan(ofRow: y) else { continue }
            let (left, right) = (pose.column + span.lowerBound, pose.column + span.upperBound)
            for column in (left - reach)...(right + reach)
            where (column < left || column > right) && column >= 0 && column < canvas.width
                && !(keepsLines && canvas[column, row].glyph == UInt32(UInt8(ascii: "_")))
            {
                canvas.draw(ascii: UInt8(ascii: " "), column: column, row: row, style: [])
            }
        }
    }

    /// Blanks the cells round `pose`'s outline that lie on a mover drawn before it, among `behind`: a
    /// fish passing in front of another is drawn with a cell of open water round it, since drawn up to
    /// the other's lines the two read as one tangle (`'-._.------._>`, an eel's tail run into a ray).
    /// The blanks belong to the picture behind, so no far fish shows in them.
    private static func clearMargin(of pose: Pose, over behind: [Rect], on canvas: inout Canvas) {
        let sprite = pose.sprite
        let outline = Rect(
            column: pose.column - 1, row: pose.row - 1, width: sprite.width + 2, height: sprite.height + 2)
        guard behind.contains(where: { $0.intersects(outline) }) else { return }
        // Each row's, and the blank rows' round them, that the rows above and below look at.
        let spans = (-2...sprite.height + 1).map { sprite.drawnSpan(ofRow: $0) }
        func span(of y: Int) -> ClosedRange<Int>? { spans[y + 2] }
        for y in -1...sprite.height {
            // The cells beside a row's span, and those beside the rows above and below it that they leave.
            let reach = [span(of: y - 1), span(of: y), span(of: y + 1)].compactMap { $0 }
            guard let low = reach.map(\.lowerBound).min(), let high = reach.map(\.upperBound).max() else { continue }
            let row = pose.row + y
            for x in (low - 1)...(high + 1) where !(span(of: y)?.contains(x) ?? false) {
                let column = pose.column + x
                let cell = Rect(column: column, row: row, width: 1, height: 1)
                guard canvas.bounds.contains(cell), behind.contains(where: { $0.contains(cell) }) else { continue }
                canvas.draw(.insideBlank, column: column, row: row, clip: canvas.bounds)
            }
        }
    }

    /// The scene as plain text, one string per row from the top, without trailing blanks or escape codes.
    package var lines: [String] { canvas.lines }

    /// Where each object on stage stands now, front to back, by its index in ``objects``.
    package var placements: [(index: Int, rect: Rect)] {
        figures.reversed().map { ($0.object, $0.rect(at: now)) }
    }

    /// Where each object on stage shows now, front to back, by its index in ``objects``: a still as its
    /// habitat shows it under the sky's lights, where it shows at all. The moon by day stands in its
    /// place unseen, and a label there named the sun beside it "Moon".
    package var showings: [(index: Int, rect: Rect)] {
        let sky = happenings.skyLights(at: now)
        let window = Rect(column: 0, row: 0, width: size.columns, height: size.rows)
        return figures.reversed().compactMap { figure in
            guard figure.isStill else { return (figure.object, figure.rect(at: now)) }
            guard
                let (pose, clip) = world.layout(of: figure.habitat).showing(
                    still: figure.pose(at: now), under: sky, in: window)
            else { return nil }
            let shown = Rect(column: pose.column, row: pose.row, width: pose.sprite.width, height: pose.sprite.height)
                .intersection(clip)
            return shown.isEmpty ? nil : (figure.object, shown)
        }
    }

    /// The happenings under way, by name.
    package var happeningNames: [String] { happenings.running.map { String(describing: type(of: $0)) } }
}
