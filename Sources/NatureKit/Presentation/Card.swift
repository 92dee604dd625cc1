/// The seed's screen for one object: title, type and coordinates, then its picture.
///
/// A card is laid out once, as one ``Canvas`` per frame of the same size, so that playback only has
/// to hand canvases to the renderer.
public struct Card: Sendable {
    /// The object the card shows.
    public let object: any ObjectProtocol
    /// The picture chosen for it.
    public let choice: PictureChoice
    /// One canvas for a still or a text-only card; one per frame for an animation.
    public let frames: [Canvas]

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
    public init(object: any ObjectProtocol, choice: PictureChoice, catalog: Catalog) {
        self.object = object
        self.choice = choice
        // A name the catalog lacks can only come from an object made in code; show its name instead of
        // failing, so that a mistake is visible rather than silent.
        let images = choice.imageNames.map { name in
            catalog.image(named: name) ?? ASCIIImage(lines: ["[no image \(TerminalText.quoted(name))]"])
        }
        let header = [object.title, object.type, object.coordinatesLabel]
        let pictureWidth = images.map(\.width).max() ?? 0
        let pictureHeight = images.map(\.height).max() ?? 0
        let width = max(header.map(TerminalText.columns(of:)).max() ?? 0, pictureWidth + Self.pictureIndent)
        let height = Self.headerHeight - (images.isEmpty ? 1 : 0) + pictureHeight

        var background = Canvas(width: width, height: height)
        background.draw(object.title, column: 0, row: 0, isBold: true)
        background.draw(object.type, column: 0, row: 1)
        background.draw(object.coordinatesLabel, column: 0, row: 2)
        let pictures = images.map { image in
            var canvas = background
            canvas.draw(image, column: Self.pictureIndent, row: Self.headerHeight, color: object.color)
            return canvas
        }
        frames = pictures.isEmpty ? [background] : pictures
    }

    /// Columns the card takes.
    public var width: Int { frames.first?.width ?? 0 }
    /// Rows the card takes.
    public var height: Int { frames.first?.height ?? 0 }

    /// Whether the card plays frames rather than showing one.
    public var isAnimated: Bool { choice.isAnimation }

    /// The card as plain text, for output that is not a terminal: no escape bytes, no trailing blanks.
    public var plainText: String { text(colored: false) }

    /// The card's first frame as lines of text, with colour sequences if `colored`, clipped to
    /// `columns` if given.
    public func text(colored: Bool, columns: Int? = nil) -> String {
        guard let canvas = frames.first else { return "" }
        return (0..<canvas.height).map { FrameRenderer.line($0, of: canvas, colored: colored, columns: columns) + "\n" }
            .joined()
    }
}
