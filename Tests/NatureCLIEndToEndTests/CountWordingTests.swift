import Foundation
import Testing

/// Counts printed in words agree with their nouns: `1 object, 1 image`, `1 frame`, `1 still`.
@Suite("Counts agree with their nouns")
struct CountWordingTests {
    /// One object of each kind, each with one picture.
    static let catalog = """
        {"version": 1, "images": {"a": ["x"]}, "objects": [
          {"kind": "animal", "title": "Ant", "type": "Animal", "coordinateX": 0, "coordinateY": 0,
           "animationImages": ["a"], "animationDuration": 1},
          {"kind": "notAnimal", "title": "Pebble", "type": "Landscape", "coordinateX": 0, "coordinateY": 0,
           "randomImages": ["a"]}]}
        """

    @Test("validate: one image is 1 image, two objects are 2 objects")
    func validate() throws {
        let file = try TemporaryFile(Self.catalog)
        let result = try BuiltCLI.run(["validate", file.path])
        #expect(result.status == 0)
        #expect(result.stdout == "\(file.path): valid, 2 objects, 1 image\n")
        let single = try TemporaryFile(
            #"{"version": 1, "images": {"a": ["x"]}, "objects": [{"kind": "notAnimal", "title": "Pebble", "#
                + #""type": "Landscape", "coordinateX": 0, "coordinateY": 0, "randomImages": ["a"]}]}"#)
        #expect(try BuiltCLI.run(["validate", single.path]).stdout == "\(single.path): valid, 1 object, 1 image\n")
    }

    @Test("list: 1 frame, 1 still, and a duration of 1 shown as written, not 1.0")
    func list() throws {
        let file = try TemporaryFile(Self.catalog)
        let result = try BuiltCLI.run(["list", "--catalog", file.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Ant     1 frame in 1 s  (X: 0, Y: 0)"))
        #expect(result.stdout.contains("Pebble  1 still  (X: 0, Y: 0)"))
    }

    @Test("--explain on a terminal: 1 frame")
    func explain() throws {
        let file = try TemporaryFile(Self.catalog)
        let run = try PseudoTerminalRun(["show", "Ant", "--catalog", file.path, "--explain", "--loops", "1"])
        #expect(run.waitForExit() == 0)
        #expect(run.output.contains("branch: animation, 1 frame in 1.0 s"))
    }
}
