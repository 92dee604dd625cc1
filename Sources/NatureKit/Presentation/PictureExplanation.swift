/// The protocols an object conforms to and the picture chosen for it, as `--explain` tells them.
public struct PictureExplanation: Hashable, Sendable, CustomStringConvertible {
    /// The object's own type name, such as `AnimalObject`.
    package var typeName: String
    /// Whether the object conforms to ``AnimationProtocol``.
    package var isAnimation: Bool
    /// Whether the object conforms to ``StaticImageProtocol``.
    package var isStaticImage: Bool
    /// The picture chosen.
    package var choice: PictureChoice

    /// Explains the choice ``PictureChoice/init(for:canAnimate:)`` makes for `object`.
    ///
    /// - Parameters:
    ///   - object: The object to explain.
    ///   - canAnimate: Whether frames can be played where the picture goes.
    public init(for object: any ObjectProtocol, canAnimate: Bool) {
        typeName = String(describing: Swift.type(of: object))
        isAnimation = object is any AnimationProtocol
        isStaticImage = object is any StaticImageProtocol
        choice = PictureChoice(for: object, canAnimate: canAnimate)
    }

    /// The conformances found and the branch taken, on two lines.
    public var description: String {
        var found = ["ObjectProtocol"]
        if isAnimation { found.append("AnimationProtocol") }
        if isStaticImage { found.append("StaticImageProtocol") }
        let missing = ["AnimationProtocol", "StaticImageProtocol"].filter { !found.contains($0) }
        var lines = [
            "\(typeName) conforms to \(found.joined(separator: ", "))"
                + (missing.isEmpty ? "" : "; not to \(missing.joined(separator: ", "))")
        ]
        switch choice {
        case .animation(let frames, let duration):
            lines.append("branch: animation, \(Count.of(frames.count, "frame")) in \(duration) s")
        case .still(let image) where isAnimation && !isStaticImage:
            lines.append("branch: still, the first frame \(TerminalText.quoted(image)) (not animated here)")
        case .still(let image) where isAnimation:
            lines.append("branch: still image \(TerminalText.quoted(image)) (not animated here)")
        case .still(let image):
            lines.append("branch: still image \(TerminalText.quoted(image))")
        case .textOnly:
            lines.append("branch: text only (no picture)")
        }
        return lines.joined(separator: "\n")
    }
}
