import Foundation
import NatureKit
import NatureKitTesting
import Testing

@testable import NatureCommandLine

/// `validate --watch` runs in the player's one loop, the file watcher one more event source: here a
/// scripted watcher on a manual clock, so that a whole watch plays in no real time.
@Suite("validate --watch, on a scripted watcher")
@MainActor
struct ValidationWatchTests {
    /// What a scripted watcher does at its time: tells of a change, or delivers a signal.
    enum Step {
        case change(ValidationWatch.Notice)
        case signal(Interruption)
    }

    /// A file watcher's stand-in: each step at its time on `clock`, counted from when it was made.
    struct ScriptedWatcher: NoticeSource {
        let clock: ManualClock
        private let start: ManualClock.Instant
        private var script: [(time: Duration, step: Step)]
        private var heard: [ValidationWatch.Notice] = []

        init(clock: ManualClock, _ script: [(time: Duration, step: Step)]) {
            self.clock = clock
            start = clock.now
            self.script = script
        }

        mutating func events(
            until deadline: ManualClock.Instant?, isolation: isolated (any Actor)?
        ) async throws -> [TerminalEvent] {
            let isDue = script.first.map { start.advanced(by: $0.time) <= clock.now } ?? false
            if heard.isEmpty, !isDue {
                let next = script.first.map { start.advanced(by: $0.time) }
                guard let wake = [deadline, next].compactMap({ $0 }).min() else {
                    preconditionFailure("the watch waits for a change, and the script has no more")
                }
                if wake > clock.now { try await clock.sleep(until: wake, tolerance: nil) }
            }
            var events: [TerminalEvent] = []
            while let first = script.first, start.advanced(by: first.time) <= clock.now {
                script.removeFirst()
                switch first.step {
                case .change(let change): heard.append(change)
                case .signal(let interruption): events.append(.interrupt(interruption))
                }
            }
            return events
        }

        mutating func takeNotices() -> [ValidationWatch.Notice] {
            defer { heard = [] }
            return heard
        }
    }

    /// What a watch reported, one line a round: its time on the manual clock and what it found.
    final class Rounds {
        var lines: [String] = []
        var checks = 0
    }

    static let broken = Catalog.problems(inData: Data("{".utf8))

    /// A watch whose file is valid on every odd check and broken on every even one, stamped with the
    /// manual clock's time, with `replacement` standing at the path when it is asked.
    func watch(
        clock: ManualClock, rounds: Rounds, json: Bool = false, replacement: String? = nil,
        failingAt failing: Int? = nil
    ) throws -> ValidationWatch {
        let catalog = try Catalog.bundled()
        return ValidationWatch(
            check: {
                rounds.checks += 1
                return rounds.checks.isMultiple(of: 2) ? (nil, Self.broken) : (catalog, [])
            },
            replacement: { replacement }, checksEveryRound: json,
            timeOfDay: { "\(clock.now.offset.components.seconds)s" },
            report: { round, time throws(CommandFailure) in
                if rounds.lines.count == failing {
                    throw CommandFailure(message: "standard output", exitCode: .outputError)
                }
                switch round {
                case .checked(let catalog?, _): rounds.lines.append("\(time) valid, \(catalog.objects.count) objects")
                case .checked(nil, let problems): rounds.lines.append("\(time) \(problems.count) problems")
                case .replaced(let kind): rounds.lines.append("\(time) replaced by \(kind)")
                case .deleted: rounds.lines.append("\(time) deleted")
                }
            })
    }

    @Test("Each change is a round at its time: a check, a deletion, a replacement; Ctrl-C ends it with 0")
    func rounds() async throws {
        let clock = ManualClock()
        let rounds = Rounds()
        var watch = try watch(clock: clock, rounds: rounds)
        var player = Player(
            input: ScriptedWatcher(
                clock: clock,
                [
                    (.seconds(1), .change(.saved)), (.seconds(3), .change(.deleted)), (.seconds(4), .change(.saved)),
                    (.seconds(9), .signal(.interrupt)),
                ]),
            output: NoPicture())
        let objects = try Catalog.bundled().objects.count
        #expect(try await ValidateCommand.play(&watch, with: &player) == .success)
        #expect(
            rounds.lines == [
                "0s valid, \(objects) objects", "1s \(Self.broken.count) problems", "3s deleted",
                "4s valid, \(objects) objects",
            ])
        #expect(clock.now.offset == .seconds(9), "it waited for the signal, on the manual clock alone")
    }

    @Test("With --json a deletion is checked as any round, and what stands at the path is not asked")
    func json() async throws {
        let clock = ManualClock()
        let rounds = Rounds()
        var watch = try watch(clock: clock, rounds: rounds, json: true, replacement: "a folder")
        var player = Player(
            input: ScriptedWatcher(
                clock: clock,
                [(.seconds(2), .change(.deleted)), (.seconds(5), .change(.saved)), (.seconds(6), .signal(.terminate))]),
            output: NoPicture())
        #expect(try await ValidateCommand.play(&watch, with: &player) == ExitCode(Interruption.terminate))
        #expect(rounds.lines.map { $0.prefix(2) } == ["0s", "2s", "5s"])
        #expect(rounds.checks == 3)
    }

    @Test("A path replaced by something else is named for it, not checked")
    func replaced() async throws {
        let clock = ManualClock()
        let rounds = Rounds()
        var watch = try watch(clock: clock, rounds: rounds, replacement: "a FIFO (named pipe)")
        var player = Player(
            input: ScriptedWatcher(clock: clock, [(.seconds(1), .change(.saved)), (.seconds(2), .signal(.interrupt))]),
            output: NoPicture())
        _ = try await ValidateCommand.play(&watch, with: &player)
        #expect(rounds.lines.last == "1s replaced by a FIFO (named pipe)")
        #expect(rounds.checks == 1)
    }

    @Test("A round that cannot be printed ends the watch with its failure, at once")
    func failingOutput() async throws {
        let clock = ManualClock()
        let rounds = Rounds()
        var watch = try watch(clock: clock, rounds: rounds, failingAt: 1)
        var player = Player(
            input: ScriptedWatcher(
                clock: clock, [(.seconds(1), .change(.saved)), (.seconds(30), .signal(.interrupt))]),
            output: NoPicture())
        await #expect(throws: CommandFailure.self) { try await ValidateCommand.play(&watch, with: &player) }
        #expect(rounds.lines.count == 1)
        #expect(clock.now.offset == .seconds(1), "it did not wait for the signal")
    }
}
