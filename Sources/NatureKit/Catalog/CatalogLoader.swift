/// Turns catalog bytes into a ``Catalog``, checking every rule of format v1 on the way.
///
/// It gathers every problem it can rather than stopping at the first, so that `validate` can list
/// them all; loading throws the first. A problem in one object does not hide problems in the next.
struct CatalogLoader {
    private let file: String?
    private let registry: ObjectRegistry
    private var problems: [CatalogError] = []
    private var images: [String: ASCIIImage] = [:]
    /// The names `images` defines whose images are broken, and so not in ``images``: a broken image is
    /// reported once, where it is defined, and not again wherever it is used.
    private var brokenImageNames: Set<String> = []
    private var imagesAreKnown = false
    private var objects: [any ObjectProtocol] = []
    private var kinds: [String] = []
    /// The index of the object that uses each title first, by the title in lower case: an index, not
    /// the path's text, which would take a string of its own for every object of a large catalog.
    private var titleUses: [String: Int] = [:]
    /// Set once ``Catalog/maximumProblems`` are reported: like a compiler's error limit, it keeps a
    /// file of millions of mistakes from taking minutes and gigabytes to list them.
    private var isStopped = false
    /// The work did-you-mean hints for undefined images have taken, in edit-distance steps. Each hint
    /// compares one name with every image name, so a hostile catalog of many undefined names and many
    /// images would take quadratic time; past `imageHintBudget`, hints are left out.
    private var imageHintWork = 0
    /// The characters in every usable image name together: what one hint compares a name with.
    private var imageNameCharacters = 0
    private static let imageHintBudget = 20_000_000

    /// The paths already reported in the object being checked (and, harmlessly, in the part of the
    /// document being checked): see ``report(_:_:title:)``.
    private var blockedPaths: [[JSONPathComponent]] = []

    static let topLevelKeys = ["version", "images", "objects"]
    /// Where a catalog may name its JSON Schema, for editors; the loader accepts it and reads nothing from it.
    static let schemaKey = "$schema"
    /// The keys under which the built-in kinds name their images (``AnimationProtocol/animationImages``
    /// and ``StaticImageProtocol/randomImages``): checked even in an object whose kind is unknown.
    static let imageListKeys = ["animationImages", "randomImages"]
    /// The keys of an image written as an object rather than as an array of lines.
    static let imageKeys = ["lines", "mask", "small"]
    /// The keys of an image's small form: an image of its own, without a small form of its own.
    static let smallImageKeys = ["lines", "mask"]

    private init(file: String?, registry: ObjectRegistry) {
        self.file = file
        self.registry = registry
    }

    static func load(
        _ bytes: consuming [UInt8],
        file: String?,
        registry: ObjectRegistry,
        using generator: inout some RandomNumberGenerator
    ) throws(CatalogError) -> Catalog {
        let (catalog, problems) = check(consume bytes, file: file, registry: registry, using: &generator)
        guard let catalog else { throw problems[0] }
        return catalog
    }

    static func problems(
        in bytes: consuming [UInt8],
        file: String?,
        registry: ObjectRegistry,
        using generator: inout some RandomNumberGenerator
    ) -> [CatalogError] {
        check(consume bytes, file: file, registry: registry, using: &generator).problems
    }

    /// The catalog when `bytes` break no rule, and every problem they have.
    ///
    /// The bytes are let go once they are parsed, and each part of the parsed document once it is
    /// checked, so that loading never holds the file, its whole document and the catalog at once.
    static func check(
        _ bytes: consuming [UInt8],
        file: String?,
        registry: ObjectRegistry,
        using generator: inout some RandomNumberGenerator
    ) -> (catalog: Catalog?, problems: [CatalogError]) {
        var loader = CatalogLoader(file: file, registry: registry)
        loader.run(consume bytes, generator: &generator)
        guard loader.problems.isEmpty else { return (nil, loader.problems) }
        return (Catalog(objects: loader.objects, kinds: loader.kinds, images: loader.images, file: file), [])
    }

