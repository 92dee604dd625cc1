import NatureKitTestSupport
import Testing

@testable import NatureKit

@Suite("Gaits: how far a mover has gone, when, how it lifts, and whether its feet follow its steps")
struct GaitTests {
    static let rates = [0.3, 1, 1.2, 2.5, 6, 9.7, 40, 1000]

    @Test(
        "time(toCover: n) is the first millisecond by which the distance reaches n",
        arguments: Gait.all, GaitTests.rates)
    func distanceAndTimeAgree(gait: Gait, rate: Double) {
        let motion = gait.motion
        #expect(motion.time(toCover: 0, rate: rate) == 0)
        #expect(motion.distance(after: 0, rate: rate) == 0)
        #expect(motion.distance(after: -500, rate: rate) == 0)
        for cells in 1...60 {
            let time = motion.time(toCover: cells, rate: rate)
            #expect(motion.distance(after: time, rate: rate) >= cells, "\(cells) cells by \(time) ms")
            #expect(motion.distance(after: time - 1, rate: rate) < cells, "\(cells) cells before \(time) ms")
        }
    }

    @Test("The distance never goes down, and goes on growing", arguments: Gait.all, GaitTests.rates)
    func distanceGrows(gait: Gait, rate: Double) {
        var last = 0
        var fellBack: [Int] = []
        for elapsed in stride(from: 0, through: 30_000, by: 3) {
            let distance = gait.motion.distance(after: elapsed, rate: rate)
            if distance < last { fellBack.append(elapsed) }
            last = distance
        }
        #expect(fellBack.isEmpty, "fell back at \(fellBack.prefix(5)) ms")
        #expect(last > 0)
        #expect(gait.motion.distance(after: 3_600_000, rate: rate) > last)
    }

    @Test("At an everyday pace a gait covers its rate in cells each second", arguments: Gait.all, [0.3, 1, 2.5, 6])
    func paceMatchesRate(gait: Gait, rate: Double) {
        let covered = gait.motion.distance(after: 60_000, rate: rate)
        #expect(abs(Double(covered) - rate * 60) <= 3, "\(covered) cells in a minute")
    }

    @Test(
        "A lift stays within -1...0 and holds until the time it says it changes", arguments: Gait.all,
        [1, 6] as [Double])
    func liftStaysInItsRow(gait: Gait, rate: Double) {
        for phase in 0..<4 {
            for elapsed in stride(from: 0, through: 12_000, by: 13) {
                let lift = gait.motion.lift(after: elapsed, rate: rate, phase: phase)
                #expect((-1...0).contains(lift.rows), "\(lift.rows) rows at \(elapsed) ms, phase \(phase)")
                guard let next = lift.next else { continue }
                #expect(next > elapsed, "phase \(phase), at \(elapsed) ms")
                #expect(gait.motion.lift(after: next - 1, rate: rate, phase: phase).rows == lift.rows)
            }
        }
    }

    @Test(
        "Fliers bob, flutterers bob, swimmers sway and hoppers leave the ground; walkers, crawlers, floaters and clouds keep their line"
    )
    func whoLifts() {
        func lifts(_ gait: Gait) -> Bool {
            stride(from: 0, through: 10_000, by: 50).contains {
                gait.motion.lift(after: $0, rate: 1.5, phase: 0).rows != 0
            }
        }
        #expect(lifts(.fly) && lifts(.flutter) && lifts(.swim) && lifts(.hop))
        #expect(!lifts(.walk) && !lifts(.crawl) && !lifts(.float) && !lifts(.drift) && !lifts(.burrow))
    }

    @Test("Walkers', hoppers', crawlers' and burrowers' frames follow their steps; the others' keep their own time")
    func framesFollowSteps() {
        let stepping = Set(Gait.all.filter(\.motion.framesFollowSteps).map(\.name))
        #expect(stepping == ["walk", "hop", "crawl", "burrow"])
    }

