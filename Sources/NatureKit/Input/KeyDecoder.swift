/// Turns the bytes a terminal sends into keys: pure code, no system calls, so that it can be tested
/// byte by byte.
///
/// A key may arrive split across two reads (an arrow's `ESC [ A`, a character's UTF-8 bytes): the
/// decoder keeps the incomplete part and finishes it with the next bytes. A lone Esc cannot be told
/// from the start of a sequence by its bytes alone, so it stays pending until the reader, which owns a
/// clock, calls ``flush()`` once nothing has followed it for ``KeyDecoder/escapeTimeout``.
package struct KeyDecoder: Sendable {
    /// How long an Esc with nothing after it waits before it counts as the Esc key.
    package static let escapeTimeout = Duration.milliseconds(50)

    private var pending: [UInt8] = []
    /// Set once a CSI sequence runs past ``longestSequence`` without its final byte: its bytes are
    /// dropped as they come, up to and with the final byte, so that a flood of parameter bytes neither
    /// piles up waiting nor acts as keys.
    private var isSkippingSequence = false

    /// The most bytes a CSI sequence is kept whole for; the keys a terminal sends take a few.
    package static let longestSequence = 32

    /// A decoder with nothing pending.
    package init() {}

    /// Whether bytes wait for more to complete a key.
    package var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes`, after whatever was pending; returns the keys completed, in order.
    ///
    /// - Parameter bytes: The bytes just read from the terminal.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var start = pending.startIndex
        while start < pending.endIndex {
            if isSkippingSequence {
                let byte = pending[start]
                guard (0x20...0x3F).contains(byte) else {
                    isSkippingSequence = false
                    // The final byte ends the sequence; anything else starts a key of its own.
                    if (0x40...0x7E).contains(byte) { start += 1 }
                    continue
                }
                start += 1
                continue
            }
            guard let (key, length) = Self.key(at: start, in: pending, final: false) else {
                // A CSI sequence that has run too long without its final byte is given up on.
                if pending.endIndex - start > Self.longestSequence, pending[start] == 0x1B,
                    pending[start + 1] == UInt8(ascii: "[")
                {
                    keys.append(.unrecognized)
                    isSkippingSequence = true
                    start = pending.endIndex
                }
                break
            }
            keys.append(key)
            start += length
        }
        pending.removeFirst(start - pending.startIndex)
        return keys
    }

    /// Decides what is pending as it stands, now that no more is coming: a lone Esc is the Esc key,
    /// and an incomplete sequence is unrecognized.
    package mutating func flush() -> [Key] {
        var keys: [Key] = []
        var start = pending.startIndex
        while start < pending.endIndex {
            guard let (key, length) = Self.key(at: start, in: pending, final: true) else { break }
            keys.append(key)
            start += length
        }
        pending.removeAll()
        return keys
    }

    /// The key that starts at `start`, and how many bytes it takes; `nil` when more bytes are needed,
    /// which `final` rules out.
    private static func key(at start: Int, in bytes: [UInt8], final: Bool) -> (Key, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return escapeSequence(at: start, in: bytes, final: final)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (.unrecognized, 1)
        case 0x20..<0x7F:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            return utf8Character(at: start, in: bytes, final: final)
        }
    }

    /// Esc alone, or Esc starting a CSI (`ESC [`) or SS3 (`ESC O`) sequence, or Alt and a key.
    private static func escapeSequence(at start: Int, in bytes: [UInt8], final: Bool) -> (Key, Int)? {
        let next = start + 1
        guard next < bytes.endIndex else { return final ? (.escape, 1) : nil }
        switch bytes[next] {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
            var index = next + 1
            while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return final ? (.unrecognized, index - start) : nil }
            guard (0x40...0x7E).contains(bytes[index]) else { return (.unrecognized, index - start) }
            let isPlain = index == next + 1
            return (isPlain ? arrow(bytes[index]) : .unrecognized, index + 1 - start)
        case UInt8(ascii: "O"):
            guard next + 1 < bytes.endIndex else { return final ? (.unrecognized, 2) : nil }
            return (arrow(bytes[next + 1]), 3)
        case 0x1B:
            // Esc pressed twice: the first is a key of its own.
            return (.escape, 1)
        default:
            // Alt and a key: no binding uses it, and its key must not act alone.
            guard let (_, length) = key(at: next, in: bytes, final: final) else { return nil }
            return (.unrecognized, 1 + length)
        }
    }

    private static func arrow(_ final: UInt8) -> Key {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: .unrecognized
        }
    }

    /// A character of two to four UTF-8 bytes; a byte that cannot start one is unrecognized alone.
    private static func utf8Character(at start: Int, in bytes: [UInt8], final: Bool) -> (Key, Int)? {
        let byte = bytes[start]
        let length =
            switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (.unrecognized, 1) }
        let available = bytes.endIndex - start
        for offset in 1..<min(length, available) where bytes[start + offset] & 0xC0 != 0x80 {
            return (.unrecognized, offset)
        }
        guard available >= length else { return final ? (.unrecognized, available) : nil }
        let slice = bytes[start..<(start + length)]
        guard let text = String(validating: slice, as: UTF8.self), let character = text.first,
            !character.unicodeScalars.contains(where: TerminalText.isControl)
        else {
            return (.unrecognized, length)
        }
        return (.character(character), length)
    }
}
