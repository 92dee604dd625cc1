/// A problem with a catalog: where it is, which object it concerns, and what is wrong.
///
/// Its ``description`` is one line that a person can act on, naming the file, the JSON path and the
/// object's title when they are known:
///
/// ```
/// objects.json: objects[3].animationImages[2] (in "Bird"): image "bird-9" is not defined; did you mean "bird-8"?
/// ```
///
/// Values quoted in the message are escaped, so that printing the error cannot inject anything.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem with its details, for NatureKit's own checks and messages.
    enum Kind: Hashable, Sendable {
        // Reading the file.
        /// No file exists at the path.
        case fileNotFound
        /// The file exists but cannot be read; `reason` says why.
        case unreadable(reason: String)
        /// The path names a directory, FIFO or device, not a regular file.
        case notARegularFile
        /// The file is larger than `limit` bytes.
        case tooLarge(limit: Int)
        /// Standard input ended before a single byte arrived.
        case emptyInput
        // Parsing the JSON.
        /// The bytes at `line`, `column` are not valid UTF-8.
        case invalidUTF8(line: Int, column: Int)
        /// The text is not valid JSON at `line`, `column`.
        case syntax(String, line: Int, column: Int)
        /// Arrays and objects nest more than `limit` deep.
        case nestedTooDeep(limit: Int)
        /// A key appears twice in one JSON object; `firstWrittenAs` is its first spelling when that is
        /// another sequence of code points with the same meaning in Unicode.
        case duplicateKey(String, firstWrittenAs: String? = nil)
        /// The document holds more than `limit` values.
        case tooManyValues(limit: Int)
        // The document's structure.
        /// `version` is not 1; `found` describes what it is.
        case unsupportedVersion(found: String)
        /// `objects` is empty.
        case noObjects
        /// A JSON object has more than `limit` members; `images` more than `limit` images.
        case tooManyMembers(limit: Int)
        /// A key no type reads, with the nearest known key if one is close.
        case unknownKey(String, suggestion: String?)
        /// A required key is missing.
        case missingKey(String)
        /// A value has the wrong JSON type; the message says what was expected and found.
        case typeMismatch(String)
        /// A value of the right type that is not allowed.
        case invalidValue(String)
        /// `kind` names no registered type, with the nearest kind if one is close.
        case unknownKind(String, suggestion: String?)
        // The rules objects and images follow.
        /// A title or type is empty, or shows nothing.
        case emptyText
        /// A title, type or image name has `length` characters, more than ``Catalog/maximumNameLength``.
        case nameTooLong(length: Int)
        /// Text that reaches the terminal holds a control character, line separator or bidirectional override.
        case controlCharacter(Unicode.Scalar, in: String)
        /// A title repeats, ignoring case; `firstAt` is the path of its first use.
        case duplicateTitle(String, firstAt: String)
        /// Two catalogs being combined define an image of the same name differently; `definedIn` names
        /// the catalog that defines it first.
        case imageClash(String, definedIn: String)
        /// `animationImages` or `randomImages` is empty.
        case emptyImageList
        /// `animationImages` or `randomImages` names `count` images, more than ``Catalog/maximumImageNames``.
        case imageListTooLong(count: Int)
        /// `animationDuration` is not finite, above 0 and at most 60 seconds.
        case durationOutOfRange(Double)
        /// A mover's `speed` or `verticalSpeed` is not finite, faster than ``Catalog/maximumSpeed``
        /// cells a second either way, or too slow to move a cell within an hour but not 0.
        case speedOutOfRange(Double)
        /// An image name not defined in `images`, with the nearest defined name if one is close.
        case undefinedImage(String, suggestion: String?)
        /// A pinned `image` is not one of `randomImages`.
        case imageNotInRandomImages(String)
        /// An image has no lines, or more than ``Catalog/maximumImageHeight``.
        case imageHeight(lines: Int)
        /// An image line is wider than ``Catalog/maximumImageWidth`` columns.
        case imageWidth(columns: Int)
        /// An image line holds more than ``Catalog/maximumImageLineLength`` code points.
        case imageLineTooLong(length: Int)
        /// `coordinateX` or `coordinateY` is further from 0 than ``Catalog/maximumCoordinate``.
        case coordinateOutOfRange(Int)
        /// Checking stopped after `limit` problems; this one is where it stopped.
        case tooManyProblems(limit: Int)
        // Colour masks.
        /// An image's `mask` has `lines` lines where its art has `artLines`.
        case maskHeight(lines: Int, artLines: Int)
        /// A mask line is `columns` wide, wider than the `artColumns` of its art line.
        case maskWidth(columns: Int, artColumns: Int)
        /// A mask line holds `letter`, which names no colour, at `column` (counted from 1).
        case unknownMaskLetter(Character, column: Int)
    }

    /// The file the catalog came from, as the user named it; `nil` for data that came from memory.
    public var file: String?
    /// The JSON path of the problem, such as `objects[3].animationImages[2]`; empty for the whole file.
    public var path: String
    /// The title of the object the problem is in, when it is known.
    public var title: String?
    /// What is wrong, with its details.
    let kind: Kind

    /// Creates an error for `problem` at `path` in `file`, in the object titled `title`.
    init(file: String? = nil, path: String = "", title: String? = nil, kind: Kind) {
        self.file = file
        self.path = path
        self.title = title
        self.kind = kind
    }

    /// Standard input, or another stream named `file`, held more than ``Catalog/maximumSize`` bytes.
    package static func tooLarge(file: String) -> CatalogError {
        CatalogError(file: file, kind: .tooLarge(limit: Catalog.maximumSize))
    }

    /// The stream named `file` could not be read, for `reason`.
    package static func unreadable(file: String, reason: String) -> CatalogError {
        CatalogError(file: file, kind: .unreadable(reason: reason))
    }

    /// No file exists at the path named `file`.
    package static func fileNotFound(file: String) -> CatalogError {
        CatalogError(file: file, kind: .fileNotFound)
    }

    /// The path named `file` is a directory, FIFO or device.
    package static func notARegularFile(file: String) -> CatalogError {
        CatalogError(file: file, kind: .notARegularFile)
    }

    /// The stream named `file` ended before a single byte arrived.
    package static func emptyInput(file: String) -> CatalogError {
        CatalogError(file: file, kind: .emptyInput)
    }

    /// True when the catalog could not be read at all, as opposed to being read and found wrong.
    /// Command-line tools exit with 66 (`EX_NOINPUT`) for these and 65 (`EX_DATAERR`) for the rest.
    public var isUnreadable: Bool {
        switch kind {
        case .fileNotFound, .unreadable, .notARegularFile, .emptyInput: true
        default: false
        }
    }

    /// The error as one line: file, JSON path, title, and what is wrong.
    public var description: String {
        var location = [file.map(TerminalText.fileName) ?? "catalog"]
        if !path.isEmpty {
            location.append(path + (title.map { " (in \(TerminalText.quoted($0)))" } ?? ""))
        } else if !isUnreadable {
            location.append("top level")
        }
        return location.joined(separator: ": ") + ": " + message
    }
}

