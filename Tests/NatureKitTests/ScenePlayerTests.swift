import Testing

@testable import NatureKit

@Suite("ScenePlayer: the scene on a manual clock, with scripted keys")
struct ScenePlayerTests {
    static let catalogObjects: [any ObjectProtocol] = [
        SceneFixtures.animal("Ant", x: 0, y: 0, speed: 4, frames: ["arrow-1", "arrow-2"], duration: 0.5),
        SceneFixtures.still("Rock", x: 10, y: 4, image: "dot"),
    ]

    /// A player of the fixture scene at 30x5 whose keys come at the given times.
    static func player(
        keys: [(time: Duration, key: Key)], duration: Duration? = nil, clock: ManualClock = ManualClock()
    ) -> ScenePlayer<ManualClock, RecordingOutput, ScriptedKeys<ManualClock>> {
        var player = ScenePlayer(
            scene: SceneFixtures.scene(catalogObjects, columns: 60, rows: 12), clock: clock, output: RecordingOutput(),
            keys: ScriptedKeys(clock: clock, keys), colored: false)
        player.duration = duration
        return player
    }

    @Test("q ends it with .finished; every update is one write inside synchronized output")
    func quit() async throws {
        var player = Self.player(keys: [(.seconds(3), .character("q"))])
        var events: [SceneEvent] = []
        player.observers.add { events.append($0) }
        let outcome = try await player.play()
        #expect(outcome == .finished)
        #expect(events.last == .finished)
        let updates = events.filter { if case .updated = $0 { true } else { false } }
        #expect(updates.count == player.output.writes.count)
        #expect(updates.count > 10)
        for write in player.output.writes {
            let text = String(decoding: write, as: UTF8.self)
            #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
        }
        #expect(player.scene.time <= .seconds(3))
        // The last change before the q, which is read before the change due with it.
        #expect(player.scene.time == .milliseconds(2750))
    }

    @Test("Esc quits too, and --duration ends it on its own")
    func escapeAndDuration() async throws {
        var escaped = Self.player(keys: [(.seconds(1), .escape)])
        #expect(try await escaped.play() == .finished)
        var timed = Self.player(keys: [], duration: .seconds(2))
        #expect(try await timed.play() == .finished)
        #expect(timed.clock.now.offset == .seconds(2))
    }

    @Test("Every update is on time on the manual clock, and the mover is where speed × time puts it")
    func onTime() async throws {
        var player = Self.player(keys: [], duration: .milliseconds(2500))
        var latenesses: [Duration] = []
        player.observers.add { if case .updated(_, let lateness, _, _) = $0 { latenesses.append(lateness) } }
        _ = try await player.play()
        #expect(latenesses.allSatisfy { $0 == .zero })
        // 4 columns a second for 2.5 s (the last step, due at 2.5 s, is at the end): 9 cells.
        #expect(player.scene.lines[0].hasPrefix(String(repeating: " ", count: 9) + "="))
    }

    @Test("Space pauses with nothing written and the scene's time stopped, then resumes where it was")
    func pause() async throws {
        var player = Self.player(
            keys: [(.seconds(1), .space), (.seconds(4), .space), (.seconds(5), .character("q"))])
        var events: [SceneEvent] = []
        player.observers.add { event in
            if case .updated = event { return }
            events.append(event)
        }
        var writesWhilePaused = 0
        var paused = false
        player.observers.add { event in
            switch event {
            case .paused: paused = true
            case .resumed: paused = false
            case .updated(_, _, let cells, _) where paused && cells > 0: writesWhilePaused += 1
            default: break
            }
        }
        _ = try await player.play()
        #expect(events == [.paused, .resumed, .finished])
        // The status line says so once, and nothing else moves while paused.
        #expect(writesWhilePaused <= 1)
        // 5 s on the clock, 3 s paused: 2 s of scene time.
        #expect(player.scene.time == .milliseconds(1750))
    }

    @Test("+ and - change the speed, and the scene's time runs at it")
    func speed() async throws {
        var player = Self.player(keys: [(.seconds(1), .character("+")), (.seconds(3), .character("q"))])
        _ = try await player.play()
        #expect(player.speed == 1.5)
        // 1 s at 1, then 2 s at 1.5.
        #expect(player.scene.time >= .milliseconds(3750) && player.scene.time <= .seconds(4))
        var slower = Self.player(keys: [(.zero, .character("-")), (.zero, .character("-")), (.seconds(1), .escape)])
        _ = try await slower.play()
        #expect(abs(slower.speed - 1 / 2.25) < 1e-9)
    }

    @Test("a adds a random object, l shows labels, ? shows the help over the scene")
    func keys() async throws {
        var player = Self.player(
            keys: [
                (.milliseconds(100), .character("a")), (.milliseconds(200), .character("l")),
                (.milliseconds(300), .character("?")), (.milliseconds(400), .character("q")),
            ])
        _ = try await player.play()
        #expect(player.scene.objects.count == 3)
        let screen = player.scene.lines.joined(separator: "\n")
        #expect(screen.contains("+---"))
        #expect(screen.contains("a                 add a random object"))
        var labelled = Self.player(keys: [(.milliseconds(100), .character("l")), (.milliseconds(200), .character("q"))])
        _ = try await labelled.play()
        #expect(labelled.scene.lines.joined().contains("Rock X: 10, Y: 4"))
        #expect(labelled.scene.lines.joined().contains("Ant X: "))
    }

