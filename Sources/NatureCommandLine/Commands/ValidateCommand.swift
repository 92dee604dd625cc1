import NatureKit
import NatureSystem

/// `nature-cli validate [file]`: checks a catalog and prints every problem, one per line, on standard
/// error; a valid catalog gets a one-line summary on standard output. `--json` prints either as one JSON
/// document on standard output; `--watch` checks the file again on every save until Ctrl-C.
struct ValidateCommand {
    let invocation: Invocation

    /// `--watch`: read only here, so declared only here.
    static let watch = OptionSpec(name: "--watch", help: "check the file again on every save, until Ctrl-C")

    static let declaration = CommandDeclaration(
        .validate, abstract: "Check a catalog (default: the built-in one) and print every problem, one per line.",
        argument: .init(
            name: "<file>", help: "the catalog to check, - for standard input (default: the built-in one)",
            isOptional: true, values: .files),
        options: [
            .catalog.help("the same as <file>, for an alias that carries --catalog; give one or the other"),
            .json.help("print the result as one JSON document: each problem's file, path, title, code and message"),
            watch,
            .color.help("accepted, so that an alias can carry it; validate prints no colour"),
        ],
        examples: [
            .init("nature-cli validate mine.json", "Every problem in your catalog, one per line."),
            .init("nature-cli validate --watch mine.json", "Check it again every time it is saved."),
        ],
        exitStatuses: [.badCatalog, .catalogUnreadable],
        check: { invocation throws(UsageError) in
            guard invocation.positionals.count <= 1 else {
                throw UsageError(message: "'validate' checks one file at a time", command: .validate)
            }
            if !invocation.positionals.isEmpty, invocation.catalogPath != nil {
                throw UsageError(
                    message: "give the file to validate either as an argument or with --catalog, not both",
                    command: .validate)
            }
            let file = invocation.positionals.first ?? invocation.catalogPath
            if invocation.isGiven(watch), file == nil || file == "-" {
                throw UsageError(
                    message: "--watch needs a catalog file to watch: nature-cli validate --watch <file>",
                    command: .validate)
            }
        },
        run: { invocation throws(CommandFailure) in try await ValidateCommand(invocation: invocation).run() })

    private var source: CatalogSource { CatalogSource(path: invocation.positionals.first ?? invocation.catalogPath) }

    @MainActor
    func run() async throws(CommandFailure) -> ExitCode {
        invocation.isGiven(Self.watch) ? try await watchFile() : try report(source.check(), time: nil)
    }

    /// Prints one check's result; `time` starts each line of a watch's round.
    private func report(_ result: (catalog: Catalog?, problems: [CatalogError]), time: String?) throws(CommandFailure)
        -> ExitCode
    {
        let exitCode: ExitCode =
            result.catalog != nil
            ? .success : result.problems.contains(where: \.isUnreadable) ? .catalogUnreadable : .badCatalog
        if invocation.json {
            let document = ValidationReport(
                source: source, catalog: result.catalog, problems: result.problems, time: time)
            // One document per line while watching, so that each round can be read as it comes.
            try invocation.print((time == nil ? document.json.text : document.json.compactText) + "\n")
            return exitCode
        }
        // While watching, every line of a round starts with its time, so that each can be told apart.
        let stamp = time.map { "[\($0)] " } ?? ""
        if let catalog = result.catalog {
            let counts = [Count.of(catalog.objects.count, "object"), Count.of(catalog.imageNames.count, "image")]
            try invocation.print("\(stamp)\(source.shownName): valid, \(counts.joined(separator: ", "))\n")
            return exitCode
        }
        for problem in result.problems {
            StandardStream.reportError(stamp + problem.commandLineDescription)
        }
        // One problem needs no count; a watch counts every round.
        let count = result.problems.count
        if count > 1 || time != nil {
            StandardStream.reportError("\(stamp)\(Count.of(count, "problem")) found")
        }
        return exitCode
    }

    /// Checks the file, then again on every save, until a signal ends the watch: Ctrl-C with 0. The
    /// player's one loop runs it, the file watcher its event source.
    @MainActor
    private func watchFile() async throws(CommandFailure) -> ExitCode {
        guard case .file(let path) = source else {
            preconditionFailure("the argument parser lets --watch through only with a file")
        }
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(path: path)
        } catch {
            throw CommandFailure(message: error.message, exitCode: .catalogUnreadable)
        }
        var watch = ValidationWatch(
            check: { [source] in source.check() }, replacement: { FileWatcher.nonRegularKind(at: path) },
            checksEveryRound: invocation.json, timeOfDay: ProcessControl.timeOfDay,
            report: { round, time throws(CommandFailure) in try printRound(round, time: time) })
        var player = Player(input: watcher.changes, output: NoPicture())
        return try await Self.play(&watch, with: &player)
    }

    /// Plays `watch` until a signal ends it; returns the status to exit with: 0 for Ctrl-C, which is how
    /// a watch is meant to end, and their own for the other signals.
    @MainActor
    static func play<Input: NoticeSource>(
        _ watch: inout ValidationWatch, with player: inout Player<Input, NoPicture>
    ) async throws(CommandFailure) -> ExitCode where Input.Notice == FileWatcher.Change {
        let outcome: PlaybackOutcome
        do {
            outcome = try await player.play(&watch, length: .forever)
        } catch let failure as FileWatcher.Failure {
            throw CommandFailure(message: failure.message, exitCode: .catalogUnreadable)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .catalogUnreadable)
        }
        if let failure = watch.failure { throw failure }
        guard case .interrupted(let interruption) = outcome, interruption != .interrupt else { return .success }
        return ExitCode(interruption)
    }

    /// Prints one round of a watch, each line starting with its time.
    private func printRound(_ round: ValidationWatch.Round, time: String) throws(CommandFailure) {
        switch round {
        case .checked(let catalog, let problems):
            _ = try report((catalog, problems), time: time)
        case .replaced(let kind):
            StandardStream.reportError(
                "[\(time)] \(source.shownName): replaced by \(kind); waiting for a catalog file to be saved there")
        case .deleted:
            StandardStream.reportError("[\(time)] \(source.shownName): deleted; waiting for it to be saved again")
        }
    }
}
