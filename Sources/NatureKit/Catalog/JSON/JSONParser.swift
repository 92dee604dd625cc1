/// A strict JSON parser (RFC 8259) over UTF-8 bytes.
///
/// Written for the catalog rather than taken from `JSONDecoder` because the catalog's errors must name
/// the JSON path and the position of every problem, refuse duplicate keys and invalid UTF-8, and bound
/// nesting so that hostile input cannot exhaust the stack.
struct JSONParser {
    /// What went wrong, where in the text, and where in the document.
    struct Failure: Error, Equatable {
        enum Reason: Equatable {
            case syntax(String)
            case invalidUTF8
            case tooDeep(limit: Int)
            case tooManyValues(limit: Int)
            case tooManyMembers(limit: Int)
            /// The key, and how it was written the first time when that differs in code points.
            case duplicateKey(String, firstWrittenAs: String?)
        }
        var reason: Reason
        var line: Int
        var column: Int
        var path: [JSONPathComponent]
    }

    static let maximumDepth = 64
    /// The most values (numbers, strings, literals, arrays and objects) one document may hold.
    ///
    /// Each takes some 24 bytes parsed, and one kept by the catalog some 16 more, whatever its size in
    /// the text: `"a",` is 4 bytes. So the file's size alone would let a catalog of tiny values take ten
    /// times its size in memory; with this bound and ``maximumMembers``, every catalog, loaded or
    /// refused, stays under 128 MiB. It still leaves room for over a hundred thousand objects.
    static let maximumValues = 1_500_000
    /// The most members one object may have: a catalog's objects have a dozen, and its `images` one
    /// per image. An object that grows by appending takes up to twice its size while it grows, so a
    /// single huge one would be the largest thing parsing holds.
    static let maximumMembers = 100_000