    @Test("A resize lays the scene out again and redraws the whole window; too small, it says so and waits")
    func resize() async throws {
        let clock = ManualClock()
        var size = (columns: 60, rows: 12)
        var player = Self.player(keys: [(.seconds(2), .character("q"))], clock: clock)
        player.windowSize = { size }
        var resized = false
        player.terminalSignal = {
            guard !resized, clock.now.offset >= .seconds(1) else { return .proceed }
            resized = true
            size = (40, 8)
            return .resize(columns: 40)
        }
        _ = try await player.play()
        #expect((player.scene.columns, player.scene.rows) == (40, 8))
        let erases = player.output.writes.filter { String(decoding: $0, as: UTF8.self).contains("\u{1B}[2J") }
        #expect(erases.count == 2)

        var shrunk = Self.player(keys: [(.seconds(1), .character("q"))])
        shrunk.windowSize = { (1, 1) }
        shrunk.terminalSignal = { .resize(columns: 1) }
        _ = try await shrunk.play()
        #expect(!shrunk.scene.fits)
        #expect(shrunk.scene.lines == ["2"])
    }

    @Test("An interruption ends it with .interrupted")
    func interrupted() async throws {
        let clock = ManualClock()
        var player = Self.player(keys: [], clock: clock)
        player.terminalSignal = { clock.now.offset >= .seconds(1) ? .interrupt : .proceed }
        var last: SceneEvent?
        player.observers.add { last = $0 }
        #expect(try await player.play() == .interrupted)
        #expect(last == .interrupted)
    }

    @Test("Colour is sent as foreground SGR only: the terminal's own background is never painted")
    func neverPaintsTheBackground() async throws {
        let clock = ManualClock()
        var generator = SeededGenerator(seed: 1)
        let catalog = try Catalog.bundled(using: &generator)
        var player = ScenePlayer(
            scene: Scene(catalog: catalog, columns: 120, rows: 40), clock: clock, output: RecordingOutput(),
            keys: ScriptedKeys(clock: clock, []), colored: true)
        player.duration = .seconds(3)
        _ = try await player.play()
        let text = player.output.text
        #expect(text.contains("\u{1B}[0;3"))
        for match in text.split(separator: "\u{1B}[").dropFirst() {
            guard let end = match.firstIndex(where: \.isLetter), match[end] == "m" else { continue }
            for parameter in match[..<end].split(separator: ";").compactMap({ Int($0) }) {
                #expect(!(40...49).contains(parameter) && !(100...109).contains(parameter))
            }
        }
    }
}

@Suite("CellRenderer: only the cells that changed")
struct CellRendererTests {
    @Test("The first frame erases the screen and writes only what shows; later ones only what changed")
    func diff() {
        var glyphs = GlyphTable()
        var grid = CellGrid(width: 10, height: 3)
        let sprite = CellGrid.Sprite(ASCIIImage(lines: ["ab"]), color: .red, glyphs: &glyphs)
        grid.draw(sprite, column: 2, row: 1, clip: grid.bounds)
        var renderer = CellRenderer(colored: true)
        let first = String(decoding: renderer.render(grid, regions: [grid.bounds], glyphs: glyphs), as: UTF8.self)
        #expect(first == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[2;3H\u{1B}[0;31mab\u{1B}[0m\u{1B}[?2026l")
        #expect(renderer.cellsWritten == 2)
        #expect(renderer.render(grid, regions: [grid.bounds], glyphs: glyphs).isEmpty)

        let region = CellGrid.Rect(column: 2, row: 1, width: 3, height: 1)
        grid.clear(region)
        grid.draw(sprite, column: 3, row: 1, clip: region)
        let moved = String(decoding: renderer.render(grid, regions: [region], glyphs: glyphs), as: UTF8.self)
        // The a becomes a blank, then a and b one cell on: the b over the b is left alone.
        #expect(moved == "\u{1B}[?2026h\u{1B}[2;3H \u{1B}[0;31mab\u{1B}[0m\u{1B}[?2026l")
        #expect(renderer.cellsWritten == 3)
    }

    @Test("Gaps are crossed with a move, and without colour no SGR is sent")
    func gapsAndPlain() {
        var glyphs = GlyphTable()
        var grid = CellGrid(width: 20, height: 2)
        let dot = CellGrid.Sprite(ASCIIImage(lines: ["o"]), color: .green, glyphs: &glyphs)
        grid.draw(dot, column: 1, row: 0, clip: grid.bounds)
        grid.draw(dot, column: 15, row: 0, clip: grid.bounds)
        var renderer = CellRenderer(colored: false)
        let text = String(decoding: renderer.render(grid, regions: [], glyphs: glyphs), as: UTF8.self)
        #expect(text == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[1;2Ho\u{1B}[13Co\u{1B}[?2026l")
    }

    @Test("A mirrored picture reverses its lines and swaps what points one way")
    func mirrored() {
        let image = ASCIIImage(lines: ["<(o)/", "/__"], mask: [[nil, .red]])
        let mirror = image.mirrored()
        #expect(mirror.lines == ["\\(o)>", "  __\\"])
        #expect(mirror.mask == [[nil, nil, nil, .red, nil]])
    }
}
