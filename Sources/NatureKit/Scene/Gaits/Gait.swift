/// A way of moving through a scene: walking on a ground line, swimming with a sway, flying with a bob,
/// crawling on the seabed, floating on the surface, drifting with the wind, hopping, burrowing.
///
/// A species composes its gait: a type that adopts ``MovingProtocol`` may give ``MovingProtocol/gait``,
/// and a catalog entry may name one with the key `gait`. Without one, a mover takes its habitat's
/// (`Gait.default(for:)`): fliers fly, walkers walk, swimmers swim, and what lives on the water floats.
///
/// Each gait says which of its habitat's lanes it travels in, how far along its lane it has gone after
/// some time, how high it is lifted from its lane as it goes, and whether its frames follow its steps.
/// A new gait is one file that declares it and one line in the list of gaits (`Gait.motions`).
public struct Gait: Hashable, Sendable {
    /// The gait's name, as a catalog's `gait` key writes it.
    public let name: String

    init(name: String) {
        self.name = name
    }

    /// Every gait there is, with how it moves: the one list, which a catalog's `gait` is read by.
    static let motions: [(gait: Gait, motion: any GaitMotion)] = [
        (.walk, Walking()), (.hop, Hopping()), (.crawl, Crawling()), (.swim, Swimming()), (.fly, Flying()),
        (.float, Floating()), (.drift, Drifting()), (.burrow, Burrowing()), (.flutter, Fluttering()),
    ]

    /// Every gait there is, in the list's order.
    package static var all: [Gait] { motions.map(\.gait) }

    /// The gait named `name`, or `nil`.
    package static func named(_ name: String) -> Gait? {
        motions.first { $0.gait.name == name }?.gait
    }

    /// How the gait moves.
    var motion: any GaitMotion {
        Self.motions.first { $0.gait == self }?.motion ?? Walking()
    }

    /// The gait of a mover that names none: its habitat's, as the habitat's layout says
    /// (`HabitatLayout.moversGait`).
    ///
    /// - Parameter habitat: Where the mover lives.
    package static func `default`(for habitat: Habitat) -> Gait {
        Scene.World.layouts[habitat]?.moversGait ?? .walk
    }
}

extension Gait: Codable {
    /// Reads a gait by its name; an unknown name is refused with every valid one and the nearest.
    ///
    /// - Parameter decoder: The decoder holding the gait's name as a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let gait = Gait.named(name) else {
            let names = Self.all.map(\.name)
            let hint = Suggestion.hint(Suggestion.nearest(to: name, among: names))
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "unknown gait \(TerminalText.quoted(name)); the gaits are \(names.joined(separator: ", "))\(hint)")
        }
        self = gait
    }

    /// Writes the gait's name.
    ///
    /// - Parameter encoder: The encoder to write the name to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// How a gait moves, in the scene's milliseconds: what a new gait implements.
///
/// Distances are whole cells along a lane, and never go down as time goes on; a lift is rows off the
/// lane's line, negative upwards, and stays within `-1...0` so that a mover never reaches into the lane
/// below or more than one row into the one above.
protocol GaitMotion: Sendable {
    /// The lanes it travels in, of its habitat's lanes from far to near.
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane]
    /// Whole cells covered `elapsed` milliseconds after setting out at `rate` cells a second.
    func distance(after elapsed: Int, rate: Double) -> Int
    /// The first millisecond after setting out by which it has covered `cells`.
    func time(toCover cells: Int, rate: Double) -> Int
    /// The rows it is lifted at `elapsed` milliseconds at `rate` (a mover's own `phase` staggers it from others),
    /// and the elapsed millisecond at which that next changes; `nil` when it never does.
    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?)
    /// Whether its frames follow its steps, one frame a cell, as a walker's feet do, rather than their
    /// own interval.
    var framesFollowSteps: Bool { get }
    /// The most cells a second it ever goes at `rate`: its rate, or a dash's speed for a mover that goes
    /// in spurts.
    func fastest(at rate: Double) -> Double
}

// MARK: - Default implementations

extension GaitMotion {
    func lanes(among lanes: [Scene.Lane]) -> [Scene.Lane] { lanes }

    func fastest(at rate: Double) -> Double { rate }

    func distance(after elapsed: Int, rate: Double) -> Int {
        guard elapsed > 0 else { return 0 }
        let cells = rate * Double(elapsed) / 1000 + 1e-9
        return cells < Double(1 << 40) ? Int(cells) : 1 << 40
    }

    func time(toCover cells: Int, rate: Double) -> Int {
        guard cells > 0 else { return 0 }
        let milliseconds = (Double(cells) * 1000 / rate).rounded(.up)
        return milliseconds < Double(1 << 50) ? Int(milliseconds) : 1 << 50
    }

    func lift(after elapsed: Int, rate: Double, phase: Int) -> (rows: Int, next: Int?) { (0, nil) }

    var framesFollowSteps: Bool { false }

    /// A lift that goes through `pattern`, one entry every `step` milliseconds.
    func cycle(_ pattern: [Int], step: Int, after elapsed: Int, phase: Int) -> (rows: Int, next: Int?) {
        let shifted = elapsed + phase * step
        let beat = shifted >= 0 ? shifted / step : (shifted - step + 1) / step
        let index = beat.wrapped(into: pattern.count)
        return (pattern[index], (beat + 1) * step - phase * step)
    }
}
