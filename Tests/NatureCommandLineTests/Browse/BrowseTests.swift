import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

// BrowseModel and ListCommand are internal to nature-cli's target.
@testable import NatureCommandLine

@Suite("browse, on scripted keys")
struct BrowseTests {
    static func browser(seed: UInt64 = 1) throws -> Browser {
        Browser(catalog: try Catalog.bundled(), generator: SeededGenerator(seed: seed))
    }

    @Test("Space, Enter and n show another object, never the same one twice in a row")
    func another() throws {
        var browser = try Self.browser()
        for key in [Key.space, .enter, .character("n")] {
            let before = browser.index
            #expect(browser.handle(key) == .redraw)
            #expect(browser.index != before)
        }
    }

    @Test("The same seed picks the same sequence")
    func seeded() throws {
        var first = try Self.browser(seed: 9)
        var second = try Self.browser(seed: 9)
        var titles: ([String], [String]) = ([], [])
        for _ in 0..<10 {
            _ = first.handle(.space)
            _ = second.handle(.space)
            titles.0.append(first.object.title)
            titles.1.append(second.object.title)
        }
        #expect(titles.0 == titles.1)
    }

    @Test("Arrows step through the objects in the order list shows them, wrapping at the ends")
    func arrows() throws {
        var browser = try Self.browser()
        let order = ListCommand.order(of: browser.catalog)
        let listed = ListCommand.sections(of: browser.catalog).flatMap(\.entries).map(\.object.title)
        #expect(order.map { browser.catalog.objects[$0].title } == listed)
        let start = try #require(order.firstIndex(of: browser.index))
        _ = browser.handle(.right)
        #expect(browser.index == order[(start + 1) % order.count])
        _ = browser.handle(.left)
        _ = browser.handle(.left)
        #expect(browser.index == order[(start + order.count - 1) % order.count])
        var seen: [Int] = []
        for _ in order {
            _ = browser.handle(.right)
            seen.append(browser.index)
        }
        #expect(Set(seen).count == order.count, "every object, once a round")
    }

    @Test("s, e and ? toggle; q and Esc quit; other keys are ignored")
    func toggles() throws {
        var browser = try Self.browser()
        #expect(browser.handle(.character("s")) == .redraw)
        #expect(browser.isStill)
        #expect(browser.handle(.character("e")) == .redraw)
        #expect(browser.isExplaining)
        #expect(browser.handle(.character("?")) == .redraw)
        #expect(browser.isShowingHelp)
        #expect(browser.handle(.character("x")) == .ignore)
        #expect(browser.handle(.up) == .ignore)
        #expect(browser.handle(.character("q")) == .quit)
        #expect(browser.handle(.escape) == .quit)
    }

    /// Plays browse on a manual clock in a window of `size`, with `keys` at their times; returns the
    /// outcome, the pictures shown and the model as it ended.
    static func play(
        _ keys: [(time: Duration, key: Key)], size: Size = Size(columns: 80, rows: 30), seed: UInt64 = 1
    ) async throws -> (PlaybackOutcome, PictureRecorder, BrowseModel) {
        let clock = ManualClock()
        let events = [(time: Duration.zero, event: TerminalEvent.resize(size))] + keys.map { ($0.time, .key($0.key)) }
        var model = BrowseModel(browser: try browser(seed: seed), speed: 1)
        var player = Player(input: ScriptedEvents(clock: clock, events), output: PictureRecorder())
        let outcome = try await player.play(&model, length: .forever)
        return (outcome, player.output, model)
    }

    @Test("A whole session on a manual clock: each key redraws the screen, q ends it")
    func session() async throws {
        let first = try Self.browser().object.title
        let (outcome, recorder, model) = try await Self.play([
            (.seconds(2), .space), (.seconds(4), .character("?")), (.seconds(6), .character("q")),
        ])
        #expect(outcome == .finished)
        let screens = recorder.pictures.map { $0.joined(separator: "\n") }
        #expect(screens.first?.contains(first) == true)
        #expect(screens.contains { $0.contains(model.browser.object.title) && !$0.contains(first) })
        #expect(recorder.last.contains("another random object"))
        #expect(screens.allSatisfy { $0.contains("q quit") })
    }

