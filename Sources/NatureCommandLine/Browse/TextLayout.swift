import NatureKit

/// Text fitted to a width in terminal columns, as help and browse lay it out.
enum TextLayout {
    /// `text` in lines of at most `width` columns, broken at spaces, so that no word or number is split;
    /// a word wider than a line is cut. Lines that wrap keep `indent` columns of the first line's
    /// indentation, so that a wrapped description stays in its column.
    static func wrapped(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        let continuation = String(repeating: " ", count: min(indent, width - 1))
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let wordWidth = TerminalText.columns(of: word)
            let gap = line.isEmpty || line == continuation ? 0 : 1
            if lineWidth + gap + wordWidth <= width || lineWidth == 0 {
                line += (gap == 1 ? " " : "") + word
                lineWidth += gap + wordWidth
            } else {
                lines.append(line)
                line = continuation + word
                lineWidth = continuation.count + wordWidth
            }
        }
        lines.append(line)
        return lines.flatMap { cut($0, width: width) }
    }

    /// `line` cut into pieces of at most `width` columns, for a word no line can hold.
    private static func cut(_ line: String, width: Int) -> [String] {
        guard TerminalText.columns(of: line) > width else { return [line] }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in line {
            let columns = TerminalText.columns(of: character)
            if pieceWidth + columns > width {
                pieces.append(piece)
                (piece, pieceWidth) = ("", 0)
            }
            piece.append(character)
            pieceWidth += columns
        }
        return pieces + [piece]
    }

    /// As many of `items` as fit in `width` columns joined by ` · `: the last `kept` always, and the
    /// others from the first while they fit; cut to the width when even the kept ones do not fit.
    static func joined(_ items: [String], fitting width: Int, keepingLast kept: Int) -> String {
        let separator = " · "
        let tail = Array(items.suffix(kept))
        var chosen: [String] = []
        for item in items.dropLast(kept) {
            let candidate = (chosen + [item] + tail).joined(separator: separator)
            guard TerminalText.columns(of: candidate) <= width else { break }
            chosen.append(item)
        }
        let line = (chosen + tail).joined(separator: separator)
        return TerminalText.columns(of: line) <= width ? line : cut(line, width: width)[0]
    }
}
