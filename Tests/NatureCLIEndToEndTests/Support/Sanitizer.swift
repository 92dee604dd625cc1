import Foundation
import Testing

/// A sanitizer the tests may run under: `Scripts/sanitize.sh` names it in `NATUREKIT_SANITIZER`.
enum Sanitizer {
    /// Whether one is running: then memory, time and file limits measure its runtime as well as nature-cli.
    static let isRunning = ProcessInfo.processInfo.environment["NATUREKIT_SANITIZER"] != nil
}

extension Trait where Self == ConditionTrait {
    /// For a test of peak memory: disabled under a sanitizer, whose shadow memory it would measure.
    static var measuringMemory: Self {
        .disabled(if: Sanitizer.isRunning, "memory under a sanitizer measures the sanitizer")
    }
}