    // MARK: - The document

    private mutating func run(_ bytes: consuming [UInt8], generator: inout some RandomNumberGenerator) {
        guard bytes.count <= Catalog.maximumSize else {
            return report([], .tooLarge(limit: Catalog.maximumSize))
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(consume bytes)
        } catch {
            // Too many values is the whole file's doing, wherever the count ran out.
            let isWholeFile = if case .tooManyValues = error.reason { true } else { false }
            return report(isWholeFile ? [] : error.path, problem(for: error))
        }
        var root: JSONObject
        switch consume document {
        case .object(let object): root = object
        case let other:
            return report([], .typeMismatch("a catalog must be a JSON object, found \(other.summary)"))
        }
        var misspeltKeys: Set<String> = []
        for key in root.keys where !Self.topLevelKeys.contains(key) && key != Self.schemaKey {
            let suggestion = Suggestion.nearest(to: key, among: Self.topLevelKeys)
            report([.key(key)], .unknownKey(key, suggestion: suggestion))
            if let suggestion { misspeltKeys.insert(suggestion) }
        }
        // A misspelt key is also missing under its right name; the line that names what the author
        // typed says it already.
        func reportMissing(_ key: String) {
            if !misspeltKeys.contains(key) { report([], .missingKey(key)) }
        }
        switch root["version"] {
        case .integer(1): break
        case nil: reportMissing("version")
        // Another version has other rules: v1's would only mislead.
        case let other?: return report([.key("version")], .unsupportedVersion(found: other.summary))
        }
        // Taken out of the document, so that what is checked can be let go as it is checked.
        if let images = root.removeValue(forKey: "images") {
            checkImages(consume images)
        } else {
            reportMissing("images")
        }
        if let objects = root.removeValue(forKey: "objects") {
            checkObjects(consume objects, generator: &generator)
        } else {
            reportMissing("objects")
        }
    }

    private func problem(for failure: JSONParser.Failure) -> CatalogError.Kind {
        switch failure.reason {
        case .syntax(let message): .syntax(message, line: failure.line, column: failure.column)
        case .invalidUTF8: .invalidUTF8(line: failure.line, column: failure.column)
        case .tooDeep(let limit): .nestedTooDeep(limit: limit)
        case .tooManyValues(let limit): .tooManyValues(limit: limit)
        case .tooManyMembers(let limit): .tooManyMembers(limit: limit)
        case .duplicateKey(let key, let spelling): .duplicateKey(key, firstWrittenAs: spelling)
        }
    }

    // MARK: - Images

    private mutating func checkImages(_ value: consuming JSONValue) {
        var definitions: [(key: String, value: JSONValue)]
        switch consume value {
        case .object(var object): definitions = object.takeMembers()
        case let other:
            return report([.key("images")], .typeMismatch("expected an object of named images, found \(other.summary)"))
        }
        imagesAreKnown = true
        for index in definitions.indices {
            let (name, definition) = definitions[index]
            // Each image's JSON goes as soon as it is read: only the image stays.
            definitions[index].value = .null
            // Past a stop, names are still defined: they are not reported again where they are used.
            guard !isStopped else {
                brokenImageNames.insert(name)
                continue
            }
            let path: [JSONPathComponent] = [.key("images"), .key(name)]
            // An image name reaches the terminal (`show --frames`, messages) as titles do: same rules.
            if checkLength(of: name, at: path) {
                checkPrintable(name, at: path)
            }
            switch definition {
            case .array(let elements):
                images[name] = checkImage(lines: elements, at: path, mask: nil)
            case .object(let fields):
                images[name] = checkImageObject(fields: fields, keys: Self.imageKeys, at: path)
            case let other:
                report(path, .typeMismatch("expected an array of lines, found \(other.summary)"))
            }
            if images[name] == nil { brokenImageNames.insert(name) }
        }
        imageNameCharacters = images.keys.reduce(0) { $0 + $1.count }
    }

