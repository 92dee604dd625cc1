/// Where an object lives in a scene: the sky, the land, the shore, the water's surface, under it, or in
/// the earth below the land.
///
/// Catalogs write it with the key `habitat`: `"sky"`, `"land"`, `"coast"`, `"water"`, `"underwater"` or
/// `"underground"`.
public enum Habitat: String, CaseIterable, Hashable, Sendable, Codable {
    /// Above the horizon: birds, clouds, the moon.
    case sky
    /// On the land: stills stand on the horizon (stones, trees), walkers on paths just below it.
    case land
    /// At the shore, where land meets sea: a lighthouse on its headland, a waterfall into the sea.
    case coast
    /// On the water, its last row the waterline: ducks, boats, islands.
    case water
    /// Below the surface, down to the seabed: fish, crabs.
    case underwater
    /// In the earth below the land, seen cut away as the sea is: moles and worms in their tunnels, a
    /// fossil, a den.
    case underground

    /// Where an object lives when its type does not compose ``HabitatProtocol``, and when a catalog entry
    /// gives no `habitat`: on land.
    public static let `default` = Habitat.land

    /// Reads a habitat by its name; an unknown name is refused with every valid one and the nearest.
    ///
    /// - Parameter decoder: The decoder holding the habitat's name as a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let habitat = Habitat(rawValue: name) else {
            let names = Self.allCases.map(\.rawValue)
            let hint = Suggestion.hint(Suggestion.nearest(to: name, among: names))
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "unknown habitat \(TerminalText.quoted(name)); the habitats are \(names.joined(separator: ", "))\(hint)"
            )
        }
        self = habitat
    }
}

extension Habitat {
    /// Where `object` lives: its ``HabitatProtocol/habitat``, or ``default`` for a type that does not
    /// compose the protocol.
    package init(of object: any ObjectProtocol) {
        self = (object as? any HabitatProtocol)?.habitat ?? .default
    }
}