    private let bytes: [UInt8]
    private var offset = 0
    private var path: [JSONPathComponent] = []
    private var valueCount = 0
    /// Keys seen so far, to share one copy of each: a key longer than 15 bytes (`animationDuration`)
    /// would otherwise take a string of its own in every object. Bounded, for hostile keys.
    private var keys: Set<String> = []
    /// The bytes of the string being read when it has escapes; kept to reuse its storage.
    private var stringBuffer: [UInt8] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document that fills all of `bytes`, allowing surrounding white space.
    static func parse(_ bytes: consuming [UInt8]) throws(Failure) -> JSONValue {
        let count = bytes.count
        var parser = JSONParser(bytes: consume bytes)
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == count else {
            throw parser.failure(.syntax("unexpected \(parser.describeNext()) after the end of the document"))
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard let byte = peek() else { throw failure(.syntax("the file ends where a value was expected")) }
        valueCount += 1
        guard valueCount <= Self.maximumValues else { throw failure(.tooManyValues(limit: Self.maximumValues)) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default: throw failure(.syntax("expected a value, found \(describeNext())"))
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enterContainer()
        offset += 1
        var object = JSONObject.Builder()
        skipWhitespace()
        if skip(UInt8(ascii: "}")) { return .object(object.object) }
        while true {
            skipWhitespace()
            guard object.count < Self.maximumMembers else { throw failure(.tooManyMembers(limit: Self.maximumMembers)) }
            guard peek() == UInt8(ascii: "\"") else {
                throw failure(.syntax("expected a key in double quotes, found \(describeNext())"))
            }
            let keyStart = offset
            let key = shared(try parseString())
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue()
            if let existing = object.insert(value, forKey: key) {
                offset = keyStart
                let spelling = existing.unicodeScalars.elementsEqual(key.unicodeScalars) ? nil : existing
                throw failure(.duplicateKey(key, firstWrittenAs: spelling))
            }
            path.removeLast()
            skipWhitespace()
            if skip(UInt8(ascii: ",")) { continue }
            try expect(UInt8(ascii: "}"), "',' or '}' after a member")
            return .object(object.finished())
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if skip(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            if skip(UInt8(ascii: ",")) { continue }
            try expect(UInt8(ascii: "]"), "',' or ']' after an element")
            elements.trimCapacity()
            return .array(elements)
        }
    }

    /// Bounds nesting: the parser recurses once per level, and a file of `[[[[…` must not crash it.
    private func enterContainer() throws(Failure) {
        // The path holds one component per container already open, so this one is at depth count + 1.
        guard path.count + 1 <= Self.maximumDepth else { throw failure(.tooDeep(limit: Self.maximumDepth)) }
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = offset
        var isInteger = true
        _ = skip(UInt8(ascii: "-"))
        guard let first = peek(), isDigit(first) else {
            throw failure(.syntax("expected a digit in a number, found \(describeNext())"))
        }
        offset += 1
        if first != UInt8(ascii: "0") {
            while let byte = peek(), isDigit(byte) { offset += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard let byte = peek(), isDigit(byte) else {
                throw failure(.syntax("expected a digit after the decimal point, found \(describeNext())"))
            }
            while let byte = peek(), isDigit(byte) { offset += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let byte = peek(), isDigit(byte) else {
                throw failure(.syntax("expected a digit in the exponent, found \(describeNext())"))
            }
            while let byte = peek(), isDigit(byte) { offset += 1 }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) {
            return .integer(integer)
        }
        // Every text that reaches here is a valid Swift float literal; huge ones become infinity,
        // which the checks that read numbers refuse.
        return .float(Double(text) ?? .nan, text: text)
    }

    // MARK: - Strings

    /// `key`, or the copy of it seen before.
    private mutating func shared(_ key: String) -> String {
        // Up to 15 UTF-8 bytes a string is held in place, with nothing to share.
        guard key.utf8.count > 15 else { return key }
        if let seen = keys.firstIndex(of: key) { return keys[seen] }
        if keys.count < 256 { keys.insert(key) }
        return key
    }

    private mutating func parseString() throws(Failure) -> String {
        let openingQuote = offset
        offset += 1
        let contentStart = offset
        var hasEscapes = false
        var runStart = offset
        while true {
            guard let byte = peek() else {
                offset = openingQuote
                throw failure(.syntax("a string is not closed"))
            }
            switch byte {
            case UInt8(ascii: "\""):
                try checkUTF8(from: runStart)
                defer { offset += 1 }
                // Most strings have no escape: make them straight from the bytes, in one piece.
                guard hasEscapes else { return String(decoding: bytes[contentStart..<offset], as: UTF8.self) }
                stringBuffer.append(contentsOf: bytes[runStart..<offset])
                return String(decoding: stringBuffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try checkUTF8(from: runStart)
                if !hasEscapes {
                    hasEscapes = true
                    stringBuffer.removeAll(keepingCapacity: true)
                }
                stringBuffer.append(contentsOf: bytes[runStart..<offset])
                UTF8.encode(try parseEscape()) { stringBuffer.append($0) }
                runStart = offset
            case 0x00..<0x20:
                throw failure(.syntax("a raw control character (byte \(hex(byte))) in a string; write it escaped"))
            default:
                offset += 1
            }
        }
    }

    /// Refuses the bytes `runStart..<offset` unless they are UTF-8.
    private mutating func checkUTF8(from runStart: Int) throws(Failure) {
        var index = runStart
        while index < offset {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let (_, length) = decodeMultibyte(at: index) else {
                offset = index
                throw failure(.invalidUTF8)
            }
            index += length
        }
    }

    private func decodeMultibyte(at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= offset else { return nil }
        for continuation in bytes[(index + 1)..<(index + length)] {
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        offset += 1
        guard let byte = peek() else { throw failure(.syntax("a string ends inside an escape")) }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHexUnit()
            if UTF16.isLeadSurrogate(unit) {
                guard peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") else {
                    throw failure(.syntax("a \\u escape names half of a surrogate pair"))
                }
                offset += 2
                let trail = try parseHexUnit()
                guard UTF16.isTrailSurrogate(trail) else {
                    throw failure(.syntax("a \\u escape names half of a surrogate pair"))
                }
                let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw failure(.syntax("a \\u escape names half of a surrogate pair"))
            }
            return scalar
        default:
            offset -= 1
            throw failure(.syntax("unknown escape \\\(describeNext(quoted: false)) in a string"))
        }
    }

    private mutating func parseHexUnit() throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw failure(.syntax("expected four hex digits after \\u, found \(describeNext())"))
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }

    // MARK: - Bytes

    private func peek(at distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            offset += 1
        }
    }

    /// Editors on some systems save UTF-8 with a byte order mark; it carries no meaning, so skip it.
    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// Reads past `byte` if it comes next; whether it did.
    private mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard skip(byte) else { throw failure(.syntax("expected \(what), found \(describeNext())")) }
    }

    private mutating func expectLiteral(_ literal: String) throws(Failure) {
        for expected in literal.utf8 {
            guard peek() == expected else {
                throw failure(.syntax("expected \(literal), found \(describeNext())"))
            }
            offset += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
    }

    /// Names the next byte for an error message without echoing anything a terminal would act on.
    private func describeNext(quoted: Bool = true) -> String {
        guard let byte = peek() else { return "the end of the file" }
        guard byte >= 0x21, byte < 0x7F else { return "byte \(hex(byte))" }
        let character = String(UnicodeScalar(byte))
        return quoted ? "'\(character)'" : character
    }

    private func failure(_ reason: Failure.Reason) -> Failure {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Columns count characters as an editor does, not bytes: skip UTF-8 continuation bytes.
        let end = min(offset, bytes.count)
        let column = bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return Failure(reason: reason, line: line, column: column, path: path)
    }
}

extension Array {
    /// Gives back the room that growing by appending left unused, when it is more than a little: an
    /// array grown one element at a time may have twice the room it needs, and a parsed document is
    /// held whole while it is checked.
    mutating func trimCapacity() {
        guard capacity > count + count / 8 + 2 else { return }
        let elements = self
        self = Array(unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: elements)
        }
    }
}
