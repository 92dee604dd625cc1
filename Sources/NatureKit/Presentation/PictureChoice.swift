/// How a card shows an object's picture, decided by the protocols the object conforms to.
public enum PictureChoice: Hashable, Sendable {
    /// Frames played in a loop, each image name shown for `duration / frames.count` seconds.
    case animation(frames: [String], duration: Double)
    /// One still image.
    case still(image: String)
    /// No picture: the object conforms to neither ``AnimationProtocol`` nor ``StaticImageProtocol``.
    case textOnly

    /// Chooses the picture for `object` by conditional casts.
    ///
    /// Animation wins over a still image for a type that has both, unless `canAnimate` is false (the
    /// output is not a terminal, or the card does not fit it): then a type with stills shows its
    /// still image, and a pure animation shows its first frame. Types from other packages go through
    /// the same casts, so they need nothing from NatureKit beyond their conformances.
    ///
    /// - Parameters:
    ///   - object: The object to show.
    ///   - canAnimate: Whether frames can be played where the picture goes: false off a terminal.
    public init(for object: any ObjectProtocol, canAnimate: Bool = true) {
        self = Self.choice(for: object, canAnimate: canAnimate)
    }

    /// The choice ``init(for:canAnimate:)`` makes. Generic, so that the casts start from the object's own
    /// type: cast from an `any ObjectProtocol`, the runtime first asks whether the existential type itself
    /// conforms, a search of every conformance record in the program, before it opens the box. Cast in
    /// `switch` cases rather than with `if let … as?`, whose optional existential the runtime destroys
    /// through a type it makes for that, at every start.
    private static func choice(for object: some ObjectProtocol, canAnimate: Bool) -> PictureChoice {
        switch object {
        case let animated as any AnimationProtocol:
            if canAnimate {
                return .animation(frames: animated.animationImages, duration: animated.animationDuration)
            }
            switch object {
            case let still as any StaticImageProtocol: return .still(image: still.image)
            default: return animated.animationImages.first.map { .still(image: $0) } ?? .textOnly
            }
        case let still as any StaticImageProtocol:
            return .still(image: still.image)
        default:
            return .textOnly
        }
    }

    /// Whether this choice plays frames.
    package var isAnimation: Bool {
        if case .animation = self { return true }
        return false
    }

    /// The names of the images this choice shows, in order.
    public var imageNames: [String] {
        switch self {
        case .animation(let frames, _): frames
        case .still(let image): [image]
        case .textOnly: []
        }
    }
}
