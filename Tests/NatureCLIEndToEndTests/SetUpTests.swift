import Foundation
import Testing

/// The README's Set-up, as a new user follows it: run it, test it, install it on the PATH, then the
/// completions and the manual page; and `Scripts/install.sh`, which installs it. CI runs the install itself
/// (a release build), in `.ci/run`'s last step, and runs the installed binary from elsewhere.
@Suite("Set-up, from a fresh clone to an installed nature-cli", .serialized)
struct SetUpTests {
    static let script = Repository.root.appendingPathComponent("Scripts/install.sh").path

    /// The README's Set-up section.
    static func setUp() throws -> String {
        let readme = try Repository.text("README.md")
        let start = try #require(readme.range(of: "\n## Set-up\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test("The README's Set-up goes in order: run, test, install on the PATH, completions, the manual page")
    func order() throws {
        let setUp = try Self.setUp()
        let steps = [
            "swift run nature-cli random", "swift test", "bash Scripts/install.sh",
            "nature-cli --generate-completion-script bash", "nature-cli --generate-manual",
        ]
        let positions = try steps.map { step in try #require(setUp.range(of: step), "\(step)").lowerBound }
        #expect(positions == positions.sorted())
        // Each shell's needs, bash's package first of all.
        #expect(setUp.contains("`bash-completion` package"))
        #expect(setUp.contains("bash Scripts/install.sh --uninstall"))
    }

    @Test("The README's fallback completion line does nothing once nature-cli is gone")
    func fallbackLineWithoutNatureCLI() throws {
        let line = try #require(
            try Self.setUp().split(separator: "\n").lazy.compactMap { line in
                line.range(of: "command -v nature-cli").map { String(line[$0.lowerBound...].prefix { $0 != "`" }) }
            }.first)
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), ["--norc", "-c", line + "; echo done"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
        #expect(result.status == 0)
        #expect(result.stdout == "done\n")
        #expect(result.stderr.isEmpty)
    }

    /// Runs the install script with `arguments` in a home of `home`'s.
    static func install(_ arguments: [String], home: TemporaryDirectory) throws -> CommandResult {
        try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), [script] + arguments,
            environment: ["HOME": home.url.path, "XDG_CONFIG_HOME": home.path(".config")])
    }

    @Test("install.sh --uninstall removes the binary and what the set-up generated, and nothing else")
    func uninstall() throws {
        let home = try TemporaryDirectory()
        let generated: [String: [String]?] = [
            ".local/bin/nature-cli": nil,
            ".local/share/bash-completion/completions/nature-cli": ["--generate-completion-script", "bash"],
            ".zsh/completions/_nature-cli": ["--generate-completion-script", "zsh"],
            ".config/fish/completions/nature-cli.fish": ["--generate-completion-script", "fish"],
            ".local/share/man/man1/nature-cli.1": ["--generate-manual"],
        ]
        for (path, arguments) in generated {
            let url = home.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let arguments {
                try Data(try BuiltCLI.run(arguments).stdout.utf8).write(to: url)
            } else {
                try FileManager.default.copyItem(at: BuiltCLI.executable, to: url)
            }
        }
        // A file of the same name that nature-cli did not write is someone else's.
        let foreign = home.url.appendingPathComponent(".zsh/completions/_nature-cli")
        try Data("#compdef nature-cli\n# written by hand\n".utf8).write(to: foreign)

        let result = try Self.install(["--uninstall"], home: home)
        #expect(result.status == 0, "\(result.stderr)")
        for path in generated.keys where path != ".zsh/completions/_nature-cli" {
            #expect(!FileManager.default.fileExists(atPath: home.path(path)), "\(path)")
            #expect(result.stdout.contains("removed \(home.path(path))"))
        }
        #expect(FileManager.default.fileExists(atPath: foreign.path))

        // Shell files are never edited, only named with what they still hold of nature-cli.
        let bashrc = home.url.appendingPathComponent(".bashrc")
        let fallback = "command -v nature-cli >/dev/null && source <(nature-cli --generate-completion-script bash)"
        try Data("alias ll='ls -l'\n\(fallback)\n".utf8).write(to: bashrc)
        let told = try Self.install(["--uninstall"], home: home)
        #expect(told.stdout.contains("left in \(bashrc.path), line 2: \(fallback)\n"))
        #expect(try String(contentsOf: bashrc, encoding: .utf8) == "alias ll='ls -l'\n\(fallback)\n")
        try FileManager.default.removeItem(at: bashrc)

        let again = try Self.install(["--uninstall"], home: home)
        #expect(again.status == 0)
        #expect(again.stdout == "nothing to remove: \(home.path(".local/bin/nature-cli")) is not there\n")
    }

    @Test("install.sh says how to use it, and refuses what it does not know with 64")
    func usage() throws {
        let home = try TemporaryDirectory()
        let help = try Self.install(["--help"], home: home)
        #expect(help.status == 0)
        #expect(help.stdout.contains("bash Scripts/install.sh --uninstall"))
        for arguments in [["--bogus"], ["--prefix"]] {
            let refused = try Self.install(arguments, home: home)
            #expect(refused.status == 64)
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr.hasPrefix("install.sh: "))
        }
    }
}
