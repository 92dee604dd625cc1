/// A JSON object: its members in the order they were written.
///
/// Members are found by looking along them, not through a dictionary: a catalog's objects have a dozen
/// keys each, and a dictionary apiece would take several times the memory of the members themselves
/// (a 16 MiB catalog of small objects is a hundred thousand of them). Only the parser, which must refuse
/// a key written twice in an object of any size, keeps a set of keys, and only while it reads one object.
struct JSONObject: Sendable {
    /// The members, in the order they were written.
    private(set) var members: [(key: String, value: JSONValue)] = []

    /// The keys, in the order they were written.
    var keys: [String] { members.map(\.key) }

    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
        return members.remove(at: index).value
    }

    /// Takes every member out, leaving the object empty: so that the loader can let each member's
    /// memory go as soon as it has checked it.
    mutating func takeMembers() -> [(key: String, value: JSONValue)] {
        defer { members = [] }
        return members
    }

    /// An object read member by member, refusing a key it has already.
    struct Builder {
        private(set) var object = JSONObject()
        /// The keys so far, once there are more than a look along them should check.
        private var keys: Set<String>?

        /// The number of members so far.
        var count: Int { object.members.count }

        /// Adds a member; returns the key as it was written before if the object has it already.
        ///
        /// Keys are Swift strings, so two spellings of one text in Unicode (`é` as one code point, or
        /// as `e` and a combining accent) are one key, as they are one name everywhere in a catalog.
        mutating func insert(_ value: JSONValue, forKey key: String) -> String? {
            if keys == nil, object.members.count >= 16 { keys = Set(object.members.map(\.key)) }
            // Through the optional in place: a copy of the set bound here would make every insert copy it.
            if keys != nil {
                if let existing = keys?.firstIndex(of: key) { return keys?[existing] }
                keys?.insert(key)
            } else if let existing = object.members.first(where: { $0.key == key }) {
                return existing.key
            }
            object.members.append((key, value))
            return nil
        }

        /// The object read, in no more memory than it needs.
        mutating func finished() -> JSONObject {
            object.members.trimCapacity()
            return object
        }
    }
}
