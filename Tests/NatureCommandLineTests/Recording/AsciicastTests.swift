import NatureCommandLine
import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

@Suite("Asciicast recording")
struct AsciicastTests {

    @Test("The recording has a v2 header and one event per write, at the scheduled times")
    func recordingMatchesSchedule() async throws {
        let clock = ManualClock()
        let recorder = try AsciicastRecorder(
            output: RecordingOutput(), clock: clock, width: 80, height: 24, title: "Bird \"quoted\"")
        var player = Player(clock: clock, output: Screen(output: recorder, colored: false, columns: 80))
        _ = try await player.play(
            FrameLoop(frames: numberedFrames(4), interval: .milliseconds(125)), length: .loops(2))

        let lines = player.output.output.base.text.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "{\"version\": 2, \"width\": 80, \"height\": 24, \"title\": \"Bird \\\"quoted\\\"\", \"env\": {\"TERM\": \"xterm-256color\"}}"
        )
        let times = lines.dropFirst().map { $0.dropFirst().prefix { $0 != "," } }
        #expect(
            times == [
                "0.000000", "0.125000", "0.250000", "0.375000", "0.500000", "0.625000", "0.750000", "0.875000",
            ])
        #expect(lines[1].contains("\\u001b[?2026h"))
    }

    @Test("A scene that is resized records a resize event before the bytes drawn for the new size")
    func resizeEvent() async throws {
        let clock = ManualClock()
        let recorder = try AsciicastRecorder(output: RecordingOutput(), clock: clock, width: 60, height: 12)
        let events = ScriptedEvents(
            clock: clock,
            [(.zero, .resize(Size(columns: 60, rows: 12))), (.seconds(1), .resize(Size(columns: 40, rows: 8)))])
        var player = Player(input: events, output: Screen(output: recorder, mode: .fullWindow, colored: false))
        let catalog = Catalog(
            objects: [
                AnimalObject(
                    title: "Ant", type: "Animal", coordinateX: 0, coordinateY: 0, animationImages: ["ant"],
                    animationDuration: 1, speed: 4)
            ], images: ["ant": ASCIIImage(lines: ["->"])])
        var scene = Scene(catalog: catalog, size: Size(columns: 60, rows: 12), seed: 0)
        _ = try await player.play(&scene, length: .duration(.seconds(2)))
        let lines = player.output.output.base.text.split(separator: "\n").map(String.init)
        let resize = try #require(lines.firstIndex { $0.hasSuffix(", \"r\", \"40x8\"]") })
        #expect(lines[resize].hasPrefix("[1.000000,"))
        #expect(lines[resize + 1].contains("\\u001b[2J"), "the next event draws the whole new window")
        #expect(lines.filter { $0.contains("\"r\"") }.count == 1)
    }

    @Test("Each line reaches the base output as it happens, whole, and nothing is kept")
    func streamsEachEvent() throws {
        let clock = ManualClock()
        var recorder = try AsciicastRecorder(output: RecordingOutput(), clock: clock, width: 10, height: 2)
        #expect(recorder.base.writes.count == 1)
        for index in 1...3 {
            clock.advance(by: .milliseconds(250))
            try recorder.write(Array("frame \(index)\n".utf8))
            #expect(recorder.base.writes.count == 1 + index)
            let line = String(decoding: recorder.base.writes[index], as: UTF8.self)
            #expect(line == "[0.\(250 * index)000, \"o\", \"frame \(index)\\n\"]\n")
        }
    }

    @Test("A write the base output refuses ends the recording with its error")
    func baseErrorsPropagate() throws {
        struct Full: Error {}
        struct FailingOutput: FrameOutput {
            var allowed: Int
            mutating func write(_ bytes: [UInt8]) throws {
                guard allowed > 0 else { throw Full() }
                allowed -= 1
            }
        }
        #expect(throws: Full.self) {
            _ = try AsciicastRecorder(output: FailingOutput(allowed: 0), clock: ManualClock(), width: 1, height: 1)
        }
        var recorder = try AsciicastRecorder(
            output: FailingOutput(allowed: 1), clock: ManualClock(), width: 1, height: 1)
        #expect(throws: Full.self) { try recorder.write([0x41]) }
    }

    @Test("A tee shows and records the same bytes, the first output first")
    func teeWritesToBoth() throws {
        let clock = ManualClock()
        let recorder = try AsciicastRecorder(output: RecordingOutput(), clock: clock, width: 10, height: 2)
        var tee = TeeOutput(RecordingOutput(), recorder)
        try tee.write(Array("hi".utf8))
        #expect(tee.first.text == "hi")
        #expect(tee.second.base.text.hasSuffix("[0.000000, \"o\", \"hi\"]\n"))
    }
}
