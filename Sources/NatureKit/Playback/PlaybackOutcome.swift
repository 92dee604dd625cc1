/// How playback ended.
public enum PlaybackOutcome: Hashable, Sendable {
    /// Playback ran to its end, a key ended it, or it stopped because it could no longer be shown.
    case finished
    /// A signal interrupted playback (a cancelled task counts as Ctrl-C); exit with its
    /// ``Interruption/exitStatus``.
    case interrupted(Interruption)

    /// The status a program that played to this outcome exits with, as shells expect: 0 when playback
    /// finished, and 128 and the signal's number when one interrupted it (130 for Ctrl-C).
    public var exitStatus: Int32 {
        switch self {
        case .finished: 0
        case .interrupted(let interruption): interruption.exitStatus
        }
    }
}
