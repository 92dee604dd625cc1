import NatureKitTestSupport
import NatureKitTesting
import Testing

@testable import NatureKit

/// A scene played by a ``Player`` with its keys, on a manual clock with scripted events: what was
/// shown, how it ended, and the scene as it was left.
struct ScenePlay {
    static let objects: [any ObjectProtocol] = [
        SceneFixtures.animal("Ant", x: 0, y: 0, speed: 4, frames: ["arrow-1", "arrow-2"], duration: 0.5),
        SceneFixtures.still("Rock", x: 10, y: 4, image: "dot"),
    ]

    var outcome: PlaybackOutcome
    var scene: Scene
    var pictures: PictureRecorder
    var events: [PlaybackEvent]
    var speed: Double
    var clock: ManualClock

    /// Plays the fixture scene at `size` with `keys` and `events` at their times, for `length`.
    static func play(
        keys: [(time: Duration, key: Key)] = [], events: [(time: Duration, event: TerminalEvent)] = [],
        length: PlaybackLength = .forever, size: Size = Size(columns: 60, rows: 12),
        objects: [any ObjectProtocol] = objects
    ) async throws -> ScenePlay {
        let clock = ManualClock()
        let script = ([(Duration.zero, TerminalEvent.resize(size))] + events + keys.map { ($0.time, .key($0.key)) })
            .sorted { $0.0 < $1.0 }
        var player = Player(input: ScriptedEvents(clock: clock, script), output: PictureRecorder())
        var heard: [PlaybackEvent] = []
        player.observers.add { heard.append($0) }
        var scene = SceneFixtures.scene(objects, columns: size.columns, rows: size.rows)
        var generator = SeededGenerator(seed: 1)
        let outcome = try await player.play(&scene, length: length, using: &generator)
        return ScenePlay(
            outcome: outcome, scene: scene, pictures: player.output, events: heard, speed: player.speed, clock: clock)
    }

    var updates: [PlaybackEvent] { events.filter { if case .frameShown = $0 { true } else { false } } }
}

@Suite("A scene played with its keys, on a manual clock")
struct ScenePlayingTests {
    @Test("q ends it as finished, at the last change before the q")
    func quit() async throws {
        let play = try await ScenePlay.play(keys: [(.seconds(3), .character("q"))])
        #expect(play.outcome == .finished)
        #expect(play.events.last == .finished)
        #expect(play.updates.count > 5)
        // Waves, weed and the mover change several times a second; the q is read before a change due with it.
        #expect(play.scene.time < .seconds(3) && play.scene.time >= .milliseconds(2500))
    }

    @Test("Esc quits too, and a duration ends it on its own")
    func escapeAndDuration() async throws {
        #expect(try await ScenePlay.play(keys: [(.seconds(1), .escape)]).outcome == .finished)
        let timed = try await ScenePlay.play(length: .duration(.seconds(2)))
        #expect(timed.outcome == .finished)
        #expect(timed.clock.now.offset == .seconds(2))
    }

