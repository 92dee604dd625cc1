extension Scene {
    /// Where one habitat lies in a world, and everything the scene asks of it: where a still may stand,
    /// the lanes movers travel in, how many movers it holds, what is nearer than what, and what it draws
    /// of its own (ground, waves, weed).
    ///
    /// Each habitat has one, made from the world's ``World/Frame``; nothing else knows where a habitat
    /// is. A new habitat is one file with its layout and one line in ``World/layouts``.
    protocol HabitatLayout: Sendable {
        /// The habitat it lays out.
        static var habitat: Habitat { get }
        /// How its movers go when they name no gait: fliers fly, walkers walk, swimmers swim, what lives on
        /// the water floats. By default they walk.
        static var moversGait: Gait { get }
        /// Where its stills come in the order the habitats place theirs, lowest first: the coast's and the
        /// water's stand at the edge of the land, which the land's would otherwise take, and the tall things
        /// of land and sky take their places before the rest. By default last, with the others that leave
        /// it to the default, in the order of `Habitat.allCases`.
        static var stillsPlacingRank: Int { get }
        /// Whether a picture of its, in a window of `size`, is drawn at its card's size, `card`, rather than
        /// in its small form, `small`: a mover's of `gait`, or a still's where `gait` is `nil`. By default
        /// not: a creature stands small beside the landmarks.
        static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool
        /// The habitat laid out in `frame`, with lanes far enough apart for its movers, the tallest of
        /// each gait `tallest` rows high.
        init(frame: World.Frame, tallest: [Gait: Int])
        /// Where a still picture of `picture`'s size may stand: the columns its left edge may take and
        /// the rows its last line may take, far to near; `nil` where it does not fit.
        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])?
        /// The columns, of `columns`, where a still of `picture`'s size may stand on `baseline`; by default
        /// all of them.
        func columns(for picture: Size, standingOn baseline: Int, among columns: ClosedRange<Int>)
            -> ClosedRange<Int>?
        /// The column a still whose `coordinateX` puts it `place` columns into `columns` would best stand
        /// at: by default that one.
        func idealColumn(for place: Int, among columns: ClosedRange<Int>) -> Int
        /// The lanes movers travel in, far to near.
        var lanes: [Lane] { get }
        /// How many movers it holds at once in this window.
        var moverShare: Int { get }
        /// The habitats whose stills turn its movers round, as a wall does, where they stand in a lane; by
        /// default its own. A mover passes in front of any other still.
        var walls: Set<Habitat> { get }
        /// Whether movers of different lanes may pass one in front of the other, as fish at different
        /// depths do, rather than keep a free row between them; by default not.
        var letsMoversPass: Bool { get }
        /// What its movers of `gait` do at night; by default they go on, keeping their colours.
        func nightHabit(of gait: Gait) -> NightHabit
        /// Whether a mover `rows` high may travel `lane`: by default if it stays in the window.
        func admits(rows: Int, in lane: Lane) -> Bool
        /// The drawing order of a picture whose last line is `baseline`: a larger depth is nearer, and
        /// drawn in front.
        func depth(baseline: Int) -> Double
        /// Whether its movers blank the cells either side of their outline (``moversClearance``) where it
        /// draws scenery in single characters (grass, the earth's grain, weed): a tuft against a walker's
        /// outline reads as part of it. By default not.
        var moversClearScenery: Bool { get }
        /// How many columns its movers blank either side, where they clear scenery at all. By default one.
        var moversClearance: Int { get }
        /// Which of `stills`, the indices of its stills among the scene's objects, a seed leaves out, picked
        /// with `random`, a stream of the world's own shared by the habitats in the order of
        /// `Habitat.allCases`; so that which things stand in the world changes from seed to seed as well
        /// as where. A layout may pick with a stream of its own instead (the depths do), so that its choice
        /// leaves the habitats after it picking as before. By default none, drawing nothing from `random`.
        func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int>
        /// How much scenery its stills blank beside their outline, where the far hills' line and the grass
        /// run up to a landmark. By default none.
        var stillsClearance: Clearance { get }
        /// Whether its stills are drawn facing the sea, turned round where the sea is on the left, so that a
        /// lighthouse shines and a waterfall falls over the water, not the land. By default not.
        var stillsFaceTheSea: Bool { get }
        /// The parts of the world that, while a happening takes them, hold back its movers waiting to come
        /// on: a passing ship holds the surface. By default none.
        var arrivalsHeldBy: Parts { get }
        /// Draws what never moves: ground, sand, rock.
        func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator)
        /// Draws the ground a still standing at `pose` stands on, beside its picture's last line, on
        /// scenery the cast is yet to be drawn on; by default nothing.
        func drawFooting(of pose: Scene.Pose, on canvas: inout Canvas)
        /// Draws what moves of its own as it is `time` milliseconds in: waves, weed.
        func drawAmbient(on canvas: inout Canvas, at time: Int)
        /// Draws what shows by day, behind everything: the sun, risen `sunHeight` of the way from the
        /// horizon to its place (0 set, 1 up); by default nothing. Returns the cells it may have drawn in,
        /// which a mover passing in front keeps a margin of open sky on.
        @discardableResult func drawDaylight(on canvas: inout Canvas, sunHeight: Double) -> Rect?
        /// Whether a mover passing in front of one of its stills keeps a margin of open space on it, as
        /// on the sun: a bird or a whale drawn up to the moon's lines read as one tangle. By default not.
        var stillsKeepAMargin: Bool { get }
        /// Whether a mover drawn at its card's size may have a copy on stage with it, drawn in its small
        /// form as one of its kind further off; where not, a mover drawn that large comes one at a time
        /// (``Scene/largePicture``). By default not.
        var holdsCopiesFarOff: Bool { get }
        /// Draws, once the cast is drawn, what moves of its own far off: small things that show only
        /// whole and in the open, never beside a picture (far fish, far birds), under the `night` as far
        /// as it has fallen, if any; by default nothing.
        func drawFarOff(on canvas: inout Canvas, at time: Int, night: Palette.Nightfall?)
        /// When what it draws of its own next changes after `time`; `nil` if never.
        func nextAmbientChange(after time: Int) -> Int?
        /// How a still of this habitat standing at `pose` shows under the sky's `lights`: the pose it is
        /// drawn at and the part of `window` it may show in; `nil` while it does not show. By default
        /// where it stands, anywhere in the window.
        func showing(still pose: Pose, under lights: SkyLights, in window: Rect) -> (pose: Pose, clip: Rect)?
    }

    /// What a habitat's movers of a gait do at night.
    enum NightHabit: Sendable {
        /// They go on, and keep their own colours, as the creatures do.
        case awake
        /// They rest: none comes on while night runs but one added by hand, and those on stage go their
        /// way.
        case resting
        /// They go on, and take the night's colours with the world.
        case moonlit
    }

    /// How much scenery a still clears beside its picture, on a canvas the cast is yet to be drawn on, so
    /// that only scenery goes.
    struct Clearance: Sendable {
        /// Columns either side of each row above its foot, whatever scenery is drawn there.
        let aboveFoot: Int
        /// Cells either side of its foot's row, keeping the line it stands on (`_`).
        let atFoot: Int

        static let none = Clearance(aboveFoot: 0, atFoot: 0)
    }

    /// A line movers travel along, from one side of their habitat to the other: a ground line, a depth
    /// of the sea, a height of the sky. An open end lies past the window's edge, where a mover comes in
    /// and leaves; an end at the coast is a wall, where it turns round.
    struct Lane: Hashable, Sendable {
        let habitat: Habitat
        /// Its place among its habitat's lanes, far to near.
        let index: Int
        /// The row of a mover's last line.
        let baseline: Int
        /// The columns it crosses, wall to wall or edge to edge.
        let columns: Range<Int>
        let leftIsOpen: Bool
        let rightIsOpen: Bool
        /// Its drawing order: see ``HabitatLayout/depth(baseline:)``.
        let depth: Double
    }
}

