/// A `Decoder` over a parsed ``JSONValue``.
///
/// It exists so that any `Decodable` type, a registered kind from another package included, is read
/// with the catalog's rules: every error carries the full coding path and says what was found, and
/// every key that no type asked for is reported as unknown instead of being ignored.
final class JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let session: DecodingSession
    var userInfo: [CodingUserInfoKey: Any] {
        [CatalogRandomGenerator.userInfoKey: CatalogRandomGenerator(session: session)]
    }

    init(value: JSONValue, codingPath: [any CodingKey], session: DecodingSession) {
        self.value = value
        self.codingPath = codingPath
        self.session = session
    }

    func child(_ value: JSONValue, key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value: value, codingPath: codingPath + [key], session: session)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw mismatch(Key.self, expected: "an object") }
        return KeyedDecodingContainer(
            KeyedContainer(object: object, decoder: self, usage: session.track(object, at: codingPath)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self, expected: "an array") }
        return UnkeyedContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    // MARK: - Reading values

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    func decodeString() throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, expected: "a string") }
        return string
    }

    func decodeBool() throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(Bool.self, expected: "true or false") }
        return bool
    }

    func decodeFloatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) throws -> T {
        switch value {
        case .integer(let integer): return T(integer)
        case .float(let double, _): return T(double)
        default: throw mismatch(T.self, expected: "a number")
        }
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        switch value {
        case .integer(let integer):
            guard let exact = T(exactly: integer) else {
                throw mismatch(T.self, expected: "an integer from \(T.min) to \(T.max)")
            }
            return exact
        case .float(_, let text) where !text.contains(where: { ".eE".contains($0) }):
            throw mismatch(T.self, expected: "an integer from \(T.min) to \(T.max)")
        default:
            throw mismatch(T.self, expected: "an integer")
        }
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        .typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.summary)"))
    }
}

/// State shared by every decoder of one catalog load: the random generator that stills are picked
/// with, and the objects whose keys must all have been read by the end.
final class DecodingSession {
    final class KeyUsage {
        let object: JSONObject
        let path: [any CodingKey]
        var readKeys: Set<String> = []

        init(object: JSONObject, path: [any CodingKey]) {
            self.object = object
            self.path = path
        }
    }

    var generator: any RandomNumberGenerator
    /// By rendered path: a type may read one object through several containers (its own, then a
    /// nested `Decodable` part's), and a key read by any of them is read.
    private var usages: [String: KeyUsage] = [:]
    private var order: [String] = []

    init(generator: any RandomNumberGenerator) {
        self.generator = generator
    }

    func track(_ object: JSONObject, at path: [any CodingKey]) -> KeyUsage {
        let name = JSONPathComponent.render(path.map(JSONPathComponent.init))
        if let usage = usages[name] { return usage }
        let usage = KeyUsage(object: object, path: path)
        usages[name] = usage
        order.append(name)
        return usage
    }

    /// The keys written in the document that no decoding type read, with the keys it did read.
    func takeUnreadKeys() -> [(path: [any CodingKey], key: String, known: [String])] {
        defer {
            usages.removeAll()
            order.removeAll()
        }
        return order.compactMap { usages[$0] }.flatMap { usage in
            usage.object.keys.filter { !usage.readKeys.contains($0) }.map { key in
                (usage.path, key, usage.readKeys.sorted())
            }
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: JSONValueDecoder
    let usage: DecodingSession.KeyUsage

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        usage.readKeys.formUnion(object.keys)
        return object.keys.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool {
        usage.readKeys.insert(key.stringValue)
        return object[key.stringValue] != nil
    }

    private func child(_ key: Key) throws -> JSONValueDecoder {
        usage.readKeys.insert(key.stringValue)
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "missing \(TerminalText.quoted(key.stringValue))"))
        }
        return decoder.child(value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeFloatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeFloatingPoint(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no key named \"super\""))
        }
        return try child(key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let decoder: JSONValueDecoder
    private(set) var currentIndex = 0

    init(elements: [JSONValue], decoder: JSONValueDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> JSONValueDecoder {
        let key = JSONCodingKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                JSONValue.self,
                .init(codingPath: codingPath + [key], debugDescription: "the array has too few elements"))
        }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: key)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decodeFloatingPoint(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decodeFloatingPoint(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decodeInteger(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
