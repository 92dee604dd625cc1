import NatureKit
import NatureKitTesting

/// Records playback as an asciicast v2 file, which any asciinema player replays with the same timing.
///
/// The file is a JSON header line, then one `[time, "o", data]` line per write and one
/// `[time, "r", "COLUMNSxROWS"]` line per resize, `time` in seconds from the start. Each line goes to
/// the recorder's base output as it happens, so a recording of any length takes no memory, and one cut
/// short (a crash, a kill) is a valid cast up to the cut. Give it the file the cast goes to and the
/// clock playback runs on, and play into it:
///
/// ```swift
/// var recorder = try AsciicastRecorder(output: RecordingOutput(), clock: clock, width: 80, height: 24)
/// ```
///
/// To show playback while recording it, play into a ``TeeOutput`` of the screen and the recorder.
package struct AsciicastRecorder<Base: FrameOutput, RecordingClock: Clock>: FrameOutput
where RecordingClock.Duration == Duration {
    /// The output the cast's lines are written to, each as one write.
    package private(set) var base: Base
    private let clock: RecordingClock
    private let start: RecordingClock.Instant
    /// The size the player's screen has now: the header's, then the last resize's.
    private var size: Size

    /// Starts a recording at the clock's current time, and writes the cast's header line to `output`.
    ///
    /// - Parameters:
    ///   - output: The output the cast's lines are written to: a file, usually.
    ///   - clock: The clock playback runs on, which times each write.
    ///   - width: The terminal's width in columns, as the player should size its screen.
    ///   - height: The terminal's height in rows.
    ///   - title: A title for players to show, or `nil`.
    /// - Throws: What `output` throws when the header cannot be written.
    ///   - writesHeader: Whether to write the header line; `false` when `output` starts with
    ///     ``header(width:height:title:)`` already, as a cast file does from the moment it exists.
    package init(
        output: Base, clock: RecordingClock, width: Int, height: Int, title: String? = nil, writesHeader: Bool = true
    ) throws {
        base = output
        self.clock = clock
        start = clock.now
        size = Size(columns: max(1, width), rows: max(1, height))
        if writesHeader { try base.write(Self.header(width: width, height: height, title: title)) }
    }

    /// The cast's header line: its version, the terminal's size and the title.
    ///
    /// - Parameters:
    ///   - width: The terminal's width in columns.
    ///   - height: The terminal's height in rows.
    ///   - title: A title for players to show, or `nil`.
    package static func header(width: Int, height: Int, title: String?) -> [UInt8] {
        var fields = ["\"version\": 2", "\"width\": \(max(1, width))", "\"height\": \(max(1, height))"]
        if let title { fields.append("\"title\": \(JSONText.quoted(title))") }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\"}")
        return Array(("{" + fields.joined(separator: ", ") + "}\n").utf8)
    }

    /// Writes `bytes` to ``base`` as one event line, timed from the start.
    ///
    /// - Parameter bytes: One frame's bytes.
    package mutating func write(_ bytes: [UInt8]) throws {
        try event("o", JSONText.quoted(String(decoding: bytes, as: UTF8.self)))
    }

    /// Writes a resize event (`"r"`, `"COLUMNSxROWS"`) when the size changes, timed from the start, so
    /// that a player's screen takes the new size before the bytes drawn for it.
    ///
    /// - Parameter size: The window's new size.
    package mutating func resize(to size: Size) throws {
        let size = Size(columns: max(1, size.columns), rows: max(1, size.rows))
        // A window that keeps its size, such as the first one a terminal tells of, changes nothing.
        guard size != self.size else { return }
        self.size = size
        try event("r", "\"\(size)\"")
    }

    /// Writes one event line of `type` with `data`, already JSON.
    private mutating func event(_ type: String, _ data: String) throws {
        let time = Self.seconds(start.duration(to: clock.now))
        try base.write(Array("[\(time), \"\(type)\", \(data)]\n".utf8))
    }

    /// Seconds with microsecond precision, as asciinema writes them.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = Int64((Double(attoseconds) / 1e12).rounded())
        let (carry, fraction) = micros.quotientAndRemainder(dividingBy: 1_000_000)
        let digits = String(fraction)
        return "\(seconds + carry).\(String(repeating: "0", count: 6 - digits.count))\(digits)"
    }
}
