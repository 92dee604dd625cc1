/// The object a seeded generator picks from a catalog, and the still it shows, found from the catalog's
/// ``CatalogIndex`` with the generator stepped exactly as loading the whole catalog and then picking
/// would step it: the one place that knows how, for `random` and `show` and the benchmark alike.
///
/// Loading a catalog takes one number from its generator for each object whose type composes
/// ``StaticImageProtocol``, in catalog order: the still each picks as it is decoded, as the protocol asks
/// (``StaticImageProtocol/pickImage(from:using:)``). ``Catalog/randomObject(using:)`` then takes the
/// next. So the object's still comes from the generator stepped past the stills of the objects before
/// it, and the random pick from the generator stepped past all of them. `IndexedPickTests` hold this to
/// loading the whole catalog, for a thousand seeds and several catalogs, the built-in one among them.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let pick = IndexedPick.random(in: index, using: &generator)
/// let catalog = try pick.load(file: Catalog.bundledName)   // the picked object alone: catalog.objects[0]
/// ```
package struct IndexedPick: Sendable {
    /// The picked object's place in the catalog's order.
    package let position: Int
    /// The generator as loading the whole catalog has it when the picked object is decoded.
    private let stills: SeededGenerator
    private let index: CatalogIndex

    /// The object at `position`, its still picked as loading the whole catalog from `start` picks it.
    private init(position: Int, in index: CatalogIndex, loadingFrom start: SeededGenerator) {
        var stills = start
        Self.stepPastStills(of: index.picksStill[..<position], generator: &stills)
        self.position = position
        self.index = index
        self.stills = stills
    }

    /// The object `generator` picks at random, as loading the whole catalog with it and then calling
    /// ``Catalog/randomObject(using:)`` picks it; `generator` is left as those two leave it.
    ///
    /// - Parameters:
    ///   - index: The catalog's index.
    ///   - generator: The generator the whole catalog would be loaded with.
    package static func random(in index: CatalogIndex, using generator: inout SeededGenerator) -> IndexedPick {
        let start = generator
        stepPastStills(of: index.picksStill[...], generator: &generator)
        let position = Catalog.randomPosition(among: index.titles.count, using: &generator)
        return IndexedPick(position: position, in: index, loadingFrom: start)
    }

    /// The object at `position`, with the still loading the whole catalog with `generator` gives it;
    /// `generator` is left as that load leaves it.
    ///
    /// - Parameters:
    ///   - position: The object's place among the index's titles (`show` finds it by its title).
    ///   - index: The catalog's index.
    ///   - generator: The generator the whole catalog would be loaded with.
    package static func object(
        at position: Int, in index: CatalogIndex, using generator: inout SeededGenerator
    ) -> IndexedPick {
        let start = generator
        stepPastStills(of: index.picksStill[...], generator: &generator)
        return IndexedPick(position: position, in: index, loadingFrom: start)
    }

    /// A catalog of the picked object alone, with the images it names, loaded and checked as any
    /// catalog is; its one object is the whole catalog's, its still included.
    ///
    /// - Parameter file: The name errors give the catalog.
    package func load(file: String?) throws(CatalogError) -> Catalog {
        try index.load(position, file: file, stillsFrom: stills)
    }

    /// Takes from `generator` what loading the objects of `picksStill` takes: one number for each whose
    /// type picks a still as it is decoded.
    private static func stepPastStills(of picksStill: ArraySlice<Bool>, generator: inout SeededGenerator) {
        for picks in picksStill where picks {
            _ = generator.next()
        }
    }
}