    @Test("Every update is on time, and the player shows the scene as one jump to that time shows it")
    func onTime() async throws {
        let play = try await ScenePlay.play(length: .duration(.milliseconds(2500)))
        let lateness = play.updates.compactMap { event -> Duration? in
            if case .frameShown(_, _, _, let lateness) = event { return lateness }
            return nil
        }
        #expect(!lateness.isEmpty && lateness.allSatisfy { $0 == .zero })
        var jumped = SceneFixtures.scene(ScenePlay.objects, columns: 60, rows: 12)
        jumped.advance(to: play.scene.time)
        #expect(play.scene.lines == jumped.lines)
        #expect(play.pictures.pictures.last == jumped.lines)
        #expect(
            play.scene.placements.map { "\($0.index) \($0.rect)" } == jumped.placements.map { "\($0.index) \($0.rect)" }
        )
    }

    @Test("Space pauses, says so, and stops the scene's time; space again plays on from where it was")
    func pause() async throws {
        let play = try await ScenePlay.play(keys: [
            (.seconds(1), .space), (.seconds(4), .space), (.seconds(5), .character("q")),
        ])
        let lifecycle = play.events.filter { if case .frameShown = $0 { false } else { true } }
        #expect(lifecycle == [.paused, .resumed, .finished])
        #expect(play.pictures.pictures.contains { $0.last?.contains("paused · space plays on") == true })
        // 5 s on the clock, 3 s of them paused: under 2 s of scene time.
        #expect(play.scene.time < .seconds(2) && play.scene.time >= .milliseconds(1500))
    }

    @Test("+ and - step the speed up and down a ladder, and the scene's time runs at it")
    func speed() async throws {
        let faster = try await ScenePlay.play(keys: [(.seconds(1), .character("+")), (.seconds(3), .character("q"))])
        #expect(faster.speed == 1.5)
        // 1 s at 1, then 2 s at 1.5: under 4 s of scene time, well past the 3 s on the clock.
        #expect(faster.scene.time >= .milliseconds(3500) && faster.scene.time <= .seconds(4))
        #expect(faster.pictures.pictures.contains { $0.last?.contains("speed 1.5×") == true })
        let slower = try await ScenePlay.play(keys: [
            (.zero, .character("-")), (.zero, .character("-")), (.seconds(2), .escape),
        ])
        #expect(slower.speed == 0.5)
        #expect(slower.scene.time <= .seconds(1))
    }

    @Test("Twelve presses of + and twelve of - come back to exactly 1×, and the ladder holds at its ends")
    func ladderComesBack() async throws {
        let up = (0..<12).map { (time: Duration.milliseconds(10 * $0), key: Key.character("+")) }
        let down = (12..<24).map { (time: Duration.milliseconds(10 * $0), key: Key.character("-")) }
        let there = try await ScenePlay.play(keys: up + [(.seconds(1), .character("q"))])
        #expect(there.speed == 100)
        let back = try await ScenePlay.play(keys: up + down + [(.seconds(1), .character("q"))])
        #expect(back.speed == 1)
        let bottom = (0..<30).map { (time: Duration.milliseconds(10 * $0), key: Key.character("-")) }
        #expect(try await ScenePlay.play(keys: bottom + [(.seconds(1), .character("q"))]).speed == 0.01)
    }

    @Test("a adds a random object of the catalog to the scene, and it takes a free place")
    func addKey() async throws {
        // Stills only, so that no copy joins the cast and the count says what a added.
        let stills: [any ObjectProtocol] = [
            SceneFixtures.still("Rock", x: 0, y: 0, image: "dot"), SceneFixtures.still("Crate", x: 5, y: 2),
        ]
        let play = try await ScenePlay.play(
            keys: [
                (.milliseconds(100), .character("a")), (.milliseconds(200), .character("a")),
                (.milliseconds(300), .character("q")),
            ],
            // Wide enough that the land's upland has room for all four.
            size: Size(columns: 200, rows: 24), objects: stills)
        #expect(play.scene.objects.count == 4)
        #expect(play.scene.objects[2...].allSatisfy { ["Rock", "Crate"].contains($0.title) })
        #expect(play.scene.placements.count == 4)
        let rects = play.scene.placements.map(\.rect)
        for (index, rect) in rects.enumerated() {
            for other in rects[(index + 1)...] { #expect(!rect.intersects(other)) }
        }
    }

    @Test("l labels each object with its title and coordinates; l again takes the labels away")
    func labelsKey() async throws {
        let labelled = try await ScenePlay.play(keys: [
            (.milliseconds(100), .character("l")), (.milliseconds(200), .character("q")),
        ])
        #expect(labelled.pictures.last.contains("Rock X: 10, Y: 4"))
        #expect(labelled.pictures.last.contains("Ant X: "))
        let unlabelled = try await ScenePlay.play(keys: [
            (.milliseconds(100), .character("l")), (.milliseconds(150), .character("l")),
            (.milliseconds(200), .character("q")),
        ])
        #expect(!unlabelled.pictures.last.contains("Rock"))
        #expect(!unlabelled.pictures.last.contains("Ant"))
    }

    @Test("Only what shows is labelled: the moon, unseen by day, has no place, and by night it has where it shows")
    func showingsAreWhatShows() {
        let moon = SceneFixtures.still("Moon", x: 0, y: 0, image: "box", habitat: .sky)
        var (days, nights) = (0, 0)
        for seed in 1...12 as ClosedRange<UInt64> {
            let scene = SceneFixtures.scene(
                [moon, SceneFixtures.still("Rock", x: 10, y: 4, image: "dot")], columns: 80, rows: 24, seed: seed)
            let text = scene.lines.joined(separator: "\n")
            if let shown = scene.showings.first(where: { $0.index == 0 })?.rect {
                nights += 1
                #expect(scene.lines[shown.row].dropFirst(shown.column).hasPrefix("+--+"), "seed \(seed): \(shown)")
            } else {
                days += 1
                #expect(!text.contains("+--+"), "seed \(seed): the moon shows but has no place")
            }
            #expect(scene.showings.contains { $0.index == 1 }, "seed \(seed): the rock")
        }
        #expect(days > 0 && nights > 0, "\(days) days, \(nights) nights")
    }

    @Test("? shows the keys in a box over the scene; ? again hides them")
    func helpKey() async throws {
        let play = try await ScenePlay.play(keys: [
            (.milliseconds(300), .character("?")), (.milliseconds(400), .character("q")),
        ])
        #expect(play.pictures.last.contains("+---"))
        for line in KeyBinding.helpLines(SceneKeys.all) { #expect(play.pictures.last.contains(line)) }
        let hidden = try await ScenePlay.play(keys: [
            (.milliseconds(300), .character("?")), (.milliseconds(350), .character("?")),
            (.milliseconds(400), .character("q")),
        ])
        #expect(!hidden.pictures.last.contains("add a random object"))
    }

    @Test("Labels never overlap one another: one with no free place is shortened to its title, or left out")
    func labelsNeverOverlap() async throws {
        let crowd: [any ObjectProtocol] = (0..<12).map {
            SceneFixtures.still("Stone\($0)", x: $0 % 4, y: $0 / 4, image: "dot")
        }
        let play = try await ScenePlay.play(
            keys: [(.milliseconds(100), .character("l")), (.milliseconds(200), .character("q"))],
            size: Size(columns: 40, rows: 12), objects: crowd)
        let screen = play.pictures.last
        #expect(screen.contains("Stone"))
        // Every label that shows is whole, and none runs into another.
        #expect(!screen.contains("StoneStone"))
        for line in play.pictures.pictures.last ?? [] {
            for word in line.split(separator: " ") where word.hasPrefix("Stone") {
                #expect(Int(word.dropFirst(5)).map { (0..<12).contains($0) } == true, "\(word)")
            }
        }
    }

    @Test("The help fits a narrow window: a short form, whole lines only")
    func narrowHelp() async throws {
        let play = try await ScenePlay.play(
            keys: [(.milliseconds(100), .character("?")), (.milliseconds(200), .character("q"))],
            size: Size(columns: 44, rows: 14))
        #expect(play.pictures.last.contains("q quit"))
        #expect(play.pictures.last.contains("? help"))
        #expect(!play.pictures.last.contains("add a random object"))
    }

    @Test("A resize lays the scene out again; too small, the scene says so, waits, and comes back")
    func resize() async throws {
        let play = try await ScenePlay.play(
            keys: [(.seconds(4), .character("q"))],
            events: [
                (.seconds(1), .resize(Size(columns: 80, rows: 24))), (.seconds(2), .resize(Size(columns: 1, rows: 1))),
                (.milliseconds(2500), .resize(Size(columns: 39, rows: 12))),
                (.seconds(3), .resize(Size(columns: 40, rows: 12))),
            ])
        #expect(play.pictures.sizes.map(\.description) == ["60x12", "80x24", "1x1", "39x12", "40x12"])
        #expect(play.pictures.pictures.contains { $0 == ["4"] }, "40x12 needed, in the one column there is")
        #expect(play.pictures.pictures.contains { $0.contains { $0.contains("window too small: 40x12 needed") } })
        #expect(play.scene.size == Size(columns: 40, rows: 12))
        #expect(play.scene.fits)
        #expect(play.pictures.pictures.last?.contains { !$0.isEmpty } == true)
        // 2 s at full speed, stopped from 2 s to 3 s: under 3 s of scene time by the q at 4 s.
        #expect(play.scene.time < .seconds(3) && play.scene.time >= .milliseconds(2500))
    }

    @Test("Ctrl-Z and fg: the screen is drawn again at once, still paused if it was")
    func suspendWhilePaused() async throws {
        let play = try await ScenePlay.play(
            keys: [(.seconds(1), .space), (.seconds(3), .character("q"))],
            events: [(.seconds(2), .suspend), (.milliseconds(2100), .resume)])
        #expect(play.pictures.restarts == 1)
        let afterResume = play.pictures.pictures.last
        #expect(afterResume?.last?.contains("paused · space plays on") == true)
        #expect(play.scene.time <= .seconds(1))
    }

    @Test("An interruption ends it with its signal")
    func interrupted() async throws {
        let play = try await ScenePlay.play(events: [(.seconds(1), .interrupt(.hangup))])
        #expect(play.outcome == .interrupted(.hangup))
        #expect(play.events.last == .interrupted)
    }

    @Test("Colour is sent as foreground SGR only: the terminal's own background is never painted")
    func neverPaintsTheBackground() async throws {
        let clock = ManualClock()
        var generator = SeededGenerator(seed: 1)
        var scene = Scene(catalog: try Catalog.bundled(using: &generator), size: Size(columns: 120, rows: 40), seed: 0)
        var player = Player(
            clock: clock, output: Screen(output: RecordingOutput(), mode: .fullWindow, colored: true))
        _ = try await player.play(&scene, length: .duration(.seconds(3)))
        let text = player.output.output.text
        #expect(text.contains("\u{1B}[0;3"))
        for match in text.split(separator: "\u{1B}[").dropFirst() {
            guard let end = match.firstIndex(where: \.isLetter), match[end] == "m" else { continue }
            for parameter in match[..<end].split(separator: ";").compactMap({ Int($0) }) {
                #expect(!(40...49).contains(parameter) && !(100...109).contains(parameter))
            }
        }
    }

    @Test("A mirrored picture reverses its lines and swaps what points one way")
    func mirrored() {
        let image = ASCIIImage(lines: ["<(o)/", "/__"], mask: [[nil, .red]])
        let mirror = image.mirrored()
        #expect(mirror.lines == ["\\(o)>", "  __\\"])
        #expect(mirror.mask == [[nil, nil, nil, .red, nil]])
    }
}
