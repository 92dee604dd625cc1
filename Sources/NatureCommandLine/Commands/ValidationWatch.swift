import NatureKit
import NatureSystem

/// `validate --watch` as the player's one loop runs it: the file is checked at the start and again at
/// each change a file watcher tells of, and each round is handed to `report` with the time of day.
/// Nothing is drawn, no key is read, and only a signal ends it.
struct ValidationWatch: PlayerModel {
    /// What one round found.
    enum Round {
        /// The file was checked: a catalog, or the problems that kept it from being one.
        case checked(catalog: Catalog?, problems: [CatalogError])
        /// Something other than a catalog file stands at the path: `a folder`, `a FIFO`.
        case replaced(by: String)
        /// The file is gone.
        case deleted
    }

    /// Checks the file.
    var check: () -> (catalog: Catalog?, problems: [CatalogError])
    /// What stands at the path when it is not a file to read; `nil` for a regular file or nothing.
    var replacement: () -> String?
    /// Whether a deleted or replaced file is checked as any other round, for `--json`.
    var checksEveryRound: Bool
    /// The time of day each round is stamped with.
    var timeOfDay: () -> String
    /// Prints a round.
    var report: (Round, _ time: String) throws(CommandFailure) -> Void
    /// What failed while printing, which ends the watch; the command throws it.
    private(set) var failure: CommandFailure?

    init(
        check: @escaping () -> (catalog: Catalog?, problems: [CatalogError]),
        replacement: @escaping () -> String?, checksEveryRound: Bool, timeOfDay: @escaping () -> String,
        report: @escaping (Round, _ time: String) throws(CommandFailure) -> Void
    ) {
        self.check = check
        self.replacement = replacement
        self.checksEveryRound = checksEveryRound
        self.timeOfDay = timeOfDay
        self.report = report
    }

    var loopDuration: Duration? { nil }
    func nextChange(after time: Duration) -> Duration? { nil }

    /// The first round, at the start.
    mutating func advance(to time: Duration) {
        if time == .zero { checkAgain() }
    }

    func draw(_ state: PlayerState) -> Canvas { Canvas(width: 0, height: 0) }
    func handle(_ key: Key) -> PlayerCommand { .ignore }
    func resize(to size: Size) -> Bool { true }

    mutating func hear(_ change: FileWatcher.Change) -> PlayerCommand {
        switch change {
        case .saved where !checksEveryRound:
            // Not "deleted": something is there, just nothing a catalog can be read from.
            if let kind = replacement() { tell(.replaced(by: kind)) } else { checkAgain() }
        case .deleted where !checksEveryRound:
            tell(.deleted)
        case .saved, .deleted:
            checkAgain()
        }
        return failure == nil ? .ignore : .quit
    }

    private mutating func checkAgain() {
        let result = check()
        tell(.checked(catalog: result.catalog, problems: result.problems))
    }

    private mutating func tell(_ round: Round) {
        do throws(CommandFailure) {
            try report(round, timeOfDay())
        } catch {
            failure = error
        }
    }
}
