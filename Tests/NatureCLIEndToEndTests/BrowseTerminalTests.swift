import Foundation
import NatureKit
import Testing

/// browse on a pseudo-terminal, as a person meets it: its explanation in its own words, the card before
/// the explanation when both cannot fit, and every line within the window.
@Suite("browse on a terminal: the explanation and the window's edges", .serialized)
struct BrowseTerminalTests {
    static let right = "\u{1B}[C"

    /// The screen now, as a terminal shows it.
    static func screen(_ run: PseudoTerminalRun) -> String {
        ScreenModel(replaying: run.output).text
    }

    /// Whether `title`'s card is on the screen: its title alone on a line.
    static func shows(_ title: String, _ screen: String) -> Bool {
        screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == title }
    }

    /// Steps right through the catalog until `title`'s card is on screen; returns whether it came. Up to
    /// once round the whole built-in catalog.
    static func step(to title: String, in run: PseudoTerminalRun) throws -> Bool {
        for _ in 0..<(try Catalog.bundled().objects.count) {
            let before = screen(run)
            if shows(title, before) { return true }
            run.type(right)
            guard run.waitForScreen({ $0 != before }) else { return false }
        }
        return false
    }

    @Test("After s then e, the explanation says s was pressed, not --still")
    func stillCause() throws {
        let run = try PseudoTerminalRun(["browse", "--seed", "1"], rows: 30)
        #expect(run.waitForScreen { $0.contains("q quit") })
        #expect(try Self.step(to: "Bird", in: run))
        run.type("s")
        run.type("e")
        #expect(run.waitForScreen { $0.contains("not animated: s pressed") })
        #expect(!Self.screen(run).contains("--still"))
        run.type("q")
        #expect(run.waitForExit() == 0)
    }

    @Test("With e on, Willow's card is shown at 80x18, and at 80x15 without its explanation, never 'too small'")
    func cardFirst() throws {
        let run = try PseudoTerminalRun(["browse", "--seed", "1"], columns: 80, rows: 18)
        #expect(run.waitForScreen { $0.contains("q quit") })
        run.type("e")
        #expect(run.waitForScreen { $0.contains("conforms to") || $0.contains("too small") })
        #expect(try Self.step(to: "Willow", in: run))
        #expect(!Self.screen(run).contains("too small"))
        // Room for the card, not for the card and the explanation under it: the card stays.
        run.resize(columns: 80, rows: 15)
        #expect(run.waitForScreen { !$0.contains("conforms to") })
        let screen = Self.screen(run)
        #expect(Self.shows("Willow", screen))
        #expect(!screen.contains("too small"))
        #expect(screen.split(separator: "\n").count <= 15)
        run.type("q")
        #expect(run.waitForExit() == 0)
    }

    @Test("At 40 columns every line fits: the explanation wrapped, the keys shortened to what fits")
    func narrow() throws {
        let run = try PseudoTerminalRun(["browse", "--seed", "3"], columns: 40, rows: 40)
        #expect(run.waitForScreen { $0.contains("q quit") })
        run.type("e")
        #expect(run.waitForScreen { $0.contains("conforms to") })
        let lines = Self.screen(run).split(separator: "\n")
        for line in lines { #expect(line.count <= 40, "\(line)") }
        #expect(lines.last?.hasSuffix("? help · q quit") == true)
        #expect(lines.contains { $0.contains("StaticImageProtocol") || $0.contains("AnimationProtocol") })
        run.type("q")
        #expect(run.waitForExit() == 0)
    }
}
