/// A `Decoder` over a parsed ``JSONValue``.
///
/// It exists so that any `Decodable` type, a registered kind from another package included, is read
/// with the catalog's rules: every error carries the full coding path and says what was found, and
/// every key that no type asked for is reported as unknown instead of being ignored.
///
/// It also keeps going after a field fails, so that `validate` lists every problem of an object in one
/// run: a missing or mistyped value is recorded in the ``DecodingSession`` and a neutral one (`""`, `0`,
/// `false`, an empty array) stands in for it, so the type's initialiser reads its remaining fields. The
/// loader never keeps an object built this way; it only reports what was recorded.
final class JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let session: DecodingSession
    /// The value stands in for one that was missing or wrong and is reported already: what is read
    /// from it is neutral, and nothing more is recorded.
    let isStandIn: Bool
    var userInfo: [CodingUserInfoKey: Any] {
        [CatalogRandomGenerator.userInfoKey: CatalogRandomGenerator(session: session)]
    }

    init(value: JSONValue, codingPath: [any CodingKey], session: DecodingSession, isStandIn: Bool = false) {
        self.value = value
        self.codingPath = codingPath
        self.session = session
        self.isStandIn = isStandIn
    }

    func child(_ value: JSONValue, key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value: value, codingPath: codingPath + [key], session: session, isStandIn: isStandIn)
    }

    /// A decoder at `key` for a value that is missing or reported already.
    func standIn(key: (any CodingKey)? = nil) -> JSONValueDecoder {
        JSONValueDecoder(
            value: .null, codingPath: codingPath + (key.map { [$0] } ?? []), session: session, isStandIn: true)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            record(mismatch(Key.self, expected: "an object"))
            let empty = JSONObject()
            let standIn = standIn()
            return KeyedDecodingContainer(
                KeyedContainer(object: empty, decoder: standIn, usage: session.track(empty, at: codingPath)))
        }
        return KeyedDecodingContainer(
            KeyedContainer(object: object, decoder: self, usage: session.track(object, at: codingPath)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            record(mismatch([JSONValue].self, expected: "an array"))
            return UnkeyedContainer(elements: [], decoder: standIn())
        }
        return UnkeyedContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    // MARK: - Reading values

    /// Decodes a `T`. When `T`'s own initialiser throws (a colour it does not know, say), the problem is
    /// recorded and a neutral `T` stands in if one can be made; if none can, ``ReportedFailure`` ends
    /// the object, whose problem is already recorded.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let recordedBefore = session.recordedCount
        do {
            return try T(from: self)
        } catch let failure as ReportedFailure {
            throw failure
        } catch {
            // A neutral stand-in read by T can make T throw: that error is a consequence, not a problem.
            if session.recordedCount == recordedBefore { record(error) }
            guard let neutral = try? T(from: standIn()) else { throw ReportedFailure() }
            return neutral
        }
    }

    func decodeString() -> String {
        guard case .string(let string) = value else { return neutral("", mismatch(String.self, expected: "a string")) }
        return string
    }

    func decodeBool() -> Bool {
        guard case .bool(let bool) = value else {
            return neutral(false, mismatch(Bool.self, expected: "true or false"))
        }
        return bool
    }

    func decodeFloatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) -> T {
        switch value {
        case .integer(let integer): return T(integer)
        case .float(let double, _): return T(double)
        default: return neutral(0, mismatch(T.self, expected: "a number"))
        }
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) -> T {
        switch value {
        case .integer(let integer):
            guard let exact = T(exactly: integer) else {
                return neutral(0, mismatch(T.self, expected: "an integer from \(T.min) to \(T.max)"))
            }
            return exact
        case .float(_, let text) where !text.contains(where: { ".eE".contains($0) }):
            return neutral(0, mismatch(T.self, expected: "an integer from \(T.min) to \(T.max)"))
        default:
            return neutral(0, mismatch(T.self, expected: "an integer"))
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

    /// Records `error` unless this decoder stands in for a value reported already.
    func record(_ error: any Error) {
        if !isStandIn { session.record(error, at: codingPath) }
    }

    /// Records `error` and answers `value` in place of the one that was wrong.
    private func neutral<T>(_ value: T, _ error: DecodingError) -> T {
        record(error)
        return value
    }
}

/// Thrown when a value is wrong and nothing can stand in for it: the problem is recorded already, so
/// the loader only stops reading that object.
struct ReportedFailure: Error {}

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
    /// The problems met while decoding, in the order the types read them, with the coding path of the
    /// value that had each one (a `DecodingError` carries its own).
    private(set) var recorded: [(error: any Error, path: [any CodingKey])] = []
    var recordedCount: Int { recorded.count }
    /// By rendered path: a type may read one object through several containers (its own, then a
    /// nested `Decodable` part's), and a key read by any of them is read.
    private var usages: [String: KeyUsage] = [:]
    private var order: [String] = []

    init(generator: any RandomNumberGenerator) {
        self.generator = generator
    }

    func record(_ error: any Error, at path: [any CodingKey]) {
        recorded.append((error, path))
    }

    /// The problems recorded since the last call.
    func takeRecorded() -> [(error: any Error, path: [any CodingKey])] {
        defer { recorded.removeAll() }
        return recorded
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
        // Loops, not `compactMap` and `flatMap`, which make an array for each object even when all its
        // keys were read: their element type, a tuple, costs the runtime a type to make at every start.
        var unread: [(path: [any CodingKey], key: String, known: [String])] = []
        for name in order {
            guard let usage = usages[name] else { continue }
            for key in usage.object.keys where !usage.readKeys.contains(key) {
                unread.append((usage.path, key, usage.readKeys.sorted()))
            }
        }
        return unread
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedIntegerDecoding {
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

    private func child(_ key: Key) -> JSONValueDecoder {
        usage.readKeys.insert(key.stringValue)
        guard let value = object[key.stringValue] else {
            decoder.record(
                DecodingError.keyNotFound(
                    key,
                    .init(codingPath: codingPath, debugDescription: "missing \(TerminalText.quoted(key.stringValue))")))
            return decoder.standIn(key: key)
        }
        return decoder.child(value, key: key)
    }

    /// Like the default, but a wrong optional value is reported and read as absent, so that the rest of
    /// the object is still read.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do {
            return try decode(type, forKey: key)
        } catch is ReportedFailure {
            return nil
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool { child(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { child(key).decodeFloatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { child(key).decodeFloatingPoint(type) }
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, forKey key: Key) -> T { child(key).decodeInteger(type) }
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
        return child(key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }
}

/// A class, so that the shared integer overloads of ``IntegerDecoding``, which do not mutate, still move
/// on to the next element.
private final class UnkeyedContainer: UnkeyedDecodingContainer, IntegerDecoding {
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

    private func next() -> JSONValueDecoder {
        let key = JSONCodingKey(intValue: currentIndex)
        guard !isAtEnd else {
            decoder.record(
                DecodingError.valueNotFound(
                    JSONValue.self,
                    .init(codingPath: codingPath + [key], debugDescription: "the array has too few elements")))
            return decoder.standIn(key: key)
        }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: key)
    }

    func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    func decode(_ type: Bool.Type) throws -> Bool { next().decodeBool() }
    func decode(_ type: String.Type) throws -> String { next().decodeString() }
    func decode(_ type: Double.Type) throws -> Double { next().decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { next().decodeFloatingPoint(type) }
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) -> T { next().decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { next() }
}

private struct SingleValueContainer: SingleValueDecodingContainer, IntegerDecoding {
    let decoder: JSONValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { decoder.decodeFloatingPoint(type) }
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) -> T { decoder.decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
