import NatureKit
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
    @Test(
        "Columns count wide characters as two and combining marks as none",
        arguments: [("abc", 3), ("山", 2), ("e\u{301}", 1), ("🐦", 2), ("", 0)] as [(String, Int)])
    func columns(text: String, expected: Int) {
        #expect(TerminalText.columns(of: text) == expected)
    }

    @Test(
        "Emoji take the two columns terminals draw them in, however many scalars they are made of",
        arguments: [
            ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),  // a family joined by zero-width joiners, once 8
            ("👍🏽", 2),  // a skin-tone modifier, once 4
            ("🇺🇸", 2),  // a flag's two regional indicators, once 4
            ("🇺🇸🇫🇷", 4),
            ("❤\u{FE0F}", 2),  // variation selector 16 asks for the emoji, wide
            ("❤", 1),  // without it, the text heart is narrow
            ("1\u{FE0F}\u{20E3}", 2),  // a keycap
            ("a👨\u{200D}👩\u{200D}👧\u{200D}👦b", 4),
        ] as [(String, Int)])
    func emoji(text: String, expected: Int) {
        #expect(TerminalText.columns(of: text) == expected)
    }

    @Test("Quoting escapes everything a terminal would act on")
    func quoting() {
        #expect(TerminalText.quoted("a\u{1B}[31mb") == "\"a\\u{1B}[31mb\"")
        #expect(TerminalText.quoted("\u{202E}x\t\"") == "\"\\u{202E}x\\t\\\"\"")
        #expect(TerminalText.quoted(String(repeating: "a", count: 100)).count == 63)
    }

    @Test(
        "Control characters are found, printable text passes",
        arguments: ["\u{7}", "\u{7F}", "\u{85}", "\u{2067}", "\t"])
    func controls(text: String) {
        #expect(TerminalText.firstControlCharacter(in: "ok" + text) != nil)
        #expect(TerminalText.firstControlCharacter(in: "ok é 山 ~") == nil)
    }

    @Test("Suggestions find near typos and nothing for far ones")
    func suggestions() {
        #expect(Suggestion.nearest(to: "tilte", among: ["title", "type"]) == "title")
        #expect(Suggestion.nearest(to: "BRID", among: ["Bird", "Cat"]) == "Bird")
        #expect(Suggestion.nearest(to: "zebra", among: ["Bird", "Cat"]) == nil)
    }
}
