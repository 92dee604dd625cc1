/// A ``PlayerModel`` whose `binding` acts at most `limit` times: presses past the limit are dropped
/// before they reach the model, and cost nothing.
///
/// A key that adds something the model keeps for good, such as the scene's `a`, would otherwise let a
/// pasted megabyte add a million objects that the window can never show, each one making every later
/// update dearer. Everything else passes through unchanged.
package struct PressLimit<Model: PlayerModel>: PlayerModel {
    /// The model the keys go to.
    package private(set) var model: Model
    /// The keys that are counted.
    package let binding: KeyBinding
    /// How many presses of ``binding`` reach the model.
    package let limit: Int
    /// How many presses of ``binding`` have reached the model.
    package private(set) var presses = 0

    /// `model`, with `binding` passed on at most `limit` times.
    ///
    /// - Parameters:
    ///   - model: The model the keys go to.
    ///   - binding: The keys that are counted.
    ///   - limit: How many presses of `binding` reach the model.
    package init(_ model: Model, binding: KeyBinding, limit: Int) {
        self.model = model
        self.binding = binding
        self.limit = limit
    }

    package var loopDuration: Duration? { model.loopDuration }
    package var endsWhenStill: Bool { model.endsWhenStill }
    package var isPlayable: Bool { model.isPlayable }
    package var changesWhenLeaving: Bool { model.changesWhenLeaving }

    package mutating func nextChange(after time: Duration) -> Duration? { model.nextChange(after: time) }
    package mutating func advance(to time: Duration) { model.advance(to: time) }
    package mutating func draw(_ state: PlayerState) -> Canvas { model.draw(state) }
    package mutating func resize(to size: Size) -> Bool { model.resize(to: size) }

    package mutating func handle(_ key: Key) -> PlayerCommand {
        if binding.matches(key) {
            guard presses < limit else { return .ignore }
            presses += 1
        }
        return model.handle(key)
    }
}
