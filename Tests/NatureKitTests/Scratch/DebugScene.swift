import Foundation
import Testing

@testable import NatureKit

@Suite struct DebugScene {
    @Test func dump() throws {
        let env = ProcessInfo.processInfo.environment
        guard let seed = env["DEBUG_SEED"].flatMap(UInt64.init) else { return }
        let cols = Int(env["DEBUG_COLS"] ?? "80")!, rows = Int(env["DEBUG_ROWS"] ?? "24")!
        let times = (env["DEBUG_TIMES"] ?? "0").split(separator: ",").map { Int($0)! }
        var scene = Scene(catalog: try Catalog.bundled(), size: Size(columns: cols, rows: rows), seed: seed)
        for t in times {
            scene.advance(to: .seconds(t))
            print("== t=\(t) happenings=\(scene.happeningNames) figures=\(scene.figures.count) waiting=\(scene.waiting.count) objects=\(scene.objects.count)")
            for line in scene.lines { print("|" + line) }
            if env["DEBUG_PLACES"] != nil {
                for (i, r) in scene.placements { print(scene.objects[i].title, r.column, r.row, r.width, r.height) }
            }
        }
    }
}
