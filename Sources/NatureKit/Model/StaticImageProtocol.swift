/// An object whose picture is one still image, picked at random from several.
///
/// ```swift
/// struct Pebble: ObjectProtocol, StaticImageProtocol {
///     var title = "Pebble"
///     var type = "Landscape"
///     var coordinateX = 0
///     var coordinateY = 0
///     var randomImages = ["pebble-0", "pebble-1"]
///     let image: String
///
///     init(using generator: inout some RandomNumberGenerator) {
///         image = Self.pickImage(from: randomImages, using: &generator)
///     }
/// }
/// ```
///
/// ## Implementing
///
/// - `randomImages` is non-empty, and every name is defined in the catalog.
/// - `image` is one of `randomImages`, picked when the value is made and kept from then on, so an
///   object shows the same picture for as long as it lives. Take the pick from an injected
///   generator (see ``pickImage(from:using:)``) so that a seeded run shows the same picture.
public protocol StaticImageProtocol {
    /// The image this value shows, picked from ``randomImages`` when the value was made.
    var image: String { get }
    /// The images ``image`` is picked from.
    var randomImages: [String] { get }
}

// MARK: - Default implementations

extension StaticImageProtocol {
    /// Picks the image a new value shows: one of `images`, or `""` when there is none.
    ///
    /// An empty list gives an empty name rather than a trap, so that a value can always be made;
    /// the catalog refuses such an object with an error before it is ever shown.
    ///
    /// - Parameters:
    ///   - images: The names to pick from.
    ///   - generator: The source of randomness: ``CatalogRandomGenerator/init(for:)``'s while decoding.
    public static func pickImage(
        from images: [String],
        using generator: inout some RandomNumberGenerator
    ) -> String {
        guard let index = generator.index(below: images.count) else { return "" }
        return images[index]
    }
}
