import Foundation

@testable import NatureKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a terminal fault test needs beyond ``PseudoTerminalRun``: counting frames, sending signals, and
/// knowing whether the program exited or was killed.
extension PseudoTerminalRun {
    /// Ends every frame nature-cli writes (synchronized output off).
    static let frameEnd = "\u{1B}[?2026l"

    /// How many times `text` occurs in the output so far.
    func occurrences(of text: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    /// Waits, polling, until `text` has occurred at least `count` times, for at most `seconds`.
    @discardableResult
    func waitForOutput(containing text: String, count: Int, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if occurrences(of: text) >= count { return true }
            usleep(2000)
        }
        return false
    }

    /// Sends `signal` to the program.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// How the program ended, once ``waitForExit(seconds:)`` has returned a status.
    var ending: ProgramEnding {
        process.terminationReason == .uncaughtSignal
            ? .killed(by: process.terminationStatus) : .exited(process.terminationStatus)
    }
}

/// How a program ended: by exiting with a status, or killed by a signal it did not handle.
enum ProgramEnding: Equatable, CustomStringConvertible {
    case exited(Int32)
    case killed(by: Int32)

    var description: String {
        switch self {
        case .exited(let status): "exited \(status)"
        case .killed(let signal): "killed by signal \(signal)"
        }
    }
}

extension ScreenModel {
    /// Every frame of `title`'s card from the built-in catalog as the screen model shows it at `columns`:
    /// lines without colour or trailing blanks.
    static func frames(of title: String, columns: Int = 80) throws -> [String] {
        let catalog = try Catalog.bundled()
        guard let object = catalog.object(titled: title) else { return [] }
        return Card(object: object, catalog: catalog).frames.map { canvas in
            let lines = (0..<canvas.height).map { FrameRenderer.line($0, of: canvas, colored: false, columns: columns) }
                .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            return String(lines.joined(separator: "\n").reversed().drop { $0 == "\n" }.reversed())
        }
    }

    /// The widest line on the screen, in terminal columns.
    var widestLine: Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.columns(of: String($0)) }
            .max() ?? 0
    }
}
