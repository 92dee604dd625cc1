import NatureKit

extension Player {
    /// Creates a player that plays on `clock` with no events to hear: in no time at all on a
    /// ``ManualClock``, or in real time on a clock such as `ContinuousClock`.
    ///
    /// ```swift
    /// var player = Player(clock: ManualClock(), output: Screen(output: RecordingOutput(), colored: false))
    /// ```
    ///
    /// - Parameters:
    ///   - clock: The clock to time changes on.
    ///   - output: Where each picture goes.
    public init<PlayerClock>(clock: PlayerClock, output: Output) where Input == ScriptedEvents<PlayerClock> {
        self.init(input: ScriptedEvents(clock: clock), output: output)
    }
}
