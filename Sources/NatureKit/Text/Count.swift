/// A number and its noun, agreeing: `1 object`, `2 objects`, `0 problems`. Every count nature-cli prints
/// in words goes through here, so that none reads `1 objects`.
package enum Count {
    /// `count` followed by `noun`, or by its plural unless `count` is 1.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - noun: The noun for one: `object`.
    ///   - plural: The noun for any other number; by default `noun` with an `s`.
    package static func of(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
