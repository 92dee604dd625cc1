import NatureKit

/// An observer object that counts loops and endings.
///
/// The player holds it weakly, so whoever adds it keeps it alive.
final class PlaybackTally: PlaybackObserver {
    private(set) var loopsFinished = 0
    private(set) var playbacksFinished = 0

    func observe(_ event: PlaybackEvent) {
        switch event {
        case .loopFinished: loopsFinished += 1
        case .finished: playbacksFinished += 1
        default: break
        }
    }
}
