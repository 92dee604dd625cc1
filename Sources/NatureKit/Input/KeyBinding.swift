/// One thing a screen does on a key, declared once: the keys that do it, how help names them, what help
/// says it does, and the few words of the hint line. A model's handler matches keys against its
/// bindings (`case Keys.quit:` in a `switch`), and its help and hints are made from the same values,
/// so the three cannot disagree. Bubble Tea's `key.Binding` is the model.
package struct KeyBinding: Hashable, Sendable {
    /// The keys that do it.
    package var keys: [Key]
    /// The keys as help names them: `q, Esc`.
    package var label: String
    /// What it does, as help says it: `quit`.
    package var help: String
    /// The hint under a picture, in a few words (`q quit`), or `nil` for a key the hint leaves out.
    package var hint: String?

    package init(_ keys: [Key], label: String, help: String, hint: String? = nil) {
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
    }

    /// Whether `key` is one of this binding's keys.
    package func matches(_ key: Key) -> Bool {
        keys.contains(key)
    }

    /// Lets a `switch` over a key match a binding: `case Keys.quit: …`.
    package static func ~= (binding: KeyBinding, key: Key) -> Bool {
        binding.matches(key)
    }

    /// The column help starts its text at, after the keys' label.
    package static let helpColumn = 18

    /// `bindings` as help lines: each label padded to ``helpColumn``, then what it does.
    package static func helpLines(_ bindings: [KeyBinding]) -> [String] {
        bindings.map { binding in
            let padding = max(2, helpColumn - TerminalText.columns(of: binding.label))
            return binding.label + String(repeating: " ", count: padding) + binding.help
        }
    }

    /// The hints of `bindings` that have one, in order.
    package static func hints(_ bindings: [KeyBinding]) -> [String] {
        bindings.compactMap(\.hint)
    }
}
