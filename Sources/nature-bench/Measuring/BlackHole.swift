/// Takes a value and does nothing with it, in a way the optimiser cannot see through, so that work
/// whose result is unused is still done while it is timed.
///
/// `@_optimize(none)` is the standard library's own benchmark idiom: without it a release build may
/// delete the very call being measured.
@_optimize(none)
func blackHole<T>(_ value: T) {}
