import NatureKit

/// A playback delegate that counts loops and endings.
///
/// It implements only the two methods it needs; the others keep their empty defaults. The player
/// holds it weakly, so whoever adds it keeps it alive.
final class PlaybackTally: PlaybackDelegate {
    private(set) var loopsFinished = 0
    private(set) var playbacksFinished = 0

    func playbackDidFinishLoop(_ loop: Int) {
        loopsFinished += 1
    }

    func playbackDidFinish() {
        playbacksFinished += 1
    }
}
