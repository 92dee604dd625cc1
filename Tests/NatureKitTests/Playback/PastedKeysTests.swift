import NatureKit
import NatureKitTesting
import Testing

/// A megabyte of pasted keys: read in chunks, decoded in one pass, carried out before one picture, and a
/// key that adds for good taken only as often as it can matter.
@Suite("Pasted keys")
struct PastedKeysTests {
    @Test("A chunk of 100,000 keys is decoded in one pass, an arrow cut at its end finished by the next")
    func chunkInOnePass() {
        var decoder = KeyDecoder()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000) + [0x1B, UInt8(ascii: "[")]
        let keys = decoder.decode(chunk)
        #expect(keys.count == 100_000)
        #expect(keys.allSatisfy { $0 == .character("a") })
        #expect(decoder.hasPending)
        #expect(decoder.decode([UInt8(ascii: "A"), UInt8(ascii: "q")]) == [.up, .character("q")])
        #expect(!decoder.hasPending)
    }

    @Test("A CSI sequence that never ends is one unrecognized key: its bytes neither wait nor act")
    func endlessSequence() {
        var decoder = KeyDecoder()
        var keys = decoder.decode([0x1B, UInt8(ascii: "[")])
        // Parameter bytes include ? and digits, which would be keys on their own.
        let parameters = [UInt8](repeating: UInt8(ascii: "?"), count: 4096)
        for _ in 0..<256 {
            keys += decoder.decode(parameters)
            #expect(!decoder.hasPending)
        }
        #expect(keys == [.unrecognized])
        // The final byte ends it, and what follows is read as keys again.
        #expect(decoder.decode(Array("~q".utf8)) == [.character("q")])
    }

    @Test(
        "All but the last 64 bytes waiting are read at once, at most 64 KiB; the last one at a time",
        arguments: [(1 << 20, 65_536), (4095, 4031), (65, 1), (64, 1), (1, 1)] as [(Int, Int)])
    func readLength(waiting: Int, length: Int) {
        #expect(KeyReader<ManualClock>.readLength(waiting: waiting) == length)
    }

    @Test("Keys that keep coming, one a read, are all carried out before the picture is drawn once")
    func floodDrawsOnce() async throws {
        let clock = ManualClock()
        let keys = Array(repeating: Key.character("a"), count: 10_000)
        var player = Player(
            input: OneKeyARead(clock: clock, from: .milliseconds(10), keys: keys, step: .zero),
            output: Screen(output: RecordingOutput(), mode: .fullWindow, colored: false))
        var model = CountingModel()
        let outcome = try await player.play(&model, length: .duration(.seconds(1)))
        #expect(outcome == .finished)
        #expect(model.handled == 10_000)
        // The first picture, and one for all the keys.
        #expect(model.draws == 2)
    }

    @Test("A flood that goes on draws a picture at least every 20 ms, never one a key")
    func longFloodDrawsEachTick() async throws {
        let clock = ManualClock()
        let keys = Array(repeating: Key.character("a"), count: 100)
        var player = Player(
            input: OneKeyARead(clock: clock, from: .milliseconds(10), keys: keys, step: .milliseconds(1)),
            output: Screen(output: RecordingOutput(), mode: .fullWindow, colored: false))
        var model = CountingModel()
        _ = try await player.play(&model, length: .duration(.seconds(1)))
        #expect(model.handled == 100)
        // 100 keys 1 ms apart: a picture each 20 ms of them, and the first.
        #expect((5...7).contains(model.draws), "\(model.draws) pictures")
    }

    @Test("A press limit passes a key on as often as it may, drops the rest, and passes every other key")
    func pressLimit() async throws {
        let clock = ManualClock()
        let presses = Array(
            repeating: (time: Duration.milliseconds(10), event: TerminalEvent.key(.character("a"))), count: 100_000)
        let others = [(time: Duration.milliseconds(10), event: TerminalEvent.key(.character("l")))]
        var player = Player(
            input: ScriptedEvents(clock: clock, presses + others),
            output: Screen(output: RecordingOutput(), mode: .fullWindow, colored: false))
        var limited = PressLimit(CountingModel(), binding: SceneKeys.add, limit: 256)
        _ = try await player.play(&limited, length: .duration(.seconds(1)))
        // The model's work is the 256 presses it took and the other key, not the 100,000.
        #expect(limited.model.handled == 257)
        #expect(limited.presses == 256)
        #expect(limited.model.draws == 2)
    }
}

/// A model that counts the keys it is given and the pictures it draws; `a` and `l` change its picture.
private struct CountingModel: PlayerModel {
    var handled = 0
    var draws = 0

    var loopDuration: Duration? { nil }
    mutating func nextChange(after time: Duration) -> Duration? { nil }
    mutating func advance(to time: Duration) {}
    mutating func resize(to size: Size) -> Bool { true }

    mutating func draw(_ state: PlayerState) -> Canvas {
        draws += 1
        return Canvas(width: 10, height: 2)
    }

    mutating func handle(_ key: Key) -> PlayerCommand {
        handled += 1
        return key == .character("a") || key == .character("l") ? .redraw : .ignore
    }
}

/// Keys from `from` on, one each time events are asked for, as a terminal gives the last bytes of a
/// paste; the clock moves `step` with each.
private struct OneKeyARead: TerminalEventSource {
    let clock: ManualClock
    let from: Duration
    var keys: [Key]
    let step: Duration
    private var given = 0

    init(clock: ManualClock, from: Duration, keys: [Key], step: Duration) {
        self.clock = clock
        self.from = from
        self.keys = keys
        self.step = step
    }

    mutating func events(until deadline: ManualClock.Instant?, isolation: isolated (any Actor)?) async throws
        -> [TerminalEvent]
    {
        let start = ManualClock.Instant(offset: from)
        if clock.now < start {
            try await clock.sleep(until: min(deadline ?? start, start), tolerance: nil)
            guard clock.now >= start else { return [] }
        }
        guard given < keys.count else {
            if let deadline { try await clock.sleep(until: deadline, tolerance: nil) }
            return []
        }
        defer { given += 1 }
        clock.advance(by: step)
        return [.key(keys[given])]
    }
}
