extension Scene {
    /// Something that happens in a scene now and then: a flock crossing, a shower, night falling, a shark
    /// hunting. Each says where it fits, which parts of the world it takes, what it draws behind the cast
    /// and in front of it, what it does to the cast, and when it ends.
    ///
    /// Happenings that take different parts of the world may run at once (fireflies come out at night).
    /// A new happening is one file with its type and one line in ``Happenings/all``.
    protocol Happening: Sendable {
        /// The parts of the world it takes while it runs.
        static var parts: Parts { get }
        /// The least time, in milliseconds, from the end of one to the start of the next of its kind, for
        /// a happening that would lose its worth if it came often (night); by default none.
        static var rest: Int { get }
        /// Starts one at `time` in the scene as `stage` shows it, with choices from `random`; `nil`
        /// where it does not fit now (no sea to hunt in, no night for fireflies).
        static func begin(at time: Int, on stage: Stage, random: inout SeededGenerator) -> Self?
        /// When it is over.
        var end: Int { get }
        /// When its picture next changes after `time`.
        func nextChange(after time: Int) -> Int?
        /// The light it casts on the world: night, say; `nil` for none.
        var lighting: Lighting? { get }
        /// Where its light falls at `time`: the rows it covers, as shares of the window's height from the
        /// top (0) to the bottom (1); by default all of them while it casts a light, and none without.
        func darkness(at time: Int) -> Range<Double>
        /// How far up the sun and the moon are at `time`, for a happening that moves them (night, which
        /// sets the sun at dusk and raises the moon); `nil` for none.
        func skyLights(at time: Int) -> SkyLights?
        /// When it next meets the cast after `time`, if it ever does.
        func nextMeeting(after time: Int) -> Int?
        /// What it does to the cast at `time`, one of the times ``nextMeeting(after:)`` gave: the
        /// objects it takes off stage, by their index in ``Scene/objects``.
        mutating func meet(at time: Int, on stage: Stage) -> [Int]
        /// Draws what lies behind the cast.
        func drawBehind(on canvas: inout Canvas, world: World, at time: Int)
        /// Draws what lies in front of the cast.
        func drawFront(on canvas: inout Canvas, world: World, at time: Int)
    }

    /// Parts of the world a happening takes.
    struct Parts: OptionSet, Sendable {
        let rawValue: Int
        static let sky = Parts(rawValue: 1)
        static let surface = Parts(rawValue: 2)
        static let depths = Parts(rawValue: 4)
        static let light = Parts(rawValue: 8)
        static let shore = Parts(rawValue: 16)
    }

    /// The light over the world.
    enum Lighting: Sendable {
        /// Everything but lights is dim, and stars are out.
        case night
    }

    /// How far up the sun and the moon are, each from 0, set below the horizon, to 1, at its place high
    /// in the sky.
    struct SkyLights: Equatable, Sendable {
        var sun: Double
        var moon: Double

        /// Day: the sun up, the moon down.
        static let day = SkyLights(sun: 1, moon: 0)
    }

    /// What a happening may see of the scene: the world, and each figure on stage with its object.
    struct Stage {
        let world: World
        let figures: [Figure]
        let objects: [any ObjectProtocol]
        /// The happenings under way.
        let running: [any Happening]

        /// Whether night has fallen.
        var isNight: Bool { running.contains { $0.lighting == .night } }

        /// Whether no figure on stage (of `habitat`'s, if given) stands in `rect` at any moment from
        /// `start` to `end`, so that a happening there draws over no one.
        func isClear(_ rect: Rect, from start: Int, to end: Int, in habitat: Habitat? = nil) -> Bool {
            figures.allSatisfy { figure in
                if let habitat, figure.habitat != habitat { return true }
                guard figure.path != nil else { return !figure.rect(at: start).intersects(rect) }
                let last = min(end, figure.exit ?? end)
                return stride(from: start, through: last, by: 100).allSatisfy { !figure.rect(at: $0).intersects(rect) }
            }
        }

        /// Whether no figure of `habitat`'s stands where a happening going along `path` is, at any moment
        /// from `start` to `end`, with a free column either side: a ship meets no duck on its way, though a
        /// duck may cross where the ship has not yet come or has already passed.
        func isClear(of path: Path, from start: Int, to end: Int, in habitat: Habitat) -> Bool {
            figures.allSatisfy { figure in
                guard figure.habitat == habitat else { return true }
                return stride(from: start, through: end, by: 100).allSatisfy { moment in
                    let rect = path.rect(at: moment)
                    let room = Rect(column: rect.column - 1, row: rect.row, width: rect.width + 2, height: rect.height)
                    return !figure.rect(at: moment).intersects(room)
                }
            }
        }
    }
}

// MARK: - Default implementations