extension CatalogError {
    /// Which rule the problem breaks, stable across releases: compare its raw value, such as
    /// `error.code.rawValue == "undefinedImage"`. `docs/CatalogFormat.md` lists every code.
    public var code: Code { Code(kind) }

    /// What is wrong, as the end of one plain sentence.
    public var message: String {
        switch kind {
        case .fileNotFound:
            "no such file"
        case .unreadable(let reason):
            "cannot be read: \(reason)"
        case .notARegularFile:
            "is not a regular file; give the path of a catalog .json file"
        case .tooLarge(let limit):
            "is larger than the \(limit / 1024 / 1024) MiB a catalog may be"
        case .emptyInput:
            "is empty"
        case .invalidUTF8(let line, let column):
            "line \(line), column \(column): the text is not valid UTF-8; save the file as UTF-8"
        case .syntax(let message, let line, let column):
            "line \(line), column \(column): \(message)"
        case .nestedTooDeep(let limit):
            "arrays and objects are nested more than \(limit) deep"
        case .duplicateKey(let key, nil):
            "the key \(TerminalText.quoted(key)) appears twice in one object"
        case .duplicateKey(let key, let first?):
            "the key \(TerminalText.quoted(key)) appears twice in one object, written \(TerminalText.codePoints(first)) "
                + "and \(TerminalText.codePoints(key)): names that Unicode counts as the same text are the same name"
        case .unsupportedVersion(let found):
            "\"version\" must be 1, found \(found)"
        case .noObjects:
            "\"objects\" is empty; a catalog needs at least one object"
        case .tooManyValues(let limit):
            "holds more than \(limit) values (strings, numbers, arrays and objects), the most a catalog may hold; "
                + "split it into smaller catalogs"
        case .tooManyMembers(let limit):
            "has more than \(limit) members, the most one object may have (and so the most images a catalog may "
                + "define)"
        case .unknownKey(let key, let suggestion):
            "unknown key \(TerminalText.quoted(key))\(Suggestion.hint(suggestion))"
        case .missingKey(let key):
            "missing \(TerminalText.quoted(key))"
        case .typeMismatch(let message), .invalidValue(let message):
            message
        case .unknownKind(let kind, let suggestion):
            "unknown kind \(TerminalText.quoted(kind))\(Suggestion.hint(suggestion))"
        case .emptyText:
            "must not be empty"
        case .nameTooLong(let length):
            "may be at most \(Catalog.maximumNameLength) characters long, found \(length); shorten it"
        case .controlCharacter(let scalar, let text):
            "contains the control character \(TerminalText.codePoint(scalar)) in \(TerminalText.quoted(text)); "
                + "terminal control characters, tabs and bidirectional overrides are not allowed"
        case .duplicateTitle(let title, let firstAt):
            "the title \(TerminalText.quoted(title)) is already used at \(firstAt) (titles are compared ignoring case)"
        case .imageClash(let name, let definedIn):
            "the image \(TerminalText.quoted(name)) is already defined, as another picture, in \(definedIn); "
                + "rename one of them"
        case .emptyImageList:
            "must name at least one image"
        case .imageListTooLong(let count):
            "may name at most \(Catalog.maximumImageNames) images, found \(count)"
        case .durationOutOfRange(let duration):
            "must be more than 0 and at most 60 seconds, found " + Self.shown(duration)
        case .speedOutOfRange(let speed) where MovingSpeed.isTooSlow(speed):
            "moves less than one cell an hour; write 0 to keep it in place, or at least 1/3600 cells per second "
                + "either way, found \(JSONText.number(speed))"
        case .speedOutOfRange(let speed):
            "must be from -\(Int(Catalog.maximumSpeed)) to \(Int(Catalog.maximumSpeed)) cells per second, found "
                + Self.shown(speed)
        case .undefinedImage(let name, let suggestion):
            "image \(TerminalText.quoted(name)) is not defined in \"images\"\(Suggestion.hint(suggestion))"
        case .imageNotInRandomImages(let name):
            "image \(TerminalText.quoted(name)) is not one of \"randomImages\""
        case .imageHeight(let lines):
            "an image must have 1 to \(Catalog.maximumImageHeight) lines, found \(lines)"
        case .imageWidth(let columns):
            "a line may take at most \(Catalog.maximumImageWidth) columns, found \(columns)"
        case .imageLineTooLong(let length):
            "a line may hold at most \(Catalog.maximumImageLineLength) characters, counted in code points, "
                + "found \(length)"
        case .coordinateOutOfRange(let value):
            "must be from -\(Catalog.maximumCoordinate) to \(Catalog.maximumCoordinate), found \(value)"
        case .tooManyProblems(let limit):
            "more problems follow; checking stopped after the first \(limit)"
        case .maskHeight(let lines, let artLines):
            "a mask must have as many lines as the art (\(artLines)), found \(lines)"
        case .maskWidth(let columns, let artColumns):
            "a mask line may be no wider than its art line (\(artColumns) columns), found \(columns)"
        case .unknownMaskLetter(let letter, let column):
            "unknown mask letter \(TerminalText.quoted(String(letter))) at column \(column); use a space for the "
                + "object's colour or one of \(NamedColor.maskLetters.map(String.init).joined(separator: " "))"
        }
    }

