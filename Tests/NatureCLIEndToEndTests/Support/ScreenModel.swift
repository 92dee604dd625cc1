import Foundation
import NatureKit

/// A small model of a terminal screen: enough of VT100 to replay what nature-cli writes and see
/// what a person would see at the end.
struct ScreenModel {
    private(set) var lines: [[Character]] = [[]]
    private var row = 0
    private var column = 0
    private(set) var cursorVisible = true

    init(replaying text: String) {
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\u{1B}":
                guard characters.next() == "[" else { continue }
                var parameters = ""
                while let next = characters.next() {
                    if next.isLetter {
                        apply(command: next, parameters: parameters)
                        break
                    }
                    parameters.append(next)
                }
            case "\n", "\r\n":
                row += 1
                column = 0
                while lines.count <= row { lines.append([]) }
            case "\r":
                column = 0
            default:
                while lines[row].count < column { lines[row].append(" ") }
                if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
                column += 1
            }
        }
    }

    private mutating func apply(command: Character, parameters: String) {
        let count = Int(parameters) ?? 1
        switch (command, parameters) {
        case ("A", _): row = max(0, row - count)
        case ("B", _): row += count
        case ("C", _): column += count
        case ("H", _):
            // Cursor position, counted from 1: `row;column`.
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
            row = max(0, (numbers.first ?? 1) - 1)
            column = max(0, (numbers.dropFirst().first ?? 1) - 1)
        case ("J", "2"): lines = lines.map { _ in [] }
        case ("K", "2"): lines[row] = []
        case ("K", ""), ("K", "0"):
            // Erase to the end of the line.
            if column < lines[row].count { lines[row].removeSubrange(column...) }
        case ("J", ""), ("J", "0"):
            // Erase below: the rest of this line and every line under it.
            if column < lines[row].count { lines[row].removeSubrange(column...) }
            if lines.count > row + 1 { lines.removeSubrange((row + 1)...) }
        case ("l", "?25"): cursorVisible = false
        case ("h", "?25"): cursorVisible = true
        default: break
        }
        while lines.count <= row { lines.append([]) }
    }

    /// The screen's text, lines without trailing blanks, blank lines at the end dropped.
    var text: String {
        var rendered = lines.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while rendered.last?.isEmpty == true { rendered.removeLast() }
        return rendered.joined(separator: "\n")
    }
}

extension ScreenModel {
    /// Every frame of `title`'s card from the built-in catalog as the screen model shows it at `columns`:
    /// lines without colour or trailing blanks.
    static func frames(of title: String, columns: Int = 80) throws -> [String] {
        let catalog = try Catalog.bundled()
        guard let object = catalog.object(titled: title) else { return [] }
        return Card(object: object, catalog: catalog).frames.map { canvas in
            let lines = (0..<canvas.height).map { canvas.line($0, colored: false, columns: columns) }
            return String(lines.joined(separator: "\n").reversed().drop { $0 == "\n" }.reversed())
        }
    }

    /// The widest line on the screen, in terminal columns.
    var widestLine: Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.columns(of: String($0)) }
            .max() ?? 0
    }
}
