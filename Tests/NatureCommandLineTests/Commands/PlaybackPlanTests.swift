import NatureCommandLine
import NatureKit
import NatureKitTestSupport
import Testing

@Suite("The show plan")
struct PlaybackPlanTests {
    static func plan(
        _ object: any ObjectProtocol,
        _ display: PlaybackPlan.Display,
        _ request: PlaybackPlan.Request = .init()
    ) throws -> PlaybackPlan {
        PlaybackPlan(object: object, catalog: try shapesCatalog(), request: request, display: display)
    }

    @Test("An animation on a terminal that fits it plays, for the fewest loops that fill three seconds")
    func plays() throws {
        let plan = try Self.plan(OnlyAnimated(), .terminal(columns: 80, rows: 24))
        #expect(plan.plays)
        #expect(plan.fallback == nil)
        #expect(plan.card.isAnimated)
        // Two frames in 0.5 s: six loops fill 3 s.
        #expect(plan.length == .loops(6))
        #expect(try Self.plan(OnlyAnimated(), .terminal(columns: 80, rows: 24), .init(speed: 2)).length == .loops(12))
        #expect(try Self.plan(OnlyAnimated(), .terminal(columns: 80, rows: 24), .init(loops: 2)).length == .loops(2))
        #expect(
            try Self.plan(OnlyAnimated(), .terminal(columns: 80, rows: 24), .init(forever: true)).length == .forever)
    }

    struct Fallback: Sendable, CustomTestStringConvertible {
        var display: PlaybackPlan.Display
        var reason: String
        var testDescription: String { reason }
    }

    @Test(
        "Where the animation cannot play, the plan falls back to a still and says why",
        arguments: [
            Fallback(display: .plain, reason: "standard output is not a terminal that can animate"),
            Fallback(display: .terminalOfUnknownSize, reason: "the terminal's size cannot be read"),
            Fallback(
                display: .terminal(columns: 80, rows: 7),
                reason: "the card (7 rows) does not fit the 7 rows the window has for it"),
            Fallback(
                display: .terminal(columns: 80, rows: 1),
                reason: "the card (7 rows) does not fit the 1 row the window has for it"),
        ])
    func fallsBack(_ fallback: Fallback) throws {
        let plan = try Self.plan(AnimatedAndStill(), fallback.display)
        #expect(!plan.plays)
        #expect(plan.fallback == fallback.reason)
        #expect(plan.card.choice == .still(image: "s-0"))
        #expect(plan.explanation.last == "not animated: \(fallback.reason)")
        // A recording still gets the animation.
        let recording = plan.recording()
        #expect(recording.card.isAnimated)
        #expect(recording.length == .loops(3))
    }

    @Test("--still is no fallback: the explanation says the user asked for it")
    func still() throws {
        let plan = try Self.plan(AnimatedAndStill(), .terminal(columns: 80, rows: 24), .init(still: true))
        #expect(!plan.plays)
        #expect(plan.fallback == nil)
        #expect(plan.explanation.last == "not animated: --still")
        #expect(!plan.recording().card.isAnimated)
    }

    @Test("A still or a text-only object is never played, and needs no excuse")
    func notAnimations() throws {
        for object in [OnlyStill() as any ObjectProtocol, NoPicture()] {
            let plan = try Self.plan(object, .terminal(columns: 80, rows: 24))
            #expect(!plan.plays)
            #expect(plan.fallback == nil)
        }
    }
}
