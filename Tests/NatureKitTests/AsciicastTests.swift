import Testing

@testable import NatureKit

@Suite("Asciicast recording")
struct AsciicastTests {
    @Test("The recording has a v2 header and one event per write, at the scheduled times")
    func recordingMatchesSchedule() async throws {
        let clock = ManualClock()
        let recorder = AsciicastRecorder(
            output: RecordingOutput(), clock: clock, width: 80, height: 24, title: "Bird \"quoted\"")
        var player = Player(clock: clock, output: recorder, renderer: FrameRenderer(colored: false, columns: 80))
        _ = try await player.play(PlayerTests.frames(4), interval: .milliseconds(125), length: .loops(2))

        let lines = player.output.text.split(separator: "\n").map(String.init)
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
        #expect(player.output.base.writes.count == 8)
    }
}
