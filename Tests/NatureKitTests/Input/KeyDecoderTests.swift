import NatureKit
import NatureKitTesting
import Testing

@Suite("Decoding keys from bytes")
struct KeyDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var keys: [Key]
        var testDescription: String { name }

        init(_ name: String, _ bytes: [UInt8], _ keys: [Key]) {
            self.name = name
            self.bytes = bytes
            self.keys = keys
        }

        init(_ name: String, _ text: String, _ keys: [Key]) {
            self.init(name, Array(text.utf8), keys)
        }
    }

    static let cases: [Case] = [
        Case("letters", "qa", [.character("q"), .character("a")]),
        Case("space", " ", [.space]),
        Case("question mark", "?", [.character("?")]),
        Case("carriage return", [0x0D], [.enter]),
        Case("line feed", [0x0A], [.enter]),
        Case("backspace (DEL)", [0x7F], [.backspace]),
        Case("Ctrl-C", [0x03], [.control("c")]),
        Case("Ctrl-A and Ctrl-Z", [0x01, 0x1A], [.control("a"), .control("z")]),
        Case("tab is Ctrl-I", [0x09], [.control("i")]),
        Case("arrows, CSI", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
        Case("arrows, SS3", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
        Case("arrow with modifiers is read whole", "\u{1B}[1;5Ax", [.unrecognized, .character("x")]),
        Case("function key is read whole", "\u{1B}[15~q", [.unrecognized, .character("q")]),
        Case("Alt and a letter is one unrecognized key", "\u{1B}q", [.unrecognized]),
        Case("Esc twice: the first is a key", [0x1B, 0x1B, 0x5B, 0x41], [.escape, .up]),
        Case("two-byte UTF-8", "é", [.character("é")]),
        Case("four-byte UTF-8", "🐟", [.character("🐟")]),
        Case("a byte that starts no character", [0xFF, 0x61], [.unrecognized, .character("a")]),
        Case("a truncated character before ASCII", [0xC3, 0x61], [.unrecognized, .character("a")]),
        Case("C1 control in UTF-8 is not printable", [0xC2, 0x9B], [.unrecognized]),
        Case("NUL", [0x00], [.unrecognized]),
    ]

    @Test("Bytes decode to keys", arguments: cases)
    func decodes(_ testCase: Case) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(testCase.bytes) == testCase.keys)
        #expect(!decoder.hasPending)
    }

    @Test("A key split across two reads still decodes, at every split point", arguments: cases)
    func splitReads(_ testCase: Case) {
        for split in 0...testCase.bytes.count {
            var decoder = KeyDecoder()
            let first = decoder.decode(testCase.bytes[..<split])
            let second = decoder.decode(testCase.bytes[split...])
            // A lone Esc at the end of the first part waits for what follows.
            #expect(first + second == testCase.keys, "split at \(split)")
        }
    }

    @Test("A lone Esc waits for more, and flushing decides it is the Esc key")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test("An incomplete sequence flushed is one unrecognized key, not stray letters")
    func incompleteFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flush() == [.unrecognized])
    }

    @Test("A reader decides a lone Esc after the timeout on its clock, not before")
    func escapeTimeout() {
        let clock = ManualClock()
        var reader = KeyReader(clock: clock)
        #expect(reader.keys(from: [0x1B]).isEmpty)
        clock.advance(by: KeyDecoder.escapeTimeout - .milliseconds(1))
        #expect(reader.keys(from: []).isEmpty)
        #expect(reader.pendingDeadline == ManualClock.Instant(offset: KeyDecoder.escapeTimeout))
        clock.advance(by: .milliseconds(1))
        #expect(reader.keys(from: []) == [.escape])
        #expect(reader.pendingDeadline == nil)
    }

    @Test("An arrow whose bytes arrive within the timeout is an arrow, not Esc and letters")
    func arrowWithinTimeout() {
        let clock = ManualClock()
        var reader = KeyReader(clock: clock)
        #expect(reader.keys(from: [0x1B]).isEmpty)
        clock.advance(by: .milliseconds(10))
        #expect(reader.keys(from: Array("[A".utf8)) == [.up])
    }

    @Test("Scripted events are delivered once their time comes, each once; a wait ends at the next one")
    func scriptedEvents() async throws {
        let clock = ManualClock()
        var events = ScriptedEvents(
            clock: clock, [(.milliseconds(100), .key(.space)), (.milliseconds(100), .key(.character("q")))])
        #expect(try await events.events(until: clock.now, isolation: nil).isEmpty)
        #expect(try await events.events(until: nil, isolation: nil) == [.key(.space), .key(.character("q"))])
        #expect(clock.now.offset == .milliseconds(100))
        #expect(events.isFinished)
        #expect(try await events.events(until: clock.now.advanced(by: .seconds(1)), isolation: nil).isEmpty)
        #expect(clock.now.offset == .milliseconds(1100))
    }

    @Test("A card's keys: q and Esc end playback, space pauses and plays on, the rest is ignored")
    func cardKeys() throws {
        var model = SourceModel(FrameLoop(frames: [Canvas(width: 1, height: 1)], interval: .seconds(1)), footer: nil)
        #expect(model.handle(.character("q")) == .quit)
        #expect(model.handle(.escape) == .quit)
        #expect(model.handle(.space) == .togglePause)
        for key in [Key.character("x"), .enter, .up, .unrecognized] {
            #expect(model.handle(key) == .ignore)
        }
    }
}