    /// Checks an image written as an object, `{"lines": [...], "mask": [...], "small": {...}}`, the mask
    /// and the small form optional, and returns it if it is sound; `keys` are the keys it may have (a
    /// small form has no small form of its own).
    private mutating func checkImageObject(
        fields: JSONObject, keys: [String], at path: [JSONPathComponent]
    ) -> ASCIIImage? {
        var misspeltKeys: Set<String> = []
        for key in fields.keys where !keys.contains(key) {
            let suggestion = Suggestion.nearest(to: key, among: keys)
            report(path + [.key(key)], .unknownKey(key, suggestion: suggestion))
            if let suggestion { misspeltKeys.insert(suggestion) }
        }
        guard let linesValue = fields["lines"] else {
            // A misspelt "lines" is reported already, by what the author typed.
            if !misspeltKeys.contains("lines") { report(path, .missingKey("lines")) }
            return nil
        }
        guard case .array(let elements) = linesValue else {
            report(path + [.key("lines")], .typeMismatch("expected an array of lines, found \(linesValue.summary)"))
            return nil
        }
        var mask: [JSONValue]?
        switch fields["mask"] {
        case nil: break
        case .array(let maskLines)?: mask = maskLines
        case let other?:
            report(path + [.key("mask")], .typeMismatch("expected an array of mask lines, found \(other.summary)"))
        }
        var small: ASCIIImage?
        if keys.contains("small") {
            switch fields["small"] {
            case nil: break
            case .object(let smallFields)?:
                small = checkImageObject(fields: smallFields, keys: Self.smallImageKeys, at: path + [.key("small")])
            case let other?:
                report(
                    path + [.key("small")],
                    .typeMismatch("expected an image object with lines and a mask, found \(other.summary)"))
            }
        }
        let image = checkImage(
            lines: elements, at: path + [.key("lines")], mask: mask.map { ($0, path + [.key("mask")]) })
        return image.map { ASCIIImage(lines: $0.lines, width: $0.width, mask: $0.mask, small: small) }
    }

