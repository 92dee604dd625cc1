/// When to colour output, as `--color` asks.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour on a capable terminal, unless `NO_COLOR` is set to something.
    case auto
    /// Colour everywhere, pipes included.
    case always
    /// No colour anywhere.
    case never
}
