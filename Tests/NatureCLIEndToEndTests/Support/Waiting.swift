import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits until `condition` holds, looking every 2 ms, for at most `seconds`; returns whether it held.
///
/// The one place the end-to-end tests wait: each waits for what it checks (a screen, a byte count, an
/// exit), and the time given is only patience, never a schedule.
@discardableResult
func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        guard Date() < deadline else { return false }
        usleep(2000)
    }
    return true
}