    @Test("100,000 pasted n pick as many objects, one after the other, and lay out one screen")
    func pastedKeys() async throws {
        var expected = try Self.browser(seed: 3)
        for _ in 0..<100_000 { _ = expected.handle(.character("n")) }
        let presses = Array(repeating: (time: Duration.milliseconds(10), key: Key.character("n")), count: 100_000)
        let (_, recorder, model) = try await Self.play(presses + [(.seconds(1), .character("q"))], seed: 3)
        #expect(model.browser.index == expected.index)
        #expect(recorder.last.contains(expected.object.title))
        // The screen at the start, for the window's size, and one for all the presses.
        #expect(model.layOuts == 3)
    }

    @Test("A window too small for the card says so")
    func tooSmall() async throws {
        let (_, recorder, model) = try await Self.play(
            [(.milliseconds(100), .character("q"))], size: Size(columns: 40, rows: 6))
        #expect(recorder.last.contains("Window too small for"))
        #expect(recorder.last.contains(model.browser.object.title))
    }

    @Test("An interruption ends browsing as interrupted, with its signal")
    func interrupted() async throws {
        let clock = ManualClock()
        var model = BrowseModel(browser: try Self.browser(), speed: 1)
        var player = Player(
            input: ScriptedEvents(clock: clock, [(.seconds(1), .interrupt(.terminate))]), output: PictureRecorder())
        #expect(try await player.play(&model, length: .forever) == .interrupted(.terminate))
    }

    @Test("After s, the explanation says a key asked for the still, not a flag")
    func stillCause() async throws {
        let (_, recorder, _) = try await Self.play([
            (.seconds(1), .character("s")), (.seconds(2), .character("e")), (.seconds(3), .character("q")),
        ])
        #expect(recorder.last.contains("not animated: s pressed"))
        #expect(!recorder.last.contains("--still"))
        // The branch line agrees: not "cannot animate here", which s pressed contradicts.
        #expect(!recorder.last.contains("cannot animate"))
    }

    @Test("A card that fits only without its explanation is shown, and the explanation left out")
    func cardFirst() async throws {
        let catalog = try Catalog.bundled()
        let willow = try #require(catalog.objects.firstIndex { $0.title == "Willow" })
        let height = Card(object: catalog.objects[willow], catalog: catalog).height
        // Room for the card and the row of keys, not for the explanation under it.
        let size = Size(columns: 80, rows: height + 2)
        let clock = ManualClock()
        var browser = Browser(catalog: catalog, generator: SeededGenerator(seed: 1))
        while browser.index != willow { _ = browser.handle(.right) }
        var model = BrowseModel(browser: browser, speed: 1)
        var player = Player(
            input: ScriptedEvents(
                clock: clock,
                [(.zero, .resize(size)), (.seconds(1), .key(.character("e"))), (.seconds(2), .key(.character("q")))]),
            output: PictureRecorder())
        _ = try await player.play(&model, length: .forever)
        #expect(player.output.last.contains("Willow"))
        #expect(!player.output.last.contains("Window too small"))
        #expect(!player.output.last.contains("branch:"))
    }

    @Test("Every line fits a narrow window: the keys are shortened and the explanation wrapped")
    func narrow() async throws {
        let size = Size(columns: 40, rows: 40)
        let (_, recorder, _) = try await Self.play(
            [(.seconds(1), .character("e")), (.seconds(2), .character("q"))], size: size, seed: 3)
        for picture in recorder.pictures {
            for line in picture { #expect(line.count <= 40, "\(line)") }
        }
        let keys = try #require(recorder.pictures.last?.last)
        #expect(keys.hasSuffix("? help · q quit"))
        #expect(recorder.last.contains("StaticImageProtocol") || recorder.last.contains("AnimationProtocol"))
    }
}