extension Scene.Happening {
    static var rest: Int { 0 }
    var lighting: Scene.Lighting? { nil }
    func darkness(at time: Int) -> Range<Double> { lighting == nil ? 0..<0 : 0..<1 }
    func skyLights(at time: Int) -> Scene.SkyLights? { nil }
    func nextMeeting(after time: Int) -> Int? { nil }
    mutating func meet(at time: Int, on stage: Scene.Stage) -> [Int] { [] }
    func drawBehind(on canvas: inout Canvas, world: Scene.World, at time: Int) {}
    func drawFront(on canvas: inout Canvas, world: Scene.World, at time: Int) {}

    /// The first multiple of `step` after `time`, counting from `start`.
    static func next(after time: Int, from start: Int, every step: Int) -> Int {
        start + (max(0, time - start) / step + 1) * step
    }
}

extension Scene {
    /// The happenings of a scene: the ones under way, and when the next one may start.
    ///
    /// The first comes 4 to 9 seconds in, and each next one 8 to 18 seconds after the last began; which
    /// comes is picked at random among those that fit and take no part of the world taken already, never
    /// the same kind twice running.
    struct Happenings: Sendable {
        /// Every kind of happening: the one list.
        static let all: [any Happening.Type] = [
            Flock.self, Shower.self, Night.self, Fireflies.self, ShootingStar.self, Shark.self, Ship.self,
            Heron.self, Shoal.self, GreatWhale.self,
        ]

        private(set) var running: [any Happening] = []
        private(set) var nextStart: Int
        private var last: ObjectIdentifier?
        /// When the last of each kind ended, for the kinds that rest between one and the next.
        private var ended: [ObjectIdentifier: Int] = [:]

        init(random: inout SeededGenerator) {
            nextStart = 4000 + (random.index(below: 5000) ?? 0)
            // A kind that rests comes first after half its rest: night a minute in, not at once.
            for kind in Self.all where kind.rest > 0 { ended[ObjectIdentifier(kind)] = -kind.rest / 2 }
        }

        /// The light over the world now.
        var lighting: Lighting? { running.lazy.compactMap(\.lighting).first }

        /// Where that light falls at `time`: the band of rows it covers, as shares of the window's height.
        func darkness(at time: Int) -> Range<Double> {
            running.lazy.filter { $0.lighting != nil }.map { $0.darkness(at: time) }.first ?? 0..<0
        }

        /// How far up the sun and the moon are at `time`: as a happening under way has them, or by day.
        func skyLights(at time: Int) -> SkyLights { running.lazy.compactMap { $0.skyLights(at: time) }.first ?? .day }

        /// The parts of the world the happenings under way take.
        var parts: Parts { running.reduce(into: Parts()) { $0.formUnion(type(of: $1).parts) } }

        /// When anything next happens after `time`: one ends, one meets the cast, or one may start.
        func nextDue(after time: Int) -> Int {
            var due = nextStart
            for happening in running {
                due = min(due, happening.end)
                if let meeting = happening.nextMeeting(after: time - 1) { due = min(due, meeting) }
            }
            return max(due, time)
        }

        /// When any happening's picture next changes after `time`.
        func nextChange(after time: Int) -> Int? {
            running.compactMap { $0.nextChange(after: time) }.min()
        }

        /// Starts `kind` at `time` whatever else runs, for a scene that starts at night.
        mutating func force(_ kind: any Happening.Type, at time: Int, on stage: Stage, random: inout SeededGenerator) {
            guard let happening = kind.begin(at: time, on: stage, random: &random) else { return }
            running.append(happening)
        }

        /// Carries out what is due at `time`: the happenings that are over end, the ones that meet the
        /// cast do so, and a new one starts if its time has come. Returns the objects taken off stage.
        mutating func advance(to time: Int, on stage: Stage, random: inout SeededGenerator) -> [Int] {
            for happening in running where happening.end <= time {
                ended[ObjectIdentifier(type(of: happening))] = happening.end
            }
            running.removeAll { $0.end <= time }
            var taken: [Int] = []
            for index in running.indices where running[index].nextMeeting(after: time - 1) == time {
                taken += running[index].meet(at: time, on: stage)
            }
            guard time >= nextStart else { return taken }
            let busy = parts
            var kinds = Self.all.filter { kind in
                kind.parts.isDisjoint(with: busy) && ObjectIdentifier(kind) != last
                    && !running.contains { type(of: $0) == kind }
                    && ended[ObjectIdentifier(kind)].map { time >= $0 + kind.rest } ?? true
            }
            let view = Stage(world: stage.world, figures: stage.figures, objects: stage.objects, running: running)
            while !kinds.isEmpty, let pick = random.index(below: kinds.count) {
                let kind = kinds.remove(at: pick)
                if let happening = kind.begin(at: time, on: view, random: &random) {
                    running.append(happening)
                    last = ObjectIdentifier(kind)
                    break
                }
            }
            nextStart = time + 8000 + (random.index(below: 10_000) ?? 0)
            return taken
        }

        func drawBehind(on canvas: inout Canvas, world: World, at time: Int) {
            for happening in running { happening.drawBehind(on: &canvas, world: world, at: time) }
        }

        func drawFront(on canvas: inout Canvas, world: World, at time: Int) {
            for happening in running { happening.drawFront(on: &canvas, world: world, at: time) }
        }
    }
}
