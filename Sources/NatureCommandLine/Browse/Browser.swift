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

    /// The keys browse reads: ``handle(_:)``, the hint line, `?` and `--help` all read this table.
    package enum Keys {
        package static let another = KeyBinding(
            [.space, .enter, .character("n")], label: "space, Enter, n", help: "another random object",
            hint: "space another")
        package static let previous = KeyBinding(
            [.left], label: "← →", help: "the previous or next object, in the order 'nature-cli list' shows them",
            hint: "←/→ step")
        /// Listed with ``previous`` in help, which names both.
        package static let next = KeyBinding([.right], label: "→", help: "the next object")
        package static let still = KeyBinding(
            [.character("s")], label: "s", help: "still picture on or off", hint: "s still")
        package static let explain = KeyBinding(
            [.character("e")], label: "e", help: "why it is shown as it is", hint: "e explain")
        package static let help = KeyBinding([.character("?")], label: "?", help: "this help on or off", hint: "? help")
        package static let quit = KeyBinding([.character("q"), .escape], label: "q, Esc", help: "quit", hint: "q quit")

        /// The keys as help lists them, most useful first; the hint line keeps the last two however
        /// narrow the window.
        package static let all = [another, previous, still, explain, help, quit]
    }

    /// The catalog browsed.
    package let catalog: Catalog
    private var generator: SeededGenerator
    /// The catalog's indices in the order `nature-cli list` shows them, which ← and → step along.
    private let order: [Int]
    /// The place in ``order`` of each catalog index, so that a pick is found in one step, not a search.
    private let places: [Int]
    /// The place in ``order`` of the object shown.
    private var place: Int
    /// The index in the catalog of the object shown.
    package var index: Int { order[place] }
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
        order = ListCommand.order(of: catalog)
        var places = [Int](repeating: 0, count: order.count)
        for (place, index) in order.enumerated() { places[index] = place }
        self.places = places
        let first = self.generator.index(below: catalog.objects.count) ?? 0
        place = places.indices.contains(first) ? places[first] : 0
    }

    /// The object shown.
    package var object: any ObjectProtocol { catalog.objects[index] }

    /// Carries out `key`; returns what the screen must do.
    ///
    /// - Parameter key: The key pressed.
    package mutating func handle(_ key: Key) -> Action {
        switch key {
        case Keys.quit:
            return .quit
        case Keys.another:
            pickAnother()
        case Keys.previous:
            place = (place + order.count - 1) % order.count
        case Keys.next:
            place = (place + 1) % order.count
        case Keys.still:
            isStill.toggle()
        case Keys.explain:
            isExplaining.toggle()
        case Keys.help:
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
        let index = (self.index + 1 + offset) % count
        place = places[index]
    }
}
