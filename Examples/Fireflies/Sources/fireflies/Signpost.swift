import NatureKit

/// A signpost on the trail: a title and a place, and no picture at all.
///
/// It conforms to neither picture protocol, so NatureKit shows it as a text-only card. Catalogs
/// write it with `"kind": "signpost"`; the synthesized `Decodable` reads exactly its four fields.
struct Signpost: ObjectProtocol, Decodable, Hashable {
    var title: String
    var type: String
    var coordinateX: Int
    var coordinateY: Int
}
