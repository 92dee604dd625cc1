import NatureKit

/// A command line that cannot be run as written; exits with 64 (`EX_USAGE`) after printing usage.
struct UsageError: Error {
    /// Whose usage is printed after the message.
    enum Usage: Hashable, Sendable {
        /// One command's: the command line named it, or defaults to it.
        case command(Subcommand)
        /// The program's own options', given with no command (`--generate-completion-script`).
        case program
        /// Every command's: the command line names none that exists.
        case everyCommand
    }

    var message: String
    var usage: Usage
    /// Words that may be an object's title typed without `show` (`nature-cli bird`), to be looked up
    /// in the catalog before the message is printed.
    var strayTitle: StrayTitle?

    init(message: String, usage: Usage) {
        self.message = message
        self.usage = usage
    }

    /// `command`'s usage, or every command's for `nil`.
    init(message: String, command: Subcommand? = nil, strayTitle: StrayTitle? = nil) {
        self.message = message
        usage = command.map(Usage.command) ?? .everyCommand
        self.strayTitle = strayTitle
    }

    struct StrayTitle {
        var title: String
        /// The `--catalog` the command line named, if any.
        var catalogPath: String?
        /// The message without a did-you-mean, for when the title is the better hint.
        var bareMessage: String
    }
}

extension UsageError {
    /// The error pointing to `nature-cli show <title>` when its stray words are a title in the catalog,
    /// or, failing any other hint, close to one.
    func pointingToShow() -> UsageError {
        guard let stray = strayTitle else { return self }
        var generator = SeededGenerator(seed: 0)
        var probe = Invocation()
        probe.catalogPath = stray.catalogPath
        guard let catalog = try? probe.loadCatalog(using: &generator) else { return self }
        let title =
            catalog.object(titled: stray.title)?.title
            ?? (message == stray.bareMessage
                ? Suggestion.nearest(to: stray.title, among: catalog.objects.map(\.title)) : nil)
        guard let title else { return self }
        var words = ["nature-cli", "show", title]
        if let path = stray.catalogPath { words += ["--catalog", path] }
        var error = self
        // The whole command, however long, so that it can be copied.
        error.message =
            stray.bareMessage + "; did you mean \(TerminalText.quoted(ShellText.command(words), limit: .max))?"
        return error
    }
}
