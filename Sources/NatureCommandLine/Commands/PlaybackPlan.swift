import NatureKit
import NatureSystem

/// How one object is shown, decided once: animated or still, why not animated when it could be, and
/// for how long it plays.
///
/// `random`, `show` and `browse` make one plan per object, lay the card out once through it, and read
/// `--explain`'s lines from it, so the rules for falling back to a still live here and nowhere else.
package struct PlaybackPlan: Sendable {
    /// Where the card goes.
    package enum Display: Hashable, Sendable {
        /// Output that is not a terminal, or one that cannot animate (`TERM=dumb`): printed once.
        case plain
        /// A terminal that animates, of the given size when it can be read.
        case terminal(columns: Int, rows: Int)
        /// A terminal that animates, whose size cannot be read.
        case terminalOfUnknownSize
    }

    /// What the user asked for.
    package struct Request: Hashable, Sendable {
        /// Show a still picture even where the object could animate.
        package var still: Bool
        /// How fast to play: 2 is twice as fast.
        package var speed: Double
        /// Play this many loops; `nil` for the default.
        package var loops: Int?
        /// Play until interrupted.
        package var forever: Bool
        /// How `--explain` names what asked for a still: the flag, or browse's key.
        package var stillCause: String

        /// Creates a request; the defaults are written here alone, so the properties carry none.
        package init(
            still: Bool = false, speed: Double = 1, loops: Int? = nil, forever: Bool = false,
            stillCause: String = "--still"
        ) {
            self.still = still
            self.speed = speed
            self.loops = loops
            self.forever = forever
            self.stillCause = stillCause
        }
    }

    /// A plain run plays the fewest whole loops that fill about this long.
    package static let defaultPlayTime = Duration.seconds(3)

    /// The object shown.
    package let object: any ObjectProtocol
    /// The card, laid out once: animated when ``plays``, a still otherwise.
    package let card: Card
    /// Why the card is still although the object animates and the user did not ask for a still.
    package let fallback: String?
    /// Whether the card is played on a terminal, rather than printed once.
    package let plays: Bool
    /// How long the animation plays, on a terminal or in a recording.
    package let length: PlaybackLength
    package let request: Request
    private let catalog: Catalog

    /// Decides how to show `object` on `display`.
    ///
    /// - Parameters:
    ///   - object: The object to show.
    ///   - catalog: The catalog its images come from.
    ///   - request: What the user asked for.
    ///   - display: Where the card goes.
    package init(object: any ObjectProtocol, catalog: Catalog, request: Request, display: Display) {
        self.object = object
        self.catalog = catalog
        self.request = request
        var choice = PictureChoice(for: object, canAnimate: !request.still)
        var fallback: String?
        if choice.isAnimation {
            switch display {
            case .plain:
                fallback = "standard output is not a terminal that can animate"
            case .terminalOfUnknownSize:
                fallback = "the terminal's size cannot be read"
            case .terminal(_, let rows):
                let height = Card.height(of: object, choice: choice, catalog: catalog)
                if height >= rows {
                    fallback =
                        "the card (\(Count.of(height, "row"))) does not fit the \(Count.of(rows, "row")) the window has for it"
                }
            }
            if fallback != nil { choice = PictureChoice(for: object, canAnimate: false) }
        }
        self.fallback = fallback
        card = Card(object: object, choice: choice, catalog: catalog)
        plays = choice.isAnimation
        length = Self.length(of: request, cycle: card.loopDuration ?? .zero)
    }

    /// The length `request` asks for, for an animation whose loop takes `cycle` at normal speed.
    private static func length(of request: Request, cycle: Duration) -> PlaybackLength {
        if request.forever { return .forever }
        if let loops = request.loops { return .loops(loops) }
        return .filling(defaultPlayTime, cycle: cycle / request.speed)
    }

    /// What a recording shows where the terminal does not play, and for how long: the animation when
    /// the object has one and the user did not ask for a still, however the terminal falls back.
    package func recording() -> (card: Card, length: PlaybackLength) {
        guard fallback != nil else { return (card, length) }
        let animated = Card(object: object, catalog: catalog, canAnimate: true)
        return (animated, Self.length(of: request, cycle: animated.loopDuration ?? .zero))
    }

    /// What `--explain` prints: the conformances found, the branch taken, and why it is not animated.
    package var explanation: [String] {
        var lines = [PictureExplanation(for: object, canAnimate: plays).description]
        if let fallback { lines.append("not animated: \(fallback)") }
        if request.still { lines.append("not animated: \(request.stillCause)") }
        return lines
    }
}
