import NatureKit
import NatureKitTestSupport
import NatureKitTesting
import Testing

// The command table, the parser, help and usage errors are internal to nature-cli's target.
@testable import NatureCommandLine

/// Each command declared once: what the parser, help, the manual and the completions all read.
@Suite("Command declarations")
struct CommandDeclarationTests {
    @Test("Every command is declared once, and every option of it has help of its own")
    func everyCommandOnce() {
        let names = Program.commands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Set(names) == Set(Subcommand.allCases.map(\.rawValue)))
        for declaration in Program.commands {
            for option in declaration.options {
                #expect(!option.help.isEmpty, "\(declaration.name) \(option.name)")
            }
        }
    }

    @Test("An option several commands take is spelled alike and takes a value alike in each")
    func sharedOptionsAgree() {
        let options = Program.options + Program.commands.flatMap(\.options)
        for option in options {
            for other in options where other.name == option.name {
                #expect(other.shortName == option.shortName && (other.value == nil) == (option.value == nil))
            }
        }
    }

    @Test("An option declared for one command is parsed for it, read back, and refused elsewhere")
    func commandOwnOption() throws {
        let invocation = try InvocationParser.parse(["list", "--titles"])
        #expect(invocation.isGiven(ListCommand.titles))
        #expect(throws: UsageError.self) { try InvocationParser.parse(["scene", "--titles"]) }
    }

    @Test("--generate-completion-script with a shell it cannot write for names the shells, with the program's usage")
    func unknownShell() throws {
        do {
            _ = try InvocationParser.parse(["--generate-completion-script", "tcsh"])
            Issue.record("tcsh was accepted")
        } catch {
            #expect(error.message.contains("bash, zsh or fish"))
            #expect(error.usage == .program)
            #expect(Help.usage(for: error.usage).hasPrefix("usage: nature-cli --generate-completion-script"))
            #expect(!Help.usage(for: error.usage).contains("[random]"))
        }
    }

    @Test("The keys in help, the manual and the hints come from each model's binding table")
    func keysFromBindings() {
        let manual = ManualPage.text(of: .natureCLI)
        for binding in SceneKeys.all + Browser.Keys.all + CardKeys.all {
            #expect(manual.contains(ManualPage.escaped(binding.help)), "\(binding.label)")
        }
        #expect(PlaybackFooter.card.keys == "q quit · space pause")
        #expect(KeyBinding.hints(Browser.Keys.all).last == "q quit")
    }
}

/// `show --forever` in a window that shrinks below the card: it waits, as the scene does.
@Suite("Waiting for room")
struct WaitingForRoomTests {
    @Test("A window too small stops the card and says so; grown back, it plays on until q")
    func waitsForTheWindow() async throws {
        let clock = ManualClock()
        var player = Player(
            input: ScriptedEvents(
                clock: clock,
                [
                    (.zero, .resize(Size(columns: 80, rows: 24))),
                    (.seconds(1), .resize(Size(columns: 80, rows: 2))),
                    (.seconds(5), .resize(Size(columns: 80, rows: 24))),
                    (.seconds(6), .key(.character("q"))),
                ]),
            output: PictureRecorder())
        var model = WaitingForRoom(
            SourceModel(FrameLoop(frames: numberedFrames(4), interval: .milliseconds(250)), footer: .card))
        let outcome = try await player.play(&model, length: .forever)
        #expect(outcome == .finished)
        #expect(clock.now.offset >= .seconds(6), "played on after the window grew back, until q")
        let pictures = player.output.pictures.map { $0.joined(separator: "\n") }
        let waiting = try #require(pictures.firstIndex { $0.contains("window too small: 4 rows needed") })
        #expect(pictures[(waiting + 1)...].contains { !$0.contains("window too small") })
    }
}