    @Test("A flutterer keeps low and over the land: the two lowest lanes across, to the shore, never the wind's")
    func flutterersKeepLow() throws {
        // A world whose sky has lanes over the sea alone and more than one flier's lane across: fliers one
        // row tall and nothing afloat leave room for a lane in the few rows between the horizon and the waves.
        let scene = try #require(
            (1...40 as ClosedRange<UInt64>).lazy.map { seed in
                SceneFixtures.scene(
                    [SceneFixtures.animal("Moth", x: 0, y: 0, speed: 1)], columns: 120, rows: 40, seed: seed)
            }.first { scene in
                let sky = scene.world.layout(of: .sky).lanes
                return sky.contains { $0.columns == scene.world.frame.sea }
                    && sky.filter { $0.columns.count == scene.size.columns }.count > 2
            })
        let sky = scene.world.layout(of: .sky).lanes
        let across = sky.filter { $0.columns.count == scene.size.columns }
        let overSea = sky.filter { $0.columns == scene.world.frame.sea }
        let low = Gait.flutter.motion.lanes(among: sky)
        #expect(low.map(\.index) == across.suffix(2).map(\.index))
        #expect(!low.contains { $0.index == 0 })
        // Over the land only, from the window's edge to the shore, where they turn back.
        let sea = try #require(overSea.first?.columns)
        for lane in low {
            #expect(!lane.columns.overlaps(sea) && lane.columns.count == scene.size.columns - sea.count)
            #expect(lane.leftIsOpen != lane.rightIsOpen)
        }
        #expect(Gait.fly.motion.lanes(among: sky).count > low.count)
    }

    @Test("A burrower digs in spurts: two cells, then a pause with none")
    func burrowerDigsInSpurts() {
        let cells = stride(from: 0, through: 10_000, by: 50).map { Gait.burrow.motion.distance(after: $0, rate: 0.8) }
        let steps = zip(cells, cells.dropFirst()).map { $1 - $0 }
        // At 0.8 cells a second a spurt is 2.5 s: 1.8 s of rest, then two cells in 0.7 s.
        #expect(steps.contains(0) && steps.contains(1))
        #expect(cells[50] - cells[14] == 2, "a spurt, from the end of one rest to the end of the next")
        #expect(cells.last == 8)
    }

    @Test("Every gait is found by its name, and each habitat has its own")
    func namesAndDefaults() {
        for gait in Gait.all { #expect(Gait.named(gait.name) == gait) }
        #expect(Gait.named("gallop") == nil)
        #expect(Set(Gait.all.map(\.name)).count == Gait.all.count)
        #expect(Habitat.allCases.map { Gait.default(for: $0) } == [.fly, .walk, .walk, .float, .swim, .burrow])
    }

    @Test("Each gait goes in its own lanes: clouds on the wind's, fliers below, crawlers on the bed, swimmers above it")
    func lanesOfEachGait() throws {
        let scene = try SceneFixtures.shipped(Size(columns: 120, rows: 40), seed: 1)
        let sky = scene.world.layout(of: .sky).lanes
        let depths = scene.world.layout(of: .underwater).lanes
        #expect(Gait.drift.motion.lanes(among: sky) == [sky[0]])
        #expect(Gait.fly.motion.lanes(among: sky) == Array(sky.dropFirst()))
        #expect(Gait.crawl.motion.lanes(among: depths) == [depths[depths.count - 1]])
        #expect(Gait.swim.motion.lanes(among: depths) == Array(depths.dropLast()))
        #expect(depths.last?.baseline == scene.world.frame.bottom - 1)
        let land = scene.world.layout(of: .land).lanes
        #expect(Gait.walk.motion.lanes(among: land) == land)
        #expect(Gait.hop.motion.lanes(among: land) == land)
    }

    @Test(
        "Feet move with the ground: a stepping mover shows its next frame with each cell it covers",
        arguments: [(.walk, .land), (.hop, .land), (.crawl, .underwater)] as [(Gait, Habitat)])
    func feetFollowTheGround(gait: Gait, habitat: Habitat) throws {
        let walker = AnimalObject(
            title: "Walker", type: "Animal", coordinateX: 0, coordinateY: 0,
            animationImages: ["legs-1", "legs-2", "legs-3"], animationDuration: 0.1, speed: 4, habitat: habitat,
            gait: gait)
        var scene = SceneFixtures.scene([walker], columns: 80, rows: 24, seed: 3)
        var seen: [Int: (column: Int, frame: Int)] = [:]
        var strides = 0
        var problems: [String] = []
        func look(_ scene: Scene) {
            for figure in SceneFixtures.movers(in: scene) {
                guard let path = figure.path else { continue }
                let pose = figure.pose(at: scene.now)
                let place = path.place(at: scene.now)
                let frames = place.facesLeft ? figure.mirroredFrames : figure.frames
                guard let frame = frames.firstIndex(where: { $0.cells == pose.sprite.cells }) else {
                    problems.append("\(scene.time): a picture that is none of its frames")
                    continue
                }
                if let last = seen[figure.object] {
                    let moved = abs(pose.column - last.column)
                    if moved > 0 { strides += 1 }
                    if frame != (last.frame + moved) % frames.count {
                        problems.append("\(scene.time): moved \(moved), frame \(last.frame) to \(frame)")
                    }
                }
                seen[figure.object] = (pose.column, frame)
            }
            for gone in Set(seen.keys).subtracting(scene.figures.map(\.object)) { seen[gone] = nil }
        }
        look(scene)
        SceneFixtures.play(&scene, to: .seconds(15), look)
        #expect(strides > 20)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test("A flier's frames keep their own interval; a walker's have none")
    func fliersKeepTheirInterval() {
        let bird = AnimalObject(
            title: "Bird", type: "Animal", coordinateX: 0, coordinateY: 0, animationImages: ["arrow-1", "arrow-2"],
            animationDuration: 1, speed: 3, habitat: .sky)
        let cat = AnimalObject(
            title: "Cat", type: "Animal", coordinateX: 0, coordinateY: 0, animationImages: ["legs-1", "legs-2"],
            animationDuration: 1, speed: 3, habitat: .land)
        let scene = SceneFixtures.scene([bird, cat], columns: 80, rows: 24, seed: 2)
        let birds = SceneFixtures.movers(in: scene).filter { $0.habitat == .sky }
        let cats = SceneFixtures.movers(in: scene).filter { $0.habitat == .land }
        #expect(!birds.isEmpty && birds.allSatisfy { $0.interval == 500 })
        #expect(!cats.isEmpty && cats.allSatisfy { $0.interval == nil })
    }
}
