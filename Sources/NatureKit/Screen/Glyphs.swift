import Synchronization

/// The numbers cells store for characters: a character of one Unicode scalar is that scalar's value,
/// and one of several scalars (a letter and its accent written apart, an emoji sequence) gets a number
/// past the last scalar, the same for the whole process, so that a cell stays one integer and two
/// canvases compare cell by cell.
package enum Glyphs {
    private static let first: UInt32 = 0x11_0000

    private struct Table {
        var characters: [Character] = []
        var numbers: [Character: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    /// The number that stands for `character` in a cell.
    package static func glyph(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return only.value
        }
        return table.withLock { table in
            if let number = table.numbers[character] { return number }
            let number = first + UInt32(table.characters.count)
            table.characters.append(character)
            table.numbers[character] = number
            return number
        }
    }

    /// The character `glyph` stands for; a space for 0 or a number never handed out.
    package static func character(for glyph: UInt32) -> Character {
        if glyph < first {
            return glyph == 0 ? " " : Unicode.Scalar(glyph).map(Character.init) ?? " "
        }
        return table.withLock { table in
            let index = Int(glyph - first)
            return index < table.characters.count ? table.characters[index] : " "
        }
    }

    /// Appends the UTF-8 bytes of what `glyph` stands for to `bytes`; a space for 0.
    package static func appendUTF8(of glyph: UInt32, to bytes: inout [UInt8]) {
        if glyph < 0x80 {
            bytes.append(glyph == 0 ? 0x20 : UInt8(glyph))
        } else {
            bytes.append(contentsOf: String(character(for: glyph)).utf8)
        }
    }
}