    /// A number found out of its range, as JSON writes it; one that overflowed a `Double` has no digits to show.
    private static func shown(_ number: Double) -> String {
        number.isFinite ? JSONText.number(number) : "a number too large to represent"
    }
}

extension CatalogError {
    /// Which rule a problem breaks, as a stable name: compare or show its `rawValue`, such as
    /// `"undefinedImage"`, which `validate --json` prints too. A new rule adds a new name, so code that
    /// compares names keeps compiling as the format grows.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, such as `"undefinedImage"`.
        public let rawValue: String

        /// The code named `rawValue`.
        ///
        /// - Parameter rawValue: A stable name, such as `"undefinedImage"`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name.
        public var description: String { rawValue }

        init(_ kind: Kind) {
            self =
                switch kind {
                case .fileNotFound: .fileNotFound
                case .unreadable: .unreadable
                case .notARegularFile: .notARegularFile
                case .tooLarge: .tooLarge
                case .emptyInput: .emptyInput
                case .invalidUTF8: .invalidUTF8
                case .syntax: .syntax
                case .nestedTooDeep: .nestedTooDeep
                case .duplicateKey: .duplicateKey
                case .unsupportedVersion: .unsupportedVersion
                case .noObjects: .noObjects
                case .tooManyValues: .tooManyValues
                case .tooManyMembers: .tooManyMembers
                case .unknownKey: .unknownKey
                case .missingKey: .missingKey
                case .typeMismatch: .typeMismatch
                case .invalidValue: .invalidValue
                case .unknownKind: .unknownKind
                case .emptyText: .emptyText
                case .nameTooLong: .nameTooLong
                case .controlCharacter: .controlCharacter
                case .duplicateTitle: .duplicateTitle
                case .imageClash: .imageClash
                case .emptyImageList: .emptyImageList
                case .imageListTooLong: .imageListTooLong
                case .durationOutOfRange: .durationOutOfRange
                case .speedOutOfRange: .speedOutOfRange
                case .undefinedImage: .undefinedImage
                case .imageNotInRandomImages: .imageNotInRandomImages
                case .imageHeight: .imageHeight
                case .imageWidth: .imageWidth
                case .imageLineTooLong: .imageLineTooLong
                case .coordinateOutOfRange: .coordinateOutOfRange
                case .tooManyProblems: .tooManyProblems
                case .maskHeight: .maskHeight
                case .maskWidth: .maskWidth
                case .unknownMaskLetter: .unknownMaskLetter
                }
        }

