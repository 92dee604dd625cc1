import NatureKit

/// A command line that cannot be run as written; exits with 64 (`EX_USAGE`) after printing usage.
struct UsageError: Error {
    var message: String
    var command: Command?
    /// Words that may be an object's title typed without `show` (`nature-cli bird`), to be looked up
    /// in the catalog before the message is printed.
    var strayTitle: StrayTitle?

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
