import NatureKit

/// The seed's app, as state: which object is shown and how, and what each key does to it.
///
/// `nature-cli browse` draws what this holds and hands it every key; tests do the same with scripted
/// keys, so every binding is checked without a terminal.
package struct Browser: Sendable {
    /// What a key asks of the screen.
    package enum Action: Hashable, Sendable {
        /// Draw the screen again: the object or the way it is shown changed.
        case redraw
        /// Nothing changes.
        case ignore
        /// Leave browse.
        case quit
    }

    /// The keys, as the line at the bottom of the screen names them, most useful first; the last two
    /// stay however narrow the window.
    package static let hints = ["space another", "←/→ step", "s still", "e explain", "? help", "q quit"]

    /// What `?` shows.
    package static let help = [
        "space, Enter, n   another random object",
        "← →               the previous or next object, in catalog order",
        "s                 still picture on or off",
        "e                 why it is shown as it is",
        "?                 this help on or off",
        "q, Esc            quit",
    ]

    /// The catalog browsed.
    package let catalog: Catalog
    private var generator: SeededGenerator
    /// The index in the catalog of the object shown.
    package private(set) var index: Int
    /// Whether the user asked for still pictures.
    package private(set) var isStill = false
    /// Whether `--explain`'s lines are shown under the card.
    package private(set) var isExplaining = false
    /// Whether the help is shown instead of the card.
    package private(set) var isShowingHelp = false

    /// A browser that starts at an object `generator` picks.
    ///
    /// - Parameters:
    ///   - catalog: The catalog to browse.
    ///   - generator: The generator every random pick comes from, so a seed repeats the sequence.
    package init(catalog: Catalog, generator: SeededGenerator) {
        self.catalog = catalog
        self.generator = generator
        index = self.generator.index(below: catalog.objects.count) ?? 0
    }

    /// The object shown.
    package var object: any ObjectProtocol { catalog.objects[index] }

    /// Carries out `key`; returns what the screen must do.
    ///
    /// - Parameter key: The key pressed.
    package mutating func handle(_ key: Key) -> Action {
        switch key {
        case .character("q"), .escape:
            return .quit
        case .space, .enter, .character("n"):
            pickAnother()
        case .left:
            index = (index + catalog.objects.count - 1) % catalog.objects.count
        case .right:
            index = (index + 1) % catalog.objects.count
        case .character("s"):
            isStill.toggle()
        case .character("e"):
            isExplaining.toggle()
        case .character("?"):
            isShowingHelp.toggle()
            return .redraw
        default:
            return .ignore
        }
        isShowingHelp = false
        return .redraw
    }

    /// Another object, at random: never the one shown, when there is another to show.
    private mutating func pickAnother() {
        let count = catalog.objects.count
        guard count > 1, let offset = generator.index(below: count - 1) else { return }
        index = (index + 1 + offset) % count
    }
}
