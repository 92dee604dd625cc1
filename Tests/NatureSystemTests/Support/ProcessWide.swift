import Testing

/// The suites that change signal dispositions, which belong to the whole process: under this one, their
/// tests run one at a time, so that none gives a signal back to its default while another relies on it.
@Suite("Process-wide: signal routing and what uses it", .serialized)
enum ProcessWide {}