    /// Checks the lines of one image, and its mask if it has one, and returns the image if it is sound.
    private mutating func checkImage(
        lines elements: [JSONValue],
        at path: [JSONPathComponent],
        mask: (lines: [JSONValue], path: [JSONPathComponent])?
    ) -> ASCIIImage? {
        guard (1...Catalog.maximumImageHeight).contains(elements.count) else {
            report(path, .imageHeight(lines: elements.count))
            return nil
        }
        let before = problems.count
        var lines: [String] = []
        lines.reserveCapacity(elements.count)
        var lineWidths: [Int] = []
        lineWidths.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let line) = element else {
                report(path + [.index(index)], .typeMismatch("expected a line of text, found \(element.summary)"))
                continue
            }
            // The path is built only for a problem: this loop runs for every line of art. The length
            // goes first, so that a line of millions of combining marks is never walked as characters.
            if let length = Self.excessLength(of: line, limit: Catalog.maximumImageLineLength) {
                report(path + [.index(index)], .imageLineTooLong(length: length))
            } else if TerminalText.firstControlCharacter(in: line) == nil {
                let columns = TerminalText.columns(of: line)
                lineWidths.append(columns)
                if columns > Catalog.maximumImageWidth {
                    report(path + [.index(index)], .imageWidth(columns: columns))
                }
            } else {
                checkPrintable(line, at: path + [.index(index)])
            }
            lines.append(line)
        }
        var colors: [[NamedColor?]] = []
        // A mask is measured against its art, so it is checked only against art that is sound.
        if let mask, problems.count == before {
            colors = checkMask(mask.lines, at: mask.path, lineWidths: lineWidths)
        }
        return problems.count == before ? ASCIIImage(lines: lines, width: lineWidths.max() ?? 0, mask: colors) : nil
    }

    /// Checks a colour mask against the widths of its art's lines; returns its colours by line and column.
    private mutating func checkMask(
        _ elements: [JSONValue],
        at path: [JSONPathComponent],
        lineWidths: [Int]
    ) -> [[NamedColor?]] {
        guard elements.count == lineWidths.count else {
            report(path, .maskHeight(lines: elements.count, artLines: lineWidths.count))
            return []
        }
        var colors: [[NamedColor?]] = []
        colors.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let line) = element else {
                report(
                    path + [.index(index)], .typeMismatch("expected a line of mask letters, found \(element.summary)"))
                continue
            }
            // The line's path is built only for a problem, as for the art's lines: this loop runs for
            // every line of every mask.
            guard
                let row = NamedColor.maskRow(ascii: line)
                    ?? maskRow(readingEachLetterOf: line, at: path + [.index(index)])
            else {
                continue
            }
            if row.count > lineWidths[index] {
                report(path + [.index(index)], .maskWidth(columns: row.count, artColumns: lineWidths[index]))
            }
            colors.append(row)
        }
        return colors
    }

    /// The colours of a mask line read character by character, for a line the ASCII fast path refused;
    /// `nil` once a letter names no colour, which is reported with its column.
    private mutating func maskRow(readingEachLetterOf line: String, at path: [JSONPathComponent]) -> [NamedColor?]? {
        var row: [NamedColor?] = []
        for character in line {
            if character == " " {
                row.append(nil)
            } else if let color = NamedColor(maskLetter: character) {
                row.append(color)
            } else {
                report(path, .unknownMaskLetter(character, column: row.count + 1))
                return nil
            }
        }
        return row
    }

    // MARK: - Objects

    private mutating func checkObjects<Generator: RandomNumberGenerator>(
        _ value: consuming JSONValue,
        generator: inout Generator
    ) {
        var elements: [JSONValue]
        switch consume value {
        case .array(let array): elements = array
        case let other:
            return report([.key("objects")], .typeMismatch("expected an array of objects, found \(other.summary)"))
        }
        guard !elements.isEmpty else { return report([.key("objects")], .noObjects) }

        let session = DecodingSession(generator: generator)
        for index in elements.indices where !isStopped {
            let element = elements[index]
            // Each object's JSON goes as soon as it is read: only the object stays.
            elements[index] = .null
            checkObject(element, at: [.key("objects"), .index(index)], session: session)
        }
        // Hand the advanced generator back, so that the caller's next pick follows the catalog's.
        if let advanced = session.generator as? Generator {
            generator = advanced
        }
    }

    private mutating func checkObject(_ element: JSONValue, at path: [JSONPathComponent], session: DecodingSession) {
        guard case .object(var fields) = element else {
            return report(path, .typeMismatch("expected an object, found \(element.summary)"))
        }
        let problemsBefore = problems.count
        // Blocking is per object: a problem in one object hides nothing in the next.
        blockedPaths.removeAll()
        var title: String?
        if case .string(let written)? = fields["title"] { title = written }

        let kind: String
        switch fields.removeValue(forKey: "kind") {
        case nil:
            report(path, .missingKey("kind"), title: title)
            return checkUnbuiltObject(fields, at: path, title: title)
        case .string(let name)?:
            kind = name
        case let other?:
            report(path + [.key("kind")], .typeMismatch("expected a kind name, found \(other.summary)"), title: title)
            return checkUnbuiltObject(fields, at: path, title: title)
        }
        guard let factory = registry.factory(forKind: kind), let rulesCheck = registry.rulesCheck(forKind: kind) else {
            let suggestion = Suggestion.nearest(to: kind, among: registry.kinds)
            report(path + [.key("kind")], .unknownKind(kind, suggestion: suggestion), title: title)
            return checkUnbuiltObject(fields, at: path, title: title)
        }

        // Made as coding keys from the start: an array of `JSONCodingKey` cast to one of `any CodingKey`
        // costs the runtime a type of its own to make, and the cast a pass, at every start.
        let codingPath: [any CodingKey] = path.map { JSONCodingKey($0) }
        let decoder = JSONValueDecoder(value: .object(fields), codingPath: codingPath, session: session)
        // Each outcome on a path of its own rather than an optional object after the `do`: the runtime
        // destroys an optional `any ObjectProtocol` through a type it makes for that, at every start.
        do {
            let object = try factory(decoder)
            reportDecodingProblems(at: path, title: title, session: session, ending: nil, objectIsMade: true)
            rulesCheck(object, &self, path)
            if problems.count == problemsBefore {
                objects.append(object)
                kinds.append(kind)
            }
        } catch {
            // A `ReportedFailure` ends the object with its problem recorded already.
            let ending = error is ReportedFailure ? nil : error
            reportDecodingProblems(at: path, title: title, session: session, ending: ending, objectIsMade: false)
            checkUnbuiltObject(fields, at: path, title: title)
        }
    }

    /// Reports what decoding an object found: the problems the session recorded, in the order the type
    /// read them, then `ending`, the error that ended it, if any; and for an object that was made, the
    /// keys no type read (keys after the one that ended an object were never read, so they say nothing
    /// then).
    private mutating func reportDecodingProblems(
        at path: [JSONPathComponent], title: String?, session: DecodingSession, ending: (any Error)?,
        objectIsMade: Bool
    ) {
        // The array is made only when there is a problem: its element type, a tuple, would otherwise
        // cost the runtime a type to make at every start, for an object without one.
        var found: [(path: [JSONPathComponent], problem: CatalogError.Kind)] = session.takeRecorded().map {
            Self.problem(for: $0.error, at: $0.path.map(JSONPathComponent.init))
        }
        if let ending { found.append(Self.problem(for: ending, at: path)) }
        let unreadKeys = session.takeUnreadKeys()
        if objectIsMade {
            for unread in unreadKeys {
                let container = unread.path.map(JSONPathComponent.init)
                let suggestion = Suggestion.nearest(to: unread.key, among: unread.known)
                let misspelling = (
                    container + [.key(unread.key)],
                    CatalogError.Kind.unknownKey(unread.key, suggestion: suggestion)
                )
                // A misspelt required key is also missing under its right name: the line that names
                // what the author typed takes the place of the one about the missing key.
                if let suggestion,
                    let missing = found.firstIndex(where: {
                        $0.path == container && $0.problem == .missingKey(suggestion)
                    })
                {
                    found[missing] = misspelling
                    // The value under the right name is a stand-in that the rules must not report.
                    blockedPaths.append(container + [.key(suggestion)])
                } else {
                    found.append(misspelling)
                }
            }
        }
        for (problemPath, problem) in found {
            report(problemPath, problem, title: title)
        }
    }

    /// Checks what can be checked of an object that could not be made, from its JSON: a title that
    /// repeats or holds control characters, and the images it names.
    private mutating func checkUnbuiltObject(_ fields: JSONObject, at path: [JSONPathComponent], title: String?) {
        if let title {
            checkTitle(title, at: path + [.key("title")])
        }
        for key in Self.imageListKeys {
            guard case .array(let elements)? = fields[key] else { continue }
            var names: [String] = []
            var indices: [Int] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let name) = element else { continue }
                names.append(name)
                indices.append(index)
            }
            checkImageReferences(names, indices: indices, at: path + [.key(key)], title: title)
        }
    }

    private static func problem(for error: any Error, at path: [JSONPathComponent]) -> (
        [JSONPathComponent], CatalogError.Kind
    ) {
        guard let error = error as? DecodingError else {
            return (path, .invalidValue(TerminalText.quoted(String(describing: error), limit: 200)))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath.map(JSONPathComponent.init), .missingKey(key.stringValue))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return (context.codingPath.map(JSONPathComponent.init), .typeMismatch(context.debugDescription))
        case .dataCorrupted(let context):
            return (context.codingPath.map(JSONPathComponent.init), .invalidValue(context.debugDescription))
        @unknown default:
            return (path, .invalidValue(TerminalText.quoted(String(describing: error), limit: 200)))
        }
    }

    // MARK: - Rules every object follows

    /// Checks what the protocols promise.
    ///
    /// Generic, so that the casts below start from the object's own type: cast from an
    /// `any ObjectProtocol`, the runtime first asks whether the existential type itself conforms, a
    /// search of every conformance record in the program for each protocol, before it opens the box.
    /// Called by the object's kind in the registry (``ObjectRegistry/rulesCheck(forKind:)``), where its
    /// type is known, so that a cast to a protocol the type composes costs nothing at run time.
    mutating func checkRules(of object: some ObjectProtocol, at path: [JSONPathComponent]) {
        let title = object.title
        checkTitle(title, at: path + [.key("title")])
        // Each check written out rather than looped over an array of pairs: the first array of a tuple
        // type costs the runtime a type of its own to make, at every start.
        if object.coordinateX.magnitude > Catalog.maximumCoordinate {
            report(path + [.key("coordinateX")], .coordinateOutOfRange(object.coordinateX), title: title)
        }
        if object.coordinateY.magnitude > Catalog.maximumCoordinate {
            report(path + [.key("coordinateY")], .coordinateOutOfRange(object.coordinateY), title: title)
        }
        if object.type.isEmpty {
            report(path + [.key("type")], .emptyText, title: title)
        } else if checkLength(of: object.type, at: path + [.key("type")], title: title) {
            checkPrintable(object.type, at: path + [.key("type")], title: title)
        }

        // Cast in `switch` cases rather than with `if let … as?`, whose optional existential the runtime
        // destroys through a type it makes for that, at every start.
        switch object {
        case let animated as any AnimationProtocol:
            checkImageList(animated.animationImages, at: path + [.key("animationImages")], title: title)
            let duration = animated.animationDuration
            if !(duration.isFinite && duration > 0 && duration <= 60) {
                report(path + [.key("animationDuration")], .durationOutOfRange(duration), title: title)
            }
        default: break
        }
        switch object {
        case let mover as any MovingProtocol:
            checkSpeed(mover.speed, at: path + [.key("speed")], title: title)
            checkSpeed(mover.verticalSpeed, at: path + [.key("verticalSpeed")], title: title)
        default: break
        }
        switch object {
        case let still as any StaticImageProtocol:
            checkImageList(still.randomImages, at: path + [.key("randomImages")], title: title)
            if !still.randomImages.isEmpty, !still.randomImages.contains(still.image) {
                report(path + [.key("image")], .imageNotInRandomImages(still.image), title: title)
            }
        default: break
        }
    }

    /// Checks that a speed is one an hour can honour.
    private mutating func checkSpeed(_ speed: Double, at path: [JSONPathComponent], title: String) {
        if !(speed.isFinite && abs(speed) <= Catalog.maximumSpeed) || MovingSpeed.isTooSlow(speed) {
            report(path, .speedOutOfRange(speed), title: title)
        }
    }

    /// Checks that a title shows something, holds no control characters and is not used already.
    private mutating func checkTitle(_ title: String, at path: [JSONPathComponent]) {
        // A title is at objects[index].title.
        guard path.count == 3, case .index(let objectIndex) = path[1] else {
            preconditionFailure("a title is checked at objects[index].title, not at \(JSONPathComponent.render(path))")
        }
        // Checked first: the rules after it read the whole title, and a longer one takes no more room.
        guard checkLength(of: title, at: path, title: title) else { return }
        // A title of blanks or zero-width characters names nothing a person can see.
        if TerminalText.columns(of: title.filter { !$0.isWhitespace }) == 0 {
            report(path, .emptyText)
        } else if checkPrintable(title, at: path, title: title) {
            if let first = titleUses[title.lowercased()] {
                let firstPath = JSONPathComponent.render([.key("objects"), .index(first), .key("title")])
                report(path, .duplicateTitle(title, firstAt: firstPath), title: title)
            } else {
                titleUses[title.lowercased()] = objectIndex
            }
        }
    }

    private mutating func checkImageList(_ names: [String], at path: [JSONPathComponent], title: String) {
        guard !names.isEmpty else { return report(path, .emptyImageList, title: title) }
        guard names.count <= Catalog.maximumImageNames else {
            return report(path, .imageListTooLong(count: names.count), title: title)
        }
        checkImageReferences(names, at: path, title: title)
    }

    /// Reports each name that `images` does not define, with the index it has in its list.
    /// Reports each of `names` that no image defines, at its index in the list: its place in `names`, or
    /// the same place in `indices` when the list had other values among them. Two arrays rather than one
    /// of pairs, whose tuple type the runtime would make on every start.
    private mutating func checkImageReferences(
        _ names: [String], indices: [Int]? = nil, at path: [JSONPathComponent], title: String?
    ) {
        guard imagesAreKnown else { return }
        for (position, name) in names.enumerated() where images[name] == nil && !brokenImageNames.contains(name) {
            let index = indices?[position] ?? position
            var suggestion: String?
            let cost = (name.count + 1) * (imageNameCharacters + images.count)
            if cost <= Self.imageHintBudget - imageHintWork {
                imageHintWork += cost
                suggestion = Suggestion.nearest(to: name, among: images.keys)
            }
            report(path + [.index(index)], .undefinedImage(name, suggestion: suggestion), title: title)
        }
    }

    /// Reports a title, type or image name longer than ``Catalog/maximumNameLength``; returns whether it
    /// is short enough.
    @discardableResult
    private mutating func checkLength(
        of name: String, at path: [JSONPathComponent], title: String? = nil
    ) -> Bool {
        guard let length = Self.excessLength(of: name, limit: Catalog.maximumNameLength) else { return true }
        report(path, .nameTooLong(length: length), title: title)
        return false
    }

    /// The number of code points in `text` when there are more than `limit`, else `nil`.
    private static func excessLength(of text: String, limit: Int) -> Int? {
        // UTF-8 takes at least one byte a code point, so most text is counted without walking it.
        guard text.utf8.count > limit else { return nil }
        let length = text.unicodeScalars.count
        return length > limit ? length : nil
    }

    /// Reports the first control character in `text`; returns whether there was none.
    @discardableResult
    private mutating func checkPrintable(_ text: String, at path: [JSONPathComponent], title: String? = nil) -> Bool {
        guard let scalar = TerminalText.firstControlCharacter(in: text) else { return true }
        report(path, .controlCharacter(scalar, in: text), title: title)
        return false
    }

    private mutating func report(
        _ path: [JSONPathComponent], _ problem: CatalogError.Kind, title: String? = nil
    ) {
        guard !isStopped else { return }
        // A value reported once stood in as a neutral one; rules that read the stand-in say nothing new.
        let blocked = if case .missingKey(let key) = problem { path + [.key(key)] } else { path }
        guard !blockedPaths.contains(where: { $0.starts(with: blocked) || blocked.starts(with: $0) }) else { return }
        guard problems.count < Catalog.maximumProblems else {
            isStopped = true
            problems.append(
                CatalogError(
                    file: file, path: JSONPathComponent.render(path), kind: .tooManyProblems(limit: problems.count)))
            return
        }
        // An empty title names nothing, so the message leaves it out.
        let title = title?.isEmpty == false ? title : nil
        problems.append(CatalogError(file: file, path: JSONPathComponent.render(path), title: title, kind: problem))
        blockedPaths.append(blocked)
    }
}
