/// Records playback as an asciicast v2 file, which any asciinema player replays with the same timing.
///
/// The file is a JSON header line, then one `[time, "o", data]` line per write, `time` in seconds
/// from the start. Wrap the output playback writes to, with the clock it plays on:
///
/// ```swift
/// var recorder = AsciicastRecorder(output: RecordingOutput(), clock: clock, width: 80, height: 24)
/// ```
public struct AsciicastRecorder<Base: FrameOutput, RecordingClock: Clock>: FrameOutput
where RecordingClock.Duration == Duration {
    /// The output every write is passed on to.
    public private(set) var base: Base
    private let clock: RecordingClock
    private let start: RecordingClock.Instant
    private let header: String
    /// Each write, with its time from the start.
    public private(set) var events: [(time: Duration, bytes: [UInt8])] = []

    /// Starts a recording at the clock's current time.
    ///
    /// - Parameters:
    ///   - output: The output every write is passed on to.
    ///   - clock: The clock playback runs on, which times each write.
    ///   - width: The terminal's width in columns, as the player should size its screen.
    ///   - height: The terminal's height in rows.
    ///   - title: A title for players to show, or `nil`.
    public init(output: Base, clock: RecordingClock, width: Int, height: Int, title: String? = nil) {
        base = output
        self.clock = clock
        start = clock.now
        var fields = ["\"version\": 2", "\"width\": \(max(1, width))", "\"height\": \(max(1, height))"]
        if let title { fields.append("\"title\": \(JSONText.quoted(title))") }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\"}")
        header = "{" + fields.joined(separator: ", ") + "}"
    }

    /// Passes `bytes` on to ``base`` and records them with their time from the start.
    ///
    /// - Parameter bytes: One frame's bytes.
    public mutating func write(_ bytes: [UInt8]) throws {
        try base.write(bytes)
        events.append((start.duration(to: clock.now), bytes))
    }

    /// The recording as asciicast v2 text: the header line, then one line per write.
    public var text: String {
        var lines = [header]
        for event in events {
            let data = JSONText.quoted(String(decoding: event.bytes, as: UTF8.self))
            lines.append("[\(Self.seconds(event.time)), \"o\", \(data)]")
        }
        return lines.joined(separator: "\n") + "\n"
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
