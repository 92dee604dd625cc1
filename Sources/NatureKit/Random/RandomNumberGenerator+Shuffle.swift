extension RandomNumberGenerator {
    /// `elements` in an order of the generator's: Fisher–Yates from the last place down, each place
    /// swapped with one at or before it picked by ``index(below:)``.
    ///
    /// Written here rather than with `shuffled(using:)`, whose algorithm the standard library does not
    /// promise to keep: a seed must lay out the same scene on every platform and toolchain.
    package mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var elements = elements
        for position in elements.indices.reversed() {
            elements.swapAt(position, index(below: position + 1) ?? position)
        }
        return elements
    }
}
