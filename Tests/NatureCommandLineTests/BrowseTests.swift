import Testing

@testable import NatureKit

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

    @Test("Arrows step through the catalog in order, wrapping at the ends")
    func arrows() throws {
        var browser = try Self.browser()
        let count = browser.catalog.objects.count
        let start = browser.index
        _ = browser.handle(.right)
        #expect(browser.index == (start + 1) % count)
        _ = browser.handle(.left)
        _ = browser.handle(.left)
        #expect(browser.index == (start + count - 1) % count)
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

    @Test("A whole session on a manual clock: each key redraws the screen, q ends it")
    func session() async throws {
        let clock = ManualClock()
        let keys = ScriptedKeys(
            clock: clock,
            [(.seconds(2), .space), (.seconds(4), .character("?")), (.seconds(6), .character("q"))])
        var loop = BrowseLoop(
            browser: try Self.browser(), clock: clock, output: RecordingOutput(), keys: keys, colored: false,
            speed: 1
        ) { (80, 30) }
        let first = loop.browser.object.title
        #expect(try await loop.run() == .finished)
        let text = loop.output.text
        // Three screens, each starting from an erased screen: the first object, another, the help.
        #expect(text.components(separatedBy: "\u{1B}[2J\u{1B}[1;1H").count == 4)
        #expect(text.contains(first))
        #expect(text.contains(loop.browser.object.title))
        #expect(text.contains("another random object"))
        #expect(text.contains(Browser.hint))
    }

    @Test("A window too small for the card says so on one line")
    func tooSmall() async throws {
        let clock = ManualClock()
        let keys = ScriptedKeys(clock: clock, [(.milliseconds(100), .character("q"))])
        var loop = BrowseLoop(
            browser: try Self.browser(), clock: clock, output: RecordingOutput(), keys: keys, colored: false,
            speed: 1
        ) { (40, 6) }
        _ = try await loop.run()
        #expect(loop.output.text.contains("Window too small for \(loop.browser.object.title)"))
    }

    @Test("An interruption ends browsing as interrupted")
    func interrupted() async throws {
        let clock = ManualClock()
        var loop = BrowseLoop(
            browser: try Self.browser(), clock: clock, output: RecordingOutput(), keys: ScriptedKeys(clock: clock, []),
            colored: false, speed: 1
        ) { (80, 30) }
        loop.terminalSignal = { .interrupt }
        #expect(try await loop.run() == .interrupted)
    }
}
