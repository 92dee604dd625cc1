import NatureKit

/// Encodes a value into a ``JSONText/Document`` whose members keep the order they were encoded in: how
/// `list --json` writes each object as the catalog entry it was read from, with the keys the catalog uses.
enum EntryEncoder {
    static func document(of value: some Encodable) throws -> JSONText.Document {
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        return node.document
    }
}

/// One value being encoded; containers share it, since an `Encoder` hands out containers by value.
private final class Node {
    enum Storage {
        case value(JSONText.Document)
        case object([(key: String, node: Node)])
        case array([Node])
    }

    var storage = Storage.value(.null)

    var document: JSONText.Document {
        switch storage {
        case .value(let document): document
        case .object(let members): .object(members.map { ($0.key, $0.node.document) })
        case .array(let nodes): .array(nodes.map(\.document))
        }
    }

    /// The node under `key`, made if it is new.
    func member(_ key: String) -> Node {
        guard case .object(var members) = storage else {
            let node = Node()
            storage = .object([(key, node)])
            return node
        }
        if let existing = members.first(where: { $0.key == key }) { return existing.node }
        let node = Node()
        members.append((key, node))
        storage = .object(members)
        return node
    }

    func appended() -> Node {
        let node = Node()
        if case .array(let nodes) = storage { storage = .array(nodes + [node]) } else { storage = .array([node]) }
        return node
    }
}

private struct EncodingFailure: Error, CustomStringConvertible {
    var description: String
}

private func integer(_ value: some BinaryInteger) throws -> JSONText.Document {
    guard let int = Int(exactly: value) else { throw EncodingFailure(description: "\(value) is too large") }
    return .integer(int)
}

private struct NodeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.storage {} else { node.storage = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.storage {} else { node.storage = .array([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    private func set(_ document: JSONText.Document, _ key: Key) {
        node.member(key.stringValue).storage = .value(document)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try set(integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try set(integer(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.member("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

/// A container that takes one value at a time: an unkeyed container appends it, a single-value container
/// sets it. Each value becomes a document here, once for both.
private protocol OneValueAtATime {
    var codingPath: [any CodingKey] { get }
    /// The node the next value is written to: a new element, or the container's own node.
    func nextNode() -> Node
}

extension OneValueAtATime {
    private func store(_ document: JSONText.Document) { nextNode().storage = .value(document) }

    mutating func encodeNil() throws { store(.null) }
    mutating func encode(_ value: Bool) throws { store(.bool(value)) }
    mutating func encode(_ value: String) throws { store(.string(value)) }
    mutating func encode(_ value: Double) throws { store(.number(value)) }
    mutating func encode(_ value: Float) throws { store(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { try store(integer(value)) }
    mutating func encode(_ value: Int8) throws { try store(integer(value)) }
    mutating func encode(_ value: Int16) throws { try store(integer(value)) }
    mutating func encode(_ value: Int32) throws { try store(integer(value)) }
    mutating func encode(_ value: Int64) throws { try store(integer(value)) }
    mutating func encode(_ value: UInt) throws { try store(integer(value)) }
    mutating func encode(_ value: UInt8) throws { try store(integer(value)) }
    mutating func encode(_ value: UInt16) throws { try store(integer(value)) }
    mutating func encode(_ value: UInt32) throws { try store(integer(value)) }
    mutating func encode(_ value: UInt64) throws { try store(integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: NodeEncoder(node: nextNode(), codingPath: codingPath))
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer, OneValueAtATime {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let nodes) = node.storage { return nodes.count }
        return 0
    }

    func nextNode() -> Node { node.appended() }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        NodeEncoder(node: node.appended(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appended(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appended(), codingPath: codingPath) }
}

private struct SingleContainer: SingleValueEncodingContainer, OneValueAtATime {
    let node: Node
    var codingPath: [any CodingKey]

    func nextNode() -> Node { node }
}
