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
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        // Reading the file.
        /// No file exists at the path.
        case fileNotFound
        /// The file exists but cannot be read; `reason` says why.
        case unreadable(reason: String)
        /// The path names a directory, FIFO or device, not a regular file.
        case notARegularFile
        /// The file is larger than `limit` bytes.
        case tooLarge(limit: Int)
        // Parsing the JSON.
        /// The bytes at `line`, `column` are not valid UTF-8.
        case invalidUTF8(line: Int, column: Int)
        /// The text is not valid JSON at `line`, `column`.
        case syntax(String, line: Int, column: Int)
        /// Arrays and objects nest more than `limit` deep.
        case nestedTooDeep(limit: Int)
        /// A key appears twice in one JSON object.
        case duplicateKey(String)
        // The document's structure.
        /// `version` is not 1; `found` describes what it is.
        case unsupportedVersion(found: String)
        /// `objects` is empty.
        case noObjects
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
        /// Text that reaches the terminal holds a control character, line separator or bidirectional override.
        case controlCharacter(Unicode.Scalar, in: String)
        /// A title repeats, ignoring case; `firstAt` is the path of its first use.
        case duplicateTitle(String, firstAt: String)
        /// `animationImages` or `randomImages` is empty.
        case emptyImageList
        /// `animationDuration` is not finite, above 0 and at most 60 seconds.
        case durationOutOfRange(Double)
        /// An image name not defined in `images`, with the nearest defined name if one is close.
        case undefinedImage(String, suggestion: String?)
        /// A pinned `image` is not one of `randomImages`.
        case imageNotInRandomImages(String)
        /// An image has no lines, or more than ``CatalogError/maximumImageHeight``.
        case imageHeight(lines: Int)
        /// An image line is wider than ``CatalogError/maximumImageWidth`` columns.
        case imageWidth(columns: Int)
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
    /// What is wrong.
    public var problem: Problem

    /// The largest catalog NatureKit reads: larger files are refused before they are read.
    public static let maximumSize = 16 * 1024 * 1024
    /// The most problems one check reports before it stops.
    public static let maximumProblems = 1000
    /// The most lines one image may have.
    public static let maximumImageHeight = 100
    /// The most columns one line of an image may take.
    public static let maximumImageWidth = 200

    /// Creates an error for `problem` at `path` in `file`, in the object titled `title`.
    public init(file: String? = nil, path: String = "", title: String? = nil, problem: Problem) {
        self.file = file
        self.path = path
        self.title = title
        self.problem = problem
    }

    /// True when the catalog could not be read at all, as opposed to being read and found wrong.
    /// Command-line tools exit with 66 (`EX_NOINPUT`) for these and 65 (`EX_DATAERR`) for the rest.
    public var isUnreadable: Bool {
        switch problem {
        case .fileNotFound, .unreadable, .notARegularFile: true
        default: false
        }
    }

    /// The error as one line: file, JSON path, title, and what is wrong.
    public var description: String {
        var location = [file.map(Self.displayName) ?? "catalog"]
        if !path.isEmpty {
            location.append(path + (title.map { " (in \(TerminalText.quoted($0)))" } ?? ""))
        } else if !isUnreadable {
            location.append("top level")
        }
        return location.joined(separator: ": ") + ": " + problem.message
    }

    /// A file name is printed as the user gave it, but escaped: it may hold anything a file name can.
    private static func displayName(_ file: String) -> String {
        let quoted = TerminalText.quoted(file, limit: 200)
        let needsQuotes = quoted.dropFirst().dropLast() != Substring(file)
        return needsQuotes ? quoted : file
    }
}

extension CatalogError.Problem {
    /// The problem as the end of one plain sentence.
    public var message: String {
        switch self {
        case .fileNotFound:
            "no such file"
        case .unreadable(let reason):
            "cannot be read: \(reason)"
        case .notARegularFile:
            "is not a regular file; give the path of a catalog .json file"
        case .tooLarge(let limit):
            "is larger than the \(limit / 1024 / 1024) MiB a catalog may be"
        case .invalidUTF8(let line, let column):
            "line \(line), column \(column): the text is not valid UTF-8; save the file as UTF-8"
        case .syntax(let message, let line, let column):
            "line \(line), column \(column): \(message)"
        case .nestedTooDeep(let limit):
            "arrays and objects are nested more than \(limit) deep"
        case .duplicateKey(let key):
            "the key \(TerminalText.quoted(key)) appears twice in one object"
        case .unsupportedVersion(let found):
            "\"version\" must be 1, found \(found)"
        case .noObjects:
            "\"objects\" is empty; a catalog needs at least one object"
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
        case .controlCharacter(let scalar, let text):
            "contains the control character \(TerminalText.codePoint(scalar)) in \(TerminalText.quoted(text)); "
                + "terminal control characters, tabs and bidirectional overrides are not allowed"
        case .duplicateTitle(let title, let firstAt):
            "the title \(TerminalText.quoted(title)) is already used at \(firstAt) (titles are compared ignoring case)"
        case .emptyImageList:
            "must name at least one image"
        case .durationOutOfRange(let duration):
            "must be more than 0 and at most 60 seconds, found "
                + (duration.isFinite ? "\(duration)" : "a number too large to represent")
        case .undefinedImage(let name, let suggestion):
            "image \(TerminalText.quoted(name)) is not defined in \"images\"\(Suggestion.hint(suggestion))"
        case .imageNotInRandomImages(let name):
            "image \(TerminalText.quoted(name)) is not one of \"randomImages\""
        case .imageHeight(let lines):
            "an image must have 1 to \(CatalogError.maximumImageHeight) lines, found \(lines)"
        case .imageWidth(let columns):
            "a line may take at most \(CatalogError.maximumImageWidth) columns, found \(columns)"
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
}
