/// Renders results as an aligned plain-text table, for a person at a terminal.
enum TableFormatter {
    static func render(_ results: [BenchResult]) -> String {
        let header = ["measure", "median", "p10..p90", "n", "target", "met"]
        let rows = results.map { result in
            [
                result.label,
                "\(format(result.value)) \(result.unit)",
                spread(of: result),
                result.samples.map(String.init) ?? "",
                result.target ?? "",
                verdict(result.met),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { cell, width in cell.padding(toWidth: width) }.joined(separator: "  ")
        }
        var lines = [line(header), line(widths.map { String(repeating: "-", count: $0) })]
        lines += rows.map(line)
        let notes = results.compactMap { result in result.note.map { "- \(result.label): \($0)" } }
        if !notes.isEmpty {
            lines += [""] + notes
        }
        return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }

    /// Three significant figures, which is more than the noise on this machine allows anyway.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        if magnitude >= 100 || magnitude == 0 { return String(Int(value.rounded())) }
        let decimals = magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : magnitude >= 0.1 ? 3 : 4
        return fixed(value, decimals: decimals)
    }

    /// `value` with exactly `decimals` digits after the point, without Foundation's `String(format:)`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    private static func spread(of result: BenchResult) -> String {
        guard let p10 = result.p10, let p90 = result.p90 else { return "" }
        return "\(format(p10))..\(format(p90))"
    }

    private static func verdict(_ met: Bool?) -> String {
        switch met {
        case true?: "yes"
        case false?: "NO"
        case nil: ""
        }
    }
}

extension String {
    fileprivate func padding(toWidth width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
