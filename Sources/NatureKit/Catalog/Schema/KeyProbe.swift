/// What a `Decodable` type reads from a catalog entry: its keys, whether each is required, and the
/// JSON type it asks for.
///
/// It is found by decoding the type from a decoder that answers every question with a neutral value and
/// writes the question down: a required key is one read with `decode`, an optional one is one whose
/// presence is asked (`decodeIfPresent` asks). This is how the catalog's JSON Schema learns the fields of
/// every registered kind, those of other packages included, from their own `init(from:)`.
enum KeyProbe {
    /// The JSON a type asked for at one place.
    indirect enum Shape: Equatable {
        case unknown, string, integer, number, boolean, object
        case array(of: Shape)
    }

    struct Field: Equatable {
        var key: String
        var isRequired: Bool
        var shape: Shape
    }

    /// The fields `factory` reads, in the order it reads them; `nil` when it cannot be decoded from
    /// neutral values (a type that refuses an empty title, say), so nothing is known of its keys.
    static func fields(readBy factory: ObjectRegistry.Factory) -> [Field]? {
        let decoder = ProbeDecoder()
        guard (try? factory(decoder)) != nil else { return nil }
        return decoder.fields
    }
}

/// Answers every request with a neutral value and records it.
private final class ProbeDecoder: Decoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    /// What was asked of this decoder's own value.
    var shape = KeyProbe.Shape.unknown
    /// The keys asked of this decoder's value as an object.
    private(set) var fields: [KeyProbe.Field] = []

    func record(_ key: String, isRequired: Bool, shape: KeyProbe.Shape) {
        guard let index = fields.firstIndex(where: { $0.key == key }) else {
            return fields.append(KeyProbe.Field(key: key, isRequired: isRequired, shape: shape))
        }
        fields[index].isRequired = fields[index].isRequired || isRequired
        if shape != .unknown { fields[index].shape = shape }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        shape = .object
        return KeyedDecodingContainer(ProbeKeyedContainer(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        let container = ProbeUnkeyedContainer()
        shape = .array(of: .unknown)
        container.onElement = { [unowned self] element in self.shape = .array(of: element) }
        return container
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        ProbeSingleValueContainer(decoder: self)
    }
}

private struct ProbeKeyedContainer<Key: CodingKey>: KeyedIntegerDecoding {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    /// Only `decodeIfPresent` and types that read optional keys by hand ask this: answering "absent"
    /// keeps them from reading a value the probe does not have.
    func contains(_ key: Key) -> Bool {
        decoder.record(key.stringValue, isRequired: false, shape: .unknown)
        return false
    }

    func decodeNil(forKey key: Key) -> Bool {
        decoder.record(key.stringValue, isRequired: false, shape: .unknown)
        return false
    }

    private func required<T>(_ key: Key, _ shape: KeyProbe.Shape, _ value: T) -> T {
        decoder.record(key.stringValue, isRequired: true, shape: shape)
        return value
    }

    func decode(_ type: Bool.Type, forKey key: Key) -> Bool { required(key, .boolean, false) }
    func decode(_ type: String.Type, forKey key: Key) -> String { required(key, .string, "") }
    func decode(_ type: Double.Type, forKey key: Key) -> Double { required(key, .number, 0) }
    func decode(_ type: Float.Type, forKey key: Key) -> Float { required(key, .number, 0) }
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) -> T { required(key, .integer, 0) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let child = ProbeDecoder()
        defer { decoder.record(key.stringValue, isRequired: true, shape: child.shape) }
        return try T(from: child)
    }

    /// Reads the optional value's shape all the same, so the schema can type it.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        let child = ProbeDecoder()
        _ = try? T(from: child)
        decoder.record(key.stringValue, isRequired: false, shape: child.shape)
        return nil
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) -> String? { optional(key, .string) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) -> Bool? { optional(key, .boolean) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) -> Double? { optional(key, .number) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) -> Int? { optional(key, .integer) }

    private func optional<T>(_ key: Key, _ shape: KeyProbe.Shape) -> T? {
        decoder.record(key.stringValue, isRequired: false, shape: shape)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) -> KeyedDecodingContainer<NestedKey> {
        decoder.record(key.stringValue, isRequired: true, shape: .object)
        return ProbeDecoder().container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
        decoder.record(key.stringValue, isRequired: true, shape: .array(of: .unknown))
        return ProbeUnkeyedContainer()
    }

    func superDecoder() -> any Decoder { ProbeDecoder() }
    func superDecoder(forKey key: Key) -> any Decoder {
        decoder.record(key.stringValue, isRequired: true, shape: .unknown)
        return ProbeDecoder()
    }
}

/// A container that answers each primitive with a neutral value and notes the shape asked for: an
/// unkeyed container as its element's, a single-value container as its decoder's own.
private protocol NeutralAnswers: IntegerDecoding {
    /// Notes that `shape` was asked for, and returns `value`.
    func answer<T>(_ shape: KeyProbe.Shape, _ value: T) -> T
}

extension NeutralAnswers {
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) -> Bool { answer(.boolean, false) }
    func decode(_ type: String.Type) -> String { answer(.string, "") }
    func decode(_ type: Double.Type) -> Double { answer(.number, 0) }
    func decode(_ type: Float.Type) -> Float { answer(.number, 0) }
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) -> T { answer(.integer, 0) }
}

/// An array of one element, so that the element's shape is asked once.
private final class ProbeUnkeyedContainer: UnkeyedDecodingContainer, NeutralAnswers {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { nil }
    private(set) var currentIndex = 0
    var isAtEnd: Bool { currentIndex > 0 }
    var onElement: (KeyProbe.Shape) -> Void = { _ in }

    func answer<T>(_ shape: KeyProbe.Shape, _ value: T) -> T {
        currentIndex += 1
        onElement(shape)
        return value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let child = ProbeDecoder()
        currentIndex += 1
        defer { onElement(child.shape) }
        return try T(from: child)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedDecodingContainer<NestedKey> {
        answer(.object, ProbeDecoder().container(keyedBy: type))
    }

    func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
        answer(.array(of: .unknown), ProbeUnkeyedContainer())
    }

    func superDecoder() -> any Decoder { answer(.unknown, ProbeDecoder()) }
}

private struct ProbeSingleValueContainer: SingleValueDecodingContainer, NeutralAnswers {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }

    func answer<T>(_ shape: KeyProbe.Shape, _ value: T) -> T {
        decoder.shape = shape
        return value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
}
