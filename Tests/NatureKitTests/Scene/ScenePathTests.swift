import NatureKitTestSupport
import Testing

@testable import NatureKit

@Suite("Paths: a mover hastens in and out at its lane's open ends, and keeps its pace between")
struct ScenePathTests {
    /// A path 20 columns wide along a lane of 100 open at both ends, or with a wall on its right, so
    /// that it turns round there and goes out the way it came.
    static func path(gait: Gait, rate: Double, wall: Bool = false) -> Scene.Path {
        let lane = Scene.Lane(
            habitat: .underwater, index: 0, baseline: 10, columns: 0..<100, leftIsOpen: true, rightIsOpen: !wall,
            depth: 1)
        return Scene.Path(
            lane: lane, gait: gait, rate: rate, setOut: 500, origin: -20, direction: 1, width: 20, phase: 0,
            height: 3)
    }

    @Test(
        "time(toCover: n) is the first millisecond it has covered n cells, and it next steps when it says",
        arguments: Gait.all, [0.3, 1, 1.1, 2.5, 6, 9.7])
    func timeAndPlaceAgree(gait: Gait, rate: Double) {
        for wall in [false, true] {
            let path = Self.path(gait: gait, rate: rate, wall: wall)
            for cells in 1...path.length {
                let time = path.setOut + path.time(toCover: cells)
                #expect(path.place(at: time).distance >= cells, "\(cells) cells by \(time) ms")
                #expect(path.place(at: time - 1).distance < cells, "\(cells) cells before \(time) ms")
                let next = path.nextStep(after: time)
                #expect(next > time)
                #expect(path.place(at: next - 1).column == path.place(at: time).column)
            }
            #expect(path.exit == path.setOut + path.time(toCover: path.length))
        }
    }

    @Test(
        "A slow mover comes in and goes out at up to six times its pace, about six columns a second, and keeps its pace while whole",
        arguments: [0.3, 0.8, 1, 1.4, 3, 6])
    func hastensAtTheEdge(rate: Double) {
        let path = Self.path(gait: .swim, rate: rate)
        let haste = Double(min(6, max(1, Int(6 / rate))))
        let pace = { (cells: Int) in Double(cells) * 1000 / rate }
        let comingIn = Double(path.time(toCover: 20))
        let whole = Double(path.time(toCover: path.length - 20)) - comingIn
        let goingOut = Double(path.time(toCover: path.length)) - comingIn - whole
        // Within a few milliseconds: the hastened clock ends its haste on a whole millisecond of its own.
        #expect(abs(comingIn - pace(20) / haste) <= 8, "came in over \(comingIn) ms")
        #expect(abs(whole - pace(path.length - 40)) <= 8, "whole for \(whole) ms")
        #expect(abs(goingOut - pace(20) / haste) <= 8, "went out over \(goingOut) ms")
        #expect(rate * haste <= 6.01 && (haste == 6 || rate * haste > 3), "\(rate) cells a second, \(haste) times")
    }

    @Test(
        "Few movers show in part at the window's edge: over five minutes, no more than one in eight",
        arguments: SceneFixtures.sizes)
    func fewShowInPart(size: Size) throws {
        var (movers, inPart) = (0, 0)
        for (_, var scene) in try SceneFixtures.shipped(size, seeds: 1...4) {
            for second in stride(from: 0, through: 300, by: 3) {
                scene.advance(to: .seconds(second))
                for figure in SceneFixtures.movers(in: scene) {
                    movers += 1
                    if let path = figure.path, !path.showsWhole(at: scene.now) { inPart += 1 }
                }
            }
        }
        // At its own pace, a turtle took twenty seconds to come in, and a quarter of the movers showed
        // in part: a tail or a fin at the window's edge, read as litter.
        #expect(inPart * 8 <= movers, "\(inPart) of \(movers) in part")
    }
}
