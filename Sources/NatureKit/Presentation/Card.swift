/// The seed's screen for one object: title, type and coordinates, then its picture.
///
/// A card is laid out once, as one ``Canvas`` per frame of the same size, so that playback only has
/// to hand canvases to the renderer. It is a ``PlaybackSource``: an animated card changes frame every
/// ``interval``, the object's own ``AnimationProtocol/frameInterval``.
///
/// ```swift
/// let card = Card(object: firefly, catalog: catalog)
/// _ = try await player.play(card, length: .loops(2))
/// ```
public struct Card: Sendable {
    /// The object the card shows.
    public let object: any ObjectProtocol
    /// The picture chosen for it.
    public let choice: PictureChoice
    /// The card's frames and their interval, which playback plays.
    private let frameLoop: FrameLoop

    /// One canvas for a still or a text-only card; one per frame for an animation.
    public var frames: [Canvas] { frameLoop.frames }
    /// How long each frame stays on screen at normal speed: the object's
    /// ``AnimationProtocol/frameInterval`` for an animation, one second otherwise.
    public var interval: Duration { frameLoop.interval }

    /// Rows above the picture: title, type, coordinates and a blank line.
    static let headerHeight = 4
    /// Columns the picture is indented by.
    static let pictureIndent = 2

    /// Lays out the card for `object`, looking its images up in `catalog`.
    ///
    /// - Parameters:
    ///   - object: The object to show.
    ///   - catalog: The catalog whose images the object names.
    ///   - canAnimate: Whether the card may animate; see ``PictureChoice/init(for:canAnimate:)``.
    public init(object: any ObjectProtocol, catalog: Catalog, canAnimate: Bool = true) {
        self.init(object: object, choice: PictureChoice(for: object, canAnimate: canAnimate), catalog: catalog)
    }

    /// Lays out the card for `object` with the picture `choice`.
    ///
    /// The catalog is borrowed: an initialiser's arguments are its own to destroy, and destroying a
    /// catalog makes the runtime build the type of each of its fields, at every start.
    ///
    /// - Parameters:
    ///   - object: The object to show.
    ///   - choice: The picture to show it with, usually ``PictureChoice/init(for:canAnimate:)``'s.
    ///   - catalog: The catalog whose images the object names.
    package init(object: any ObjectProtocol, choice: PictureChoice, catalog: borrowing Catalog) {
        self.object = object
        self.choice = choice
        let images = Self.images(for: choice, in: catalog)
        let (width, height) = Self.size(of: object, images: images)

        var background = Canvas(width: width, height: height)
        background.draw(object.title, column: 0, row: 0, isBold: true)
        background.draw(object.type, column: 0, row: 1)
        background.draw(object.coordinatesLabel, column: 0, row: 2)
        let pictures = images.map { image in
            var canvas = background
            canvas.draw(image, column: Self.pictureIndent, row: Self.headerHeight, color: object.color)
            return canvas
        }
        frameLoop = FrameLoop(
            frames: pictures.isEmpty ? [background] : pictures,
            interval: choice.isAnimation ? Self.playbackInterval(of: object) : .seconds(1))
    }

    /// How long an animated object's frames stay on screen, one second for any other. Generic and cast
    /// in a `switch` case, as ``PictureChoice`` casts: see there why.
    private static func playbackInterval(of object: some ObjectProtocol) -> Duration {
        switch object {
        case let animated as any AnimationProtocol: animated.playbackInterval
        default: .seconds(1)
        }
    }

    /// The number of rows the card for `object` with `choice` takes, measured without laying it out.
    ///
    /// - Parameters:
    ///   - object: The object the card would show.
    ///   - choice: The picture it would show.
    ///   - catalog: The catalog whose images the object names.
    package static func height(of object: any ObjectProtocol, choice: PictureChoice, catalog: Catalog) -> Int {
        size(of: object, images: images(for: choice, in: catalog)).height
    }

    private static func images(for choice: PictureChoice, in catalog: Catalog) -> [ASCIIImage] {
        // A closure, not `catalog.picture(named:)`: the method as a value holds a copy of the catalog,
        // and copying it makes the runtime build the type of each of its fields at every start.
        choice.imageNames.map { catalog.picture(named: $0) }
    }

    private static func size(of object: any ObjectProtocol, images: [ASCIIImage]) -> (width: Int, height: Int) {
        let header = [object.title, object.type, object.coordinatesLabel]
        // Folds rather than key paths or lazy maps: the runtime makes a key path's object, and a lazy
        // sequence's type, on first use, at every start.
        let pictureWidth = images.reduce(0) { max($0, $1.width) }
        let pictureHeight = images.reduce(0) { max($0, $1.height) }
        let width = max(header.map(TerminalText.columns(of:)).max() ?? 0, pictureWidth + pictureIndent)
        return (width, headerHeight - (images.isEmpty ? 1 : 0) + pictureHeight)
    }

    /// Columns the card takes.
    public var width: Int { frames.first?.width ?? 0 }
    /// Rows the card takes.
    public var height: Int { frames.first?.height ?? 0 }

    /// Whether the card plays frames rather than showing one.
    package var isAnimated: Bool { choice.isAnimation }

    /// The card as plain text, for output that is not a terminal: no escape bytes, no trailing blanks.
    public var plainText: String { text(colored: false) }

    /// The card's first frame as lines of text, with colour sequences if `colored`, clipped to
    /// `columns` if given.
    ///
    /// - Parameters:
    ///   - colored: Whether to keep colour and bold, as escape sequences.
    ///   - columns: The width to clip lines to, or `nil` for none.
    package func text(colored: Bool, columns: Int? = nil) -> String {
        frames.first?.text(colored: colored, columns: columns) ?? ""
    }
}

extension Card: PlaybackSource {
    /// The frames' count times ``interval``.
    public var loopDuration: Duration? { frameLoop.loopDuration }

    /// The frame on screen at `time`.
    ///
    /// - Parameter time: The time since the start of playback, at normal speed.
    public func canvas(at time: Duration) -> Canvas { frameLoop.canvas(at: time) }

    /// The start of the next frame; `nil` for a card with one frame, which never changes.
    ///
    /// - Parameter time: The time since the start of playback, at normal speed.
    public func nextChange(after time: Duration) -> Duration? { frameLoop.nextChange(after: time) }
}
