import NatureCommandLine
import NatureKit
import NatureKitTestSupport
import Testing

@Suite("Shell quoting")
struct ShellTextTests {
    @Test(
        "A word is quoted only when the shell would change it",
        arguments: [
            ("Bird", "Bird"), ("/tmp/my-catalog.json", "/tmp/my-catalog.json"), ("Polar Bear", "'Polar Bear'"),
            ("it's", #"'it'\''s'"#), ("", "''"), ("$HOME", "'$HOME'"), ("~/x", "'~/x'"), ("a*b", "'a*b'"),
            ("Möwe", "'Möwe'"),
        ])
    func quoting(word: String, quoted: String) {
        #expect(ShellText.quoted(word) == quoted)
    }

    @Test(
        "A word with control characters is written in $'…' with their bytes as \\xHH, so printing it acts on nothing",
        arguments: [
            ("x\u{1B}]0;pwned\u{07}.json", #"$'x\x1b]0;pwned\x07.json'"#), ("a\u{9B}2J", #"$'a\xc2\x9b2J'"#),
            ("it's\n", #"$'it\'s\x0a'"#), ("\u{202E}\\", #"$'\xe2\x80\xae\\'"#),
        ])
    func controlQuoting(word: String, quoted: String) {
        #expect(ShellText.quoted(word) == quoted)
        #expect(!ShellText.quoted(word).unicodeScalars.contains(where: TerminalText.mustBeEscaped))
    }

    @Test("A command is its words, each quoted as it needs, joined by spaces")
    func command() {
        #expect(
            ShellText.command(["nature-cli", "show", "Polar Bear", "--seed", "7"])
                == "nature-cli show 'Polar Bear' --seed 7")
    }
}
