import Foundation
import NatureKit

// The one way the tests build catalogs, valid or broken: a catalog written as a value, so that a test can
// change exactly one thing in it (`setting(_:to:)`, `removing(_:)`) and know that any problem reported comes
// from that change. What JSON text cannot spell is made from the fixture's text at the end of this file.

/// A JSON document written in Swift literals, keeping its members in the order they were written.
///
/// Duplicate keys are kept as written, and `.literal` is copied into the text unchanged, so that a
/// fixture can also hold what a parser must refuse: `1e400`, `ture`, a key written twice.
package enum JSONFixture: Sendable, Hashable {
    case literal(String)
    case string(String)
    case array([JSONFixture])
    case object([Member])

    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONFixture

        package init(key: String, value: JSONFixture) {
            self.key = key
            self.value = value
        }
    }

    /// One step of a path into a fixture: a key of an object or an index of an array.
    package enum Step: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        package init(stringLiteral value: String) { self = .key(value) }
        package init(integerLiteral value: Int) { self = .index(value) }
    }

    package static let null = JSONFixture.literal("null")
}

extension JSONFixture: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension JSONFixture: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .literal(String(value)) }
}

extension JSONFixture: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) { self = .literal("\(value)") }
}

extension JSONFixture: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .literal(value ? "true" : "false") }
}

extension JSONFixture: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: JSONFixture...) { self = .array(elements) }
}

extension JSONFixture: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, JSONFixture)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }
}

// MARK: - Changing one thing

extension JSONFixture {
    /// The fixture with the value at `path` replaced by `value`; a missing last key or the index just past
    /// the end of an array is added.
    package func setting(_ path: [Step], to value: JSONFixture) -> JSONFixture {
        updated(at: path[...]) { _ in value } ?? value
    }

    /// The fixture without the value at `path`.
    package func removing(_ path: [Step]) -> JSONFixture {
        updated(at: path[...]) { _ in nil } ?? self
    }

    /// The fixture with one more member in the object at `path`, even when the object has the key already.
    package func addingMember(_ key: String, _ value: JSONFixture, at path: [Step]) -> JSONFixture {
        updated(at: path[...]) { old in
            guard case .object(let members)? = old else { preconditionFailure("no object at \(path)") }
            return .object(members + [Member(key: key, value: value)])
        } ?? self
    }

    private func updated(at path: ArraySlice<Step>, _ change: (JSONFixture?) -> JSONFixture?) -> JSONFixture? {
        guard let step = path.first else { return change(self) }
        let rest = path.dropFirst()
        switch (self, step) {
        case (.object(var members), .key(let key)):
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let value = members[index].value.updated(at: rest, change) {
                    members[index].value = value
                } else {
                    members.remove(at: index)
                }
            } else if rest.isEmpty, let value = change(nil) {
                members.append(Member(key: key, value: value))
            } else {
                preconditionFailure("the fixture has no key \"\(key)\" here")
            }
            return .object(members)
        case (.array(var elements), .index(let index)):
            if elements.indices.contains(index) {
                if let value = elements[index].updated(at: rest, change) {
                    elements[index] = value
                } else {
                    elements.remove(at: index)
                }
            } else if index == elements.count, rest.isEmpty, let value = change(nil) {
                elements.append(value)
            } else {
                preconditionFailure("the fixture has no element \(index) here")
            }
            return .array(elements)
        default:
            preconditionFailure("the path step \(step) does not fit the fixture \(self)")
        }
    }
}

// MARK: - Writing the text

extension JSONFixture {
    /// The document as JSON text: the top level and its members one per line, anything deeper on one line,
    /// so that a test can find a line by what is on it.
    package var text: String { rendered(depth: 0) }

    /// The text as UTF-8 bytes.
    package var bytes: [UInt8] { Array(text.utf8) }

    private func rendered(depth: Int) -> String {
        let isBroken = depth < 2
        let indent = String(repeating: "  ", count: depth)
        let open = isBroken ? "\n" + indent + "  " : ""
        let separator = isBroken ? ",\n" + indent + "  " : ", "
        let close = isBroken ? "\n" + indent : ""
        switch self {
        case .literal(let text):
            return text
        case .string(let string):
            return JSONText.quoted(string)
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            let written = elements.map { $0.rendered(depth: depth + 1) }
            return "[" + open + written.joined(separator: separator) + close + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let written = members.map { JSONText.quoted($0.key) + ": " + $0.value.rendered(depth: depth + 1) }
            return "{" + open + written.joined(separator: separator) + close + "}"
        }
    }
}

// MARK: - Raw text and bytes

// The escape hatch, for what a parser must refuse and a fixture cannot hold as a value: a trailing comma, a
// comment, a file cut off, invalid UTF-8, a raw control byte, another encoding. Each starts from the
// fixture's text and changes it at the first place `marker` occurs, so that the rest of the catalog stays as
// valid as the fixture.

extension JSONFixture {
    /// The text with the first `marker` replaced by `replacement`.
    package func text(replacing marker: String, with replacement: String) -> String {
        let text = self.text
        return text.replacingCharacters(in: range(of: marker, in: text), with: replacement)
    }

    /// The text up to and including the first `marker`: a file cut off there.
    package func text(cutAfter marker: String) -> String {
        let text = self.text
        return String(text[..<range(of: marker, in: text).upperBound])
    }

    /// The text as bytes with the first `marker` replaced by raw `bytes`, which need not be valid UTF-8.
    package func bytes(replacing marker: String, with bytes: [UInt8]) -> [UInt8] {
        let text = self.text
        let range = range(of: marker, in: text)
        return Array(text[..<range.lowerBound].utf8) + bytes + Array(text[range.upperBound...].utf8)
    }

    /// The text encoded as UTF-16, which a catalog may not be, in either byte order, with or without a
    /// byte order mark.
    package func utf16Bytes(bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    private func range(of marker: String, in text: String) -> Range<String.Index> {
        guard let range = text.range(of: marker) else { preconditionFailure("\"\(marker)\" is not in the fixture") }
        return range
    }
}