        /// No file exists at the path.
        package static let fileNotFound = Code(rawValue: "fileNotFound")
        /// The file exists but cannot be read; `reason` says why.
        package static let unreadable = Code(rawValue: "unreadable")
        /// The path names a directory, FIFO or device, not a regular file.
        package static let notARegularFile = Code(rawValue: "notARegularFile")
        /// The file is larger than `limit` bytes.
        package static let tooLarge = Code(rawValue: "tooLarge")
        /// Standard input ended before a single byte arrived.
        package static let emptyInput = Code(rawValue: "emptyInput")
        /// The bytes at `line`, `column` are not valid UTF-8.
        package static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// The text is not valid JSON at `line`, `column`.
        package static let syntax = Code(rawValue: "syntax")
        /// Arrays and objects nest more than `limit` deep.
        package static let nestedTooDeep = Code(rawValue: "nestedTooDeep")
        /// A key appears twice in one JSON object.
        package static let duplicateKey = Code(rawValue: "duplicateKey")
        /// `version` is not 1; `found` describes what it is.
        package static let unsupportedVersion = Code(rawValue: "unsupportedVersion")
        /// `objects` is empty.
        package static let noObjects = Code(rawValue: "noObjects")
        /// The document holds more values than a catalog may.
        package static let tooManyValues = Code(rawValue: "tooManyValues")
        /// A JSON object, `images` included, has more members than an object may have.
        package static let tooManyMembers = Code(rawValue: "tooManyMembers")
        /// A key no type reads, with the nearest known key if one is close.
        package static let unknownKey = Code(rawValue: "unknownKey")
        /// A required key is missing.
        package static let missingKey = Code(rawValue: "missingKey")
        /// A value has the wrong JSON type; the message says what was expected and found.
        package static let typeMismatch = Code(rawValue: "typeMismatch")
        /// A value of the right type that is not allowed.
        package static let invalidValue = Code(rawValue: "invalidValue")
        /// `kind` names no registered type, with the nearest kind if one is close.
        package static let unknownKind = Code(rawValue: "unknownKind")
        /// A title or type is empty, or shows nothing.
        package static let emptyText = Code(rawValue: "emptyText")
        /// A title, type or image name is longer than ``Catalog/maximumNameLength`` characters.
        package static let nameTooLong = Code(rawValue: "nameTooLong")
        /// Text that reaches the terminal holds a control character, line separator or bidirectional override.
        package static let controlCharacter = Code(rawValue: "controlCharacter")
        /// A title repeats, ignoring case; `firstAt` is the path of its first use.
        package static let duplicateTitle = Code(rawValue: "duplicateTitle")
        /// Two catalogs being combined define an image of the same name differently.
        package static let imageClash = Code(rawValue: "imageClash")
        /// `animationImages` or `randomImages` is empty.
        package static let emptyImageList = Code(rawValue: "emptyImageList")
        /// `animationImages` or `randomImages` names more than ``Catalog/maximumImageNames`` images.
        package static let imageListTooLong = Code(rawValue: "imageListTooLong")
        /// `animationDuration` is not finite, above 0 and at most 60 seconds.
        package static let durationOutOfRange = Code(rawValue: "durationOutOfRange")
        /// A mover's `speed` is not finite, faster than ``Catalog/maximumSpeed`` cells a second either way,
        /// or too slow to move a cell within an hour but not 0.
        package static let speedOutOfRange = Code(rawValue: "speedOutOfRange")
        /// An image name not defined in `images`, with the nearest defined name if one is close.
        package static let undefinedImage = Code(rawValue: "undefinedImage")
        /// A pinned `image` is not one of `randomImages`.
        package static let imageNotInRandomImages = Code(rawValue: "imageNotInRandomImages")
        /// An image has no lines, or more than ``Catalog/maximumImageHeight``.
        package static let imageHeight = Code(rawValue: "imageHeight")
        /// An image line is wider than ``Catalog/maximumImageWidth`` columns.
        package static let imageWidth = Code(rawValue: "imageWidth")
        /// An image line holds more than ``Catalog/maximumImageLineLength`` code points.
        package static let imageLineTooLong = Code(rawValue: "imageLineTooLong")
        /// A coordinate is further from 0 than ``Catalog/maximumCoordinate``.
        package static let coordinateOutOfRange = Code(rawValue: "coordinateOutOfRange")
        /// Checking stopped after `limit` problems; this one is where it stopped.
        package static let tooManyProblems = Code(rawValue: "tooManyProblems")
        /// An image's `mask` has another number of lines than its art.
        package static let maskHeight = Code(rawValue: "maskHeight")
        /// A mask line is wider than its art line.
        package static let maskWidth = Code(rawValue: "maskWidth")
        /// A mask line holds a letter that names no colour.
        package static let unknownMaskLetter = Code(rawValue: "unknownMaskLetter")
    }
}
