/// The scalars a terminal acts on instead of printing: C0 controls, DEL, C1 controls, and bidirectional
/// overrides and isolates. No catalog text may hold one, and nothing nature-cli prints may.
package func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}
