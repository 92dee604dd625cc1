/// A catalog found rather than decoded: where each object lies in the catalog's bytes, its title and
/// type, and where the images are, so that one object can be loaded alone with the images it names.
///
/// `nature-cli random` and `show` show one object, and a start that decoded and checked all of them, and
/// every image and mask, would spend most of its time on what it never shows. So for the built-in catalog,
/// which the tests load and check whole, they index it, pick, and load only the object they show. The
/// object is loaded by ``CatalogLoader`` like any other, from a catalog of that object and its images.
/// Which object a seed picks, and which still it shows, is ``IndexedPick``'s to say.
///
/// A catalog the index does not understand (one that is not valid JSON, or writes a title, a kind or a
/// name with escapes) gives no index, and an object it cannot load alone gives an error: either way the
/// caller loads the catalog whole, and so reports any problem exactly.
package struct CatalogIndex: Sendable {
    /// Where a catalog writes its objects, their titles and kinds, and its images: what skimming its bytes
    /// finds, and what the built-in catalog's index has compiled in (``bundled``), so that a start need not
    /// skim it.
    package struct Layout: Equatable, Sendable {
        /// Ranges of the catalog's bytes, kept as their bounds, lower and upper in turn, rather than as an
        /// array of `Range<Int>`: the runtime makes the type of each new kind of array at every start, and
        /// an array of ranges costs it a search of every conformance in the program (for `Int:
        /// Comparable`), while ``bundled``'s numbers are taken as the compiler placed them.
        struct Ranges: Equatable, Sendable {
            /// The ranges' bounds, lower and upper in turn.
            private(set) var bounds: [Int] = []

            init() {}

            /// `bounds` as ranges; `nil` where one is left over or a range's upper bound lies below its
            /// lower.
            init?(bounds: [Int]) {
                guard bounds.count.isMultiple(of: 2) else { return nil }
                for position in stride(from: 0, to: bounds.count, by: 2) where bounds[position] > bounds[position + 1] {
                    return nil
                }
                self.bounds = bounds
            }

            var count: Int { bounds.count / 2 }

            subscript(position: Int) -> Range<Int> { bounds[2 * position]..<bounds[2 * position + 1] }

            mutating func append(_ range: Range<Int>) {
                bounds.append(range.lowerBound)
                bounds.append(range.upperBound)
            }

            /// Whether every range satisfies `predicate`.
            func allSatisfy(_ predicate: (Range<Int>) -> Bool) -> Bool {
                (0..<count).allSatisfy { predicate(self[$0]) }
            }
        }

        /// How many bytes the catalog has.
        let byteCount: Int
        /// Where each object is written, and where its title and its kind are, quotes and all, in the
        /// same order.
        let objects: Ranges, titles: Ranges, kinds: Ranges
        /// Where the name of each of the catalog's images is written, between its quotes, and where its
        /// value is, in the same order.
        let imageNames: Ranges, imageValues: Ranges

        init(
            byteCount: Int, objects: Ranges, titles: Ranges, kinds: Ranges, imageNames: Ranges, imageValues: Ranges
        ) {
            self.byteCount = byteCount
            self.objects = objects
            self.titles = titles
            self.kinds = kinds
            self.imageNames = imageNames
            self.imageValues = imageValues
        }

        /// A layout written as its ranges' bounds, lower and upper in turn: the form of ``bundled``, whose
        /// literals of plain numbers the compiler places in the binary as they are; `nil` where a list of
        /// bounds has one left over or a range's upper bound lies below its lower, so that a layout written
        /// wrong is not taken at all (the catalog is skimmed instead).
        init?(
            byteCount: Int, objectBounds: [Int], titleBounds: [Int], kindBounds: [Int], imageNameBounds: [Int],
            imageValueBounds: [Int]
        ) {
            guard let objects = Ranges(bounds: objectBounds), let titles = Ranges(bounds: titleBounds),
                let kinds = Ranges(bounds: kindBounds), let imageNames = Ranges(bounds: imageNameBounds),
                let imageValues = Ranges(bounds: imageValueBounds)
            else { return nil }
            self.init(
                byteCount: byteCount, objects: objects, titles: titles, kinds: kinds, imageNames: imageNames,
                imageValues: imageValues)
        }

        /// Whether this could be the layout of `bytes`: their length, and every object, title, kind, image
        /// name and image value where one is written. A cheap check, not a proof: a catalog edited since ``bundled``
        /// was written almost always changes its length, and `CatalogIndexTests` hold ``bundled`` to the
        /// built-in catalog exactly.
        func fits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            func holds(_ range: Range<Int>, from opening: UInt8, to closing: UInt8) -> Bool {
                range.lowerBound >= 1 && range.upperBound < bytes.count && !range.isEmpty
                    && bytes[range.lowerBound] == opening && bytes[range.upperBound - 1] == closing
            }
            let quote = UInt8(ascii: "\"")
            return byteCount == bytes.count && objects.count > 0 && titles.count == objects.count
                && kinds.count == objects.count && imageNames.count == imageValues.count
                && objects.allSatisfy { holds($0, from: UInt8(ascii: "{"), to: UInt8(ascii: "}")) }
                && titles.allSatisfy { holds($0, from: quote, to: quote) }
                && kinds.allSatisfy { holds($0, from: quote, to: quote) }
                && imageNames.allSatisfy { holds($0.lowerBound - 1..<$0.upperBound + 1, from: quote, to: quote) }
                && imageValues.allSatisfy {
                    holds($0, from: UInt8(ascii: "{"), to: UInt8(ascii: "}"))
                        || holds($0, from: UInt8(ascii: "["), to: UInt8(ascii: "]"))
                }
        }
    }

    /// The objects' titles, in catalog order.
    package let titles: [String]
    /// Whether each object's kind names a type in ``registry`` that picks a still as it is decoded, in
    /// catalog order: all ``IndexedPick`` needs to know of the objects it does not load.
    let picksStill: [Bool]
    /// The kinds the catalog may use.
    let registry: ObjectRegistry
    /// Where the catalog writes its objects and images.
    let layout: Layout

    private let bytes: [UInt8]

    /// The index of the catalog in `bytes`, whose kinds `registry` knows; `nil` when the bytes are not a
    /// catalog it can index.
    ///
    /// - Parameters:
    ///   - bytes: The catalog.
    ///   - knownLayout: Where the catalog writes its objects and images, if known: taken when it
    ///     ``Layout/fits(_:)`` the bytes, which are skimmed for it otherwise.
    ///   - registry: The kinds the catalog may use.
    package init?(_ bytes: [UInt8], knownLayout: Layout? = nil, registry: ObjectRegistry = .standard) {
        var layout: Layout?
        var titles: [String] = []
        var picksStill: [Bool] = []
        let isIndexed = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var skimmer = JSONSkimmer(bytes: buffer)
            layout = knownLayout.flatMap { $0.fits(buffer) ? $0 : nil } ?? skimmer.layout()
            guard let layout else { return false }
            for position in 0..<layout.objects.count {
                guard let title = JSONSkimmer.plainString(in: buffer[layout.titles[position]]),
                    let kind = JSONSkimmer.plainString(in: buffer[layout.kinds[position]]),
                    let picks = registry.picksStill(kind: kind)
                else { return false }
                titles.append(title)
                picksStill.append(picks)
            }
            return true
        }
        guard isIndexed, let layout else { return nil }
        self.bytes = bytes
        self.titles = titles
        self.picksStill = picksStill
        self.registry = registry
        self.layout = layout
    }

    /// A catalog of the object at `position` alone, with the images it names, loaded and checked as any
    /// catalog is, its still picked from `stills`: ``IndexedPick/load(file:)`` gives the generator.
    ///
    /// - Parameters:
    ///   - position: The object's place among ``titles``.
    ///   - file: The name errors give the catalog.
    ///   - stills: The generator the object's still is picked from.
    func load(_ position: Int, file: String?, stillsFrom stills: SeededGenerator) throws(CatalogError) -> Catalog {
        let object = layout.objects[position]
        let named = imagesNamed(by: object)
        // Names compared as written, byte for byte: a string made and hashed for each of the catalog's
        // images cost every start more than the rest of this function outside the loader.
        func isNamed(_ name: Range<Int>) -> Bool {
            (0..<named.count).contains { bytes[named[$0]].elementsEqual(bytes[name]) }
        }
        var document = Array(#"{"version":1,"images":{"#.utf8)
        var first = true
        for image in 0..<layout.imageNames.count where isNamed(layout.imageNames[image]) {
            let (name, value) = (layout.imageNames[image], layout.imageValues[image])
            document += Array((first ? "\"" : ",\"").utf8)
            first = false
            document += bytes[name]
            document += Array("\":".utf8)
            document += bytes[value]
        }
        document += Array(#"},"objects":["#.utf8)
        document += bytes[object]
        document += Array("]}".utf8)
        var stills = stills
        return try CatalogLoader.load(document, file: file, registry: registry, using: &stills)
    }

    /// Where the names of the images the object written at `range` names are written, between their
    /// quotes, under the keys every kind names them with.
    ///
    /// Skimmed rather than parsed: the loader parses the object next, and parsing it here too was work
    /// done twice at every start. A name written with escapes is left out (the built-in catalog has none,
    /// and the images' names are compared as written); an object the skim cannot read names none, and
    /// the loader then finds it wrong, so that the caller loads the catalog whole.
    private func imagesNamed(by range: Range<Int>) -> Layout.Ranges {
        bytes.withUnsafeBufferPointer { buffer in
            var skimmer = JSONSkimmer(bytes: buffer)
            var names = Layout.Ranges()
            var lists = Layout.Ranges()
            guard
                skimmer.members(
                    in: range,
                    { name, value in
                        if CatalogLoader.imageListKeys.contains(where: { name.elementsEqual($0.utf8) }) {
                            lists.append(value)
                        }
                    })
            else { return names }
            for list in 0..<lists.count {
                guard let elements = skimmer.elements(in: lists[list]) else { continue }
                for element in 0..<elements.count where JSONSkimmer.isPlainString(buffer[elements[element]]) {
                    names.append(elements[element].lowerBound + 1..<elements[element].upperBound - 1)
                }
            }
            return names
        }
    }
}

/// Finds where the members of a JSON object and the elements of an array are written, without making
/// values of them: enough to index a catalog. Anything it does not expect ends the skim with a failure.
///
/// It reads through a buffer pointer, within the `withUnsafeBufferPointer` of the bytes it was given,
/// because stepping over the images byte by byte is most of the index's work.
private struct JSONSkimmer {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Where the catalog writes its objects and images; `nil` when it is not a catalog with images and
    /// at least one object, each with a title and a kind.
    mutating func layout() -> CatalogIndex.Layout? {
        var imageNames = CatalogIndex.Layout.Ranges()
        var imageValues = CatalogIndex.Layout.Ranges()
        var hasImages = false
        var objectList: Range<Int>?
        let buffer = bytes
        // The images are skimmed one by one on the way to the objects, so that loading one object finds
        // the images it names without stepping over all of them again.
        guard
            members(
                in: 0..<buffer.count, depth: 1, entering: "images",
                nestedMember: { name, value in
                    imageNames.append(name.startIndex..<name.endIndex)
                    imageValues.append(value)
                },
                { name, value in
                    if name.elementsEqual("images".utf8) { hasImages = true }
                    if name.elementsEqual("objects".utf8) { objectList = value }
                }), hasImages, let objectList, let objects = elements(in: objectList), objects.count > 0
        else { return nil }
        var titles = CatalogIndex.Layout.Ranges()
        var kinds = CatalogIndex.Layout.Ranges()
        for position in 0..<objects.count {
            var title: Range<Int>?
            var kind: Range<Int>?
            guard
                members(
                    in: objects[position],
                    { name, value in
                        if name.elementsEqual("title".utf8) { title = value }
                        if name.elementsEqual("kind".utf8) { kind = value }
                    }), let title, let kind
            else { return nil }
            titles.append(title)
            kinds.append(kind)
        }
        return CatalogIndex.Layout(
            byteCount: buffer.count, objects: objects, titles: titles, kinds: kinds, imageNames: imageNames,
            imageValues: imageValues)
    }

    /// Calls `body` with each member of the object written in `range`: its name as written between its
    /// quotes, and where its value is written. Returns whether the object was read to its end.
    mutating func members(
        in range: Range<Int>, _ body: (_ name: UnsafeBufferPointer<UInt8>.SubSequence, _ value: Range<Int>) -> Void
    ) -> Bool {
        members(in: range, depth: 1, entering: nil, nestedMember: { _, _ in }, body)
    }

    /// Calls `body` with each member of the object written in `range`, as ``members(in:_:)`` does, and
    /// skims the value of the member named `nested`, an object, member by member on the way, giving each
    /// to `nestedMember`.
    mutating func members(
        in range: Range<Int>, depth: Int, entering nested: String?,
        nestedMember: (_ name: UnsafeBufferPointer<UInt8>.SubSequence, _ value: Range<Int>) -> Void,
        _ body: (_ name: UnsafeBufferPointer<UInt8>.SubSequence, _ value: Range<Int>) -> Void
    ) -> Bool {
        offset = range.lowerBound
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            skipWhitespace()
            let nameStart = offset
            guard skipString() else { return false }
            let name = nameStart..<offset
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            let valueStart = offset
            let nameText = bytes[(name.lowerBound + 1)..<(name.upperBound - 1)]
            if let nested, nameText.elementsEqual(nested.utf8) {
                guard
                    members(
                        in: offset..<bytes.count, depth: depth + 1, entering: nil, nestedMember: { _, _ in },
                        nestedMember)
                else { return false }
            } else {
                guard skipValue(depth: depth) else { return false }
            }
            body(nameText, valueStart..<offset)
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Where each element of the array written in `range` is written.
    mutating func elements(in range: Range<Int>) -> CatalogIndex.Layout.Ranges? {
        offset = range.lowerBound
        skipWhitespace()
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements = CatalogIndex.Layout.Ranges()
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return elements }
        repeat {
            skipWhitespace()
            let start = offset
            guard skipValue(depth: 1) else { return nil }
            elements.append(start..<offset)
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? elements : nil
    }

    /// The string `text` writes, if it is a string with no escapes.
    static func plainString(in text: UnsafeBufferPointer<UInt8>.SubSequence) -> String? {
        guard isPlainString(text) else { return nil }
        return String(decoding: text.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Whether `text` is a string with no escapes, quotes and all.
    static func isPlainString(_ text: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        text.count >= 2 && text.first == UInt8(ascii: "\"") && text.last == UInt8(ascii: "\"")
            && !text.contains(UInt8(ascii: "\\"))
    }

    /// Steps over a string, escapes and all.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        // The position is a local rather than `offset` itself, which lives in memory: a loop that stepped
        // `offset` would wait on a store and a load for every byte.
        var position = offset
        defer { offset = position }
        while true {
            position = plainBytesEnd(from: position)
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
    }

    /// Steps over one value of any kind, nested no deeper than the parser allows.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth <= JSONParser.maximumDepth, offset < bytes.count else { return false }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[offset] == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            offset += 1
            skipWhitespace()
            if take(close) { return true }
            repeat {
                skipWhitespace()
                if isObject {
                    guard skipString() else { return false }
                    skipWhitespace()
                    guard take(UInt8(ascii: ":")) else { return false }
                    skipWhitespace()
                }
                guard skipValue(depth: depth + 1) else { return false }
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            return take(close)
        default:
            // A number or a literal: up to the next delimiter.
            let start = offset
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D:
                    return offset > start
                default: offset += 1
                }
            }
            return offset > start
        }
    }

    /// Where the next quote or backslash is from `start`, found eight bytes at a time, or where fewer than
    /// eight bytes are left: the art of the images is most of a catalog, and a byte at a time most of
    /// the index's work.
    private func plainBytesEnd(from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var position = start
        while position + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            // A byte of `word` is a quote or a backslash exactly when that byte of one of these is zero.
            let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            // The lowest high bit set marks the first such byte: a false mark can only follow a true one.
            let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & highs
            guard found == 0 else { return position + found.trailingZeroBitCount / 8 }
            position += 8
        }
        return position
    }

    /// Steps over whitespace a byte at a time: indentation is short, and stepping eight spaces at a time
    /// measured slower.
    private mutating func skipWhitespace() {
        var position = offset
        defer { offset = position }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }
}
