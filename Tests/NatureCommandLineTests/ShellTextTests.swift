import NatureKit
import NatureKitTestSupport
import Testing

@testable import NatureCommandLine

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

    @Test("A command is its words, each quoted as it needs, joined by spaces")
    func command() {
        #expect(
            ShellText.command(["nature-cli", "show", "Polar Bear", "--seed", "7"])
                == "nature-cli show 'Polar Bear' --seed 7")
    }
}
