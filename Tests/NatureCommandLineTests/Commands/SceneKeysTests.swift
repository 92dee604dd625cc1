import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

// The scene command and its model (`SceneCommand.model`) are internal to nature-cli's code.
@testable import NatureCommandLine

@Suite("scene, on scripted keys")
struct SceneKeysTests {
    @Test("100,000 pasted a add at most 256 objects to the scene, and l still labels them")
    func pastedAdds() async throws {
        let catalog = try Catalog.bundled()
        let scene = Scene(catalog: catalog, size: Size(columns: 80, rows: 24), seed: 1)
        let before = scene.objects.count
        var model = SceneCommand.model(scene, generator: SeededGenerator(seed: 2))
        let presses = Array(
            repeating: (time: Duration.milliseconds(10), event: TerminalEvent.key(.character("a"))), count: 100_000)
        var player = Player(
            input: ScriptedEvents(clock: ManualClock(), presses + [(.milliseconds(10), .key(.character("l")))]),
            output: PictureRecorder())
        _ = try await player.play(&model, length: .duration(.milliseconds(20)))
        #expect(model.presses == SceneCommand.mostAdded)
        // The scene itself keeps only what its window can show of them.
        #expect(model.model.scene.objects.count > before)
        #expect(model.model.scene.objects.count <= before + SceneCommand.mostAdded)
        // l came after the dropped presses, and worked: a title is drawn beside its picture.
        let titles = catalog.objects.map(\.title)
        #expect(titles.contains { title in player.output.last.contains(title) })
    }
}