// MARK: - Default implementations

extension Scene.HabitatLayout {
    static var moversGait: Gait { .walk }
    static var stillsPlacingRank: Int { .max }
    static func drawsAtCardSize(_ card: Size, small: Size, gait: Gait?, in size: Size) -> Bool { false }
    func stillsLeftOut(of stills: [Int], random: inout SeededGenerator) -> Set<Int> { [] }
    func columns(for picture: Size, standingOn baseline: Int, among columns: ClosedRange<Int>)
        -> ClosedRange<Int>?
    { columns }

    func idealColumn(for place: Int, among columns: ClosedRange<Int>) -> Int { columns.lowerBound + place }
    func admits(rows: Int, in lane: Scene.Lane) -> Bool { lane.baseline - rows + 1 >= 0 }
    var walls: Set<Habitat> { [Self.habitat] }
    var letsMoversPass: Bool { false }
    func nightHabit(of gait: Gait) -> Scene.NightHabit { .awake }
    var moversClearScenery: Bool { false }
    var moversClearance: Int { 1 }
    var stillsClearance: Scene.Clearance { .none }
    var stillsFaceTheSea: Bool { false }
    var arrivalsHeldBy: Scene.Parts { [] }
    func drawBackground(on canvas: inout Canvas, generator: inout SeededGenerator) {}
    func drawFooting(of pose: Scene.Pose, on canvas: inout Canvas) {}
    func drawAmbient(on canvas: inout Canvas, at time: Int) {}
    func drawDaylight(on canvas: inout Canvas, sunHeight: Double) -> Rect? { nil }
    var stillsKeepAMargin: Bool { false }
    var holdsCopiesFarOff: Bool { false }
    func drawFarOff(on canvas: inout Canvas, at time: Int, night: Scene.Palette.Nightfall?) {}

    func nextAmbientChange(after time: Int) -> Int? { nil }
    func showing(still pose: Scene.Pose, under lights: Scene.SkyLights, in window: Rect) -> (
        pose: Scene.Pose, clip: Rect
    )? { (pose, window) }

    /// Baselines from `first` to `last`, `spacing` apart, far to near.
    static func baselines(from first: Int, to last: Int, spacing: Int) -> [Int] {
        guard first <= last else { return [] }
        return Array(stride(from: first, through: last, by: max(1, spacing)))
    }

    /// `count` places picked from a range of `width` columns, spread out, the same for a seed.
    static func scatter(_ count: Int, over columns: Range<Int>, generator: inout SeededGenerator) -> [Int] {
        guard !columns.isEmpty, count > 0 else { return [] }
        let slot = max(1, columns.count / count)
        return (0..<count).compactMap { index in
            let start = columns.lowerBound + index * slot
            guard start < columns.upperBound else { return nil }
            return start + (generator.index(below: max(1, min(slot, columns.upperBound - start))) ?? 0)
        }
    }
}
