import NatureKit

/// Every picture of one object, one after another as plain text: each frame of its animation in order,
/// then each of its stills, under a heading that names it. What `nature-cli show <title> --frames`
/// prints, so that a person can review art frame by frame, as a catalog's author or as its reviewer.
package struct ContactSheet: Sendable {
    /// The pictures, each with its heading, in the order they are printed.
    package let pictures: [(heading: String, image: ASCIIImage)]
    private let color: NamedColor?
    private let title: String

    /// The sheet of `object`'s pictures, looked up in `catalog`.
    package init(object: any ObjectProtocol, catalog: Catalog) {
        let frames = (object as? any AnimationProtocol)?.animationImages ?? []
        let stills = (object as? any StaticImageProtocol)?.randomImages ?? []
        let headed =
            frames.enumerated().map { ("frame \($0.offset + 1) of \(frames.count): \($0.element)", $0.element) }
            + stills.map { ("still: \($0)", $0) }
        pictures = headed.map { heading, name in
            (heading, catalog.picture(named: name))
        }
        color = object.color
        title = object.title
    }

    /// The sheet as text, in the object's colours and its mask's when `colored`.
    package func text(colored: Bool) -> String {
        guard !pictures.isEmpty else { return "\(title) has no picture\n" }
        return pictures.map { heading, image in
            var canvas = Canvas(width: image.width, height: image.height)
            canvas.draw(image, column: 0, row: 0, color: color)
            return "\(title), \(heading)\n" + canvas.text(colored: colored)
        }.joined(separator: "\n")
    }
}
