import Foundation
import Testing

@testable import NatureKit

// Catalog JSON for tests: a valid catalog built as a value, so that a test can change exactly one thing
// in it (`setting(_:to:)`, `removing(_:)`) and know that any problem reported comes from that change.

/// A JSON document written in Swift literals, keeping its members in the order they were written.
///
/// Duplicate keys are kept as written, and `.literal` is copied into the text unchanged, so that a
/// fixture can also hold what a parser must refuse: `1e400`, `ture`, a key written twice.
enum JSONFixture: Sendable, Hashable {
    case literal(String)
    case string(String)
    case array([JSONFixture])
    case object([Member])

    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONFixture
    }

    /// One step of a path into a fixture: a key of an object or an index of an array.
    enum Step: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    static let null = JSONFixture.literal("null")
}

extension JSONFixture: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .string(value) }
}

extension JSONFixture: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) { self = .literal(String(value)) }
}

extension JSONFixture: ExpressibleByFloatLiteral {
    init(floatLiteral value: Double) { self = .literal("\(value)") }
}

extension JSONFixture: ExpressibleByBooleanLiteral {
    init(booleanLiteral value: Bool) { self = .literal(value ? "true" : "false") }
}

extension JSONFixture: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: JSONFixture...) { self = .array(elements) }
}

extension JSONFixture: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (String, JSONFixture)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }
}

// MARK: - Changing one thing

extension JSONFixture {
    /// The fixture with the value at `path` replaced by `value`; a missing last key or the index just past
    /// the end of an array is added.
    func setting(_ path: [Step], to value: JSONFixture) -> JSONFixture {
        updated(at: path[...]) { _ in value } ?? value
    }

    /// The fixture without the value at `path`.
    func removing(_ path: [Step]) -> JSONFixture {
        updated(at: path[...]) { _ in nil } ?? self
    }

    /// The fixture with one more member in the object at `path`, even when the object has the key already.
    func addingMember(_ key: String, _ value: JSONFixture, at path: [Step]) -> JSONFixture {
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
    var text: String { rendered(depth: 0) }

    /// The text as UTF-8 bytes.
    var bytes: [UInt8] { Array(text.utf8) }

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

// MARK: - The catalogs

enum CatalogFixtures {
    /// A valid catalog with one object of each built-in kind: an animal (with a colour), a not-animal
    /// and a scenery. Every image is used except `spare`, which tests may break without touching an object.
    static let valid: JSONFixture = [
        "version": 1,
        "images": images,
        "objects": [bird, stone, waterfall],
    ]

    static let images: JSONFixture = [
        "bird-1": ["  \\  /  ", "   \\/   "],
        "bird-2": ["  /  \\  ", " /    \\ "],
        "stone-0": ["  ____  ", " (____) "],
        "stone-1": ["   __   ", "  (__)  "],
        "falls-1": ["|~~|", "|~ |"],
        "falls-2": ["|~ |", "| ~|"],
        "falls-still": ["|  |", "|__|"],
        "spare": ["spare"],
    ]

    /// `objects[0]`: an animal.
    static let bird: JSONFixture = [
        "kind": "animal", "title": "Bird", "type": "Animal", "coordinateX": 2, "coordinateY": 0,
        "animationImages": ["bird-1", "bird-2"], "animationDuration": 0.7, "color": "cyan",
    ]

    /// `objects[1]`: a not-animal whose image is picked at random.
    static let stone: JSONFixture = [
        "kind": "notAnimal", "title": "Stone", "type": "Landscape", "coordinateX": 0, "coordinateY": 0,
        "randomImages": ["stone-0", "stone-1"],
    ]

    /// `objects[2]`: scenery, both animated and still.
    static let waterfall: JSONFixture = [
        "kind": "scenery", "title": "Waterfall", "type": "Water", "coordinateX": 5, "coordinateY": 1,
        "animationImages": ["falls-1", "falls-2"], "animationDuration": 0.6, "randomImages": ["falls-still"],
    ]

    /// The valid catalog's text.
    static var validText: String { valid.text }

    /// The line and column (counted in bytes, from 1) where `marker` first starts in `text`, as the
    /// parser reports positions.
    static func position(of marker: String, in text: String) -> (line: Int, column: Int) {
        let bytes = Array(text.utf8)
        let wanted = Array(marker.utf8)
        let offset =
            wanted.isEmpty
            ? bytes.count
            : (0...(bytes.count - wanted.count)).first { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) }
        guard let offset else { preconditionFailure("\"\(marker)\" is not in the text") }
        return position(ofByte: offset, in: bytes)
    }

    /// The line and column of the byte at `offset`; `offset` may be the end of the text.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    /// `text` as bytes with the first `marker` replaced by `replacement`, for input that is not valid text.
    static func bytes(_ text: String, replacing marker: String, with replacement: [UInt8]) -> [UInt8] {
        guard let range = text.range(of: marker) else { preconditionFailure("\"\(marker)\" is not in the text") }
        return Array(text[..<range.lowerBound].utf8) + replacement + Array(text[range.upperBound...].utf8)
    }
}

// MARK: - Loading

/// Every problem `Catalog.problems(inData:file:registry:)` finds in `json`.
func problems(_ json: String, file: String? = nil, registry: ObjectRegistry = .standard) -> [CatalogError] {
    Catalog.problems(inData: Data(json.utf8), file: file, registry: registry)
}

/// Every problem in the fixture's text.
func problems(_ json: JSONFixture, file: String? = nil, registry: ObjectRegistry = .standard) -> [CatalogError] {
    problems(json.text, file: file, registry: registry)
}

/// Every problem in raw bytes, for input that is not valid UTF-8.
func problems(bytes: [UInt8], file: String? = nil, registry: ObjectRegistry = .standard) -> [CatalogError] {
    Catalog.problems(inData: Data(bytes), file: file, registry: registry)
}

/// The one problem in `json`; records an issue if there is not exactly one.
func singleProblem(
    _ json: JSONFixture,
    file: String? = nil,
    registry: ObjectRegistry = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> CatalogError {
    let found = problems(json, file: file, registry: registry)
    #expect(found.count == 1, "expected one problem, found \(found)", sourceLocation: sourceLocation)
    return try #require(found.first, sourceLocation: sourceLocation)
}

/// The catalog in the fixture, its random stills picked by a generator seeded with `seed`.
func loadCatalog(
    _ json: JSONFixture,
    seed: UInt64 = 0,
    registry: ObjectRegistry = .standard
) throws -> Catalog {
    var generator = SeededGenerator(seed: seed)
    return try Catalog(data: Data(json.text.utf8), registry: registry, using: &generator)
}

/// Records an issue unless `text` is one line that a terminal can print without acting on any of it.
func expectTerminalSafe(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let unsafe = text.unicodeScalars.filter { scalar in
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
    #expect(
        unsafe.isEmpty, "unescaped \(unsafe.map { "U+" + String($0.value, radix: 16) }) in \(text.debugDescription)",
        sourceLocation: sourceLocation)
    // `Character.isNewline` covers CR, LF, VT, FF, NEL and the Unicode line and paragraph separators.
    let hasLineBreak = text.contains { $0.isNewline }
    #expect(!hasLineBreak, "a line break in \(text.debugDescription)", sourceLocation: sourceLocation)
}

/// Runs `body` with a new empty directory, and removes the directory afterwards.
func withCatalogDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("NatureKitTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
