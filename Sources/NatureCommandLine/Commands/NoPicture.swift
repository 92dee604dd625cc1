import NatureKit

/// Where a watch draws: nowhere, since each round is printed as lines.
struct NoPicture: CanvasOutput {
    func show(_ canvas: Canvas) {}
}
