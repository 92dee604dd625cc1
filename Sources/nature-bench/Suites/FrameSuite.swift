import NatureKit

/// What one frame costs: composing a card, diffing and rendering a frame, and the bytes each
/// redrawn frame sends to the terminal, for every shipped animation.
///
/// Frames are rendered as `nature-cli` renders them on an 80-column colour terminal.
struct FrameSuite {
    let quick: Bool
    let catalog: Catalog

    static let terminalColumns = 80
    static let birdByteLimit = 600

    func run() throws -> [BenchResult] {
        let bird = try object(titled: "Bird")
        var results = [measureCompose(bird), measureComposeAll(), try measureRender(bird)]
        results += try bytesPerFrame()
        return results
    }

    private func object(titled title: String) throws -> any ObjectProtocol {
        guard let object = catalog.object(titled: title) else {
            throw BenchFailure("the shipped catalog has no object titled \(title)")
        }
        return object
    }

    private var sampler: Sampler { Sampler(warmups: 5, samples: quick ? 15 : 51) }

    private func measureCompose(_ object: any ObjectProtocol) -> BenchResult {
        let summary = sampler.measure(batch: 50) {
            blackHole(Card(object: object, catalog: catalog))
        }
        return BenchResult(
            id: "frame.compose.bird.us", label: "compose Bird card (all frames)", value: summary.median * 1e6,
            unit: "us", spread: summary, scale: 1e6,
            note: "Card(object:catalog:) lays out every frame of the animation at once")
    }

    private func measureComposeAll() -> BenchResult {
        let objects = catalog.objects
        let summary = sampler.measure(batch: 5) {
            for object in objects {
                blackHole(Card(object: object, catalog: catalog))
            }
        }
        let perCard = summary.median / Double(objects.count)
        return BenchResult(
            id: "frame.compose.mean.us", label: "compose a card, mean of all shipped", value: perCard * 1e6,
            unit: "us", spread: summary, scale: 1e6 / Double(objects.count))
    }

    private func measureRender(_ object: any ObjectProtocol) throws -> BenchResult {
        let frames = Card(object: object, catalog: catalog).frames
        guard frames.count > 1 else { throw BenchFailure("\(object.title) is not animated") }
        var screen = Self.screen()
        blackHole(screen.render(frames[0]))
        var next = 1
        let summary = sampler.measure(batch: 200) {
            blackHole(screen.render(frames[next]))
            next = (next + 1) % frames.count
        }
        return BenchResult(
            id: "frame.render.bird.us", label: "diff+render one Bird frame", value: summary.median * 1e6, unit: "us",
            spread: summary, scale: 1e6, note: "Screen.render inline after the first frame, colour, 80 columns")
    }

    /// Bytes of every frame after the first over two loops, so that the step from the last frame
    /// back to the first is counted too.
    private func bytesPerFrame() throws -> [BenchResult] {
        var results: [BenchResult] = []
        for object in catalog.objects {
            let card = Card(object: object, catalog: catalog)
            guard card.isAnimated else { continue }
            var screen = Self.screen()
            let firstFrameBytes = screen.render(card.frames[0]).count
            var sizes: [Double] = []
            for index in 1...(2 * card.frames.count) {
                sizes.append(Double(screen.render(card.frames[index % card.frames.count]).count))
            }
            let summary = Summary(sizes)
            let isBird = object.title == "Bird"
            results.append(
                BenchResult(
                    id: "frame.bytes.\(object.title.lowercased())", label: "bytes/frame \(object.title)",
                    value: summary.median, unit: "B", spread: summary,
                    target: isBird ? "<= \(Self.birdByteLimit) B" : nil,
                    met: isBird ? summary.maximum <= Double(Self.birdByteLimit) : nil,
                    note: "max \(Int(summary.maximum)) B, first frame \(firstFrameBytes) B, "
                        + "\(card.frames.count) frames of \(card.width)x\(card.height)"))
        }
        return results
    }

    /// A card's screen as `nature-cli` draws it on an 80-column colour terminal.
    static func screen() -> Screen<DiscardingOutput> {
        Screen(output: DiscardingOutput(), mode: .inline, colored: true, columns: terminalColumns)
    }
}
