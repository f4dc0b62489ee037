/// The table `ssbench` prints: one row per figure, columns padded to their widest cell.
enum ResultsTable {
    static let header = ["benchmark", "figure", "value", "baseline", "baseline value", "ratio", "target", "met"]

    static func render(_ figures: [Figure]) -> String {
        let rows = [header] + figures.map(cells)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
                .joined(separator: "  ")
                .trimmingSuffix()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([lines[0], rule] + lines.dropFirst()).joined(separator: "\n") + "\n"
    }

    static func cells(_ figure: Figure) -> [String] {
        [
            figure.benchmark,
            figure.label,
            FigureFormatting.amount(figure.value, figure.unit),
            figure.baseline?.name ?? "",
            figure.baseline.map { FigureFormatting.amount($0.value, figure.unit) } ?? "",
            FigureFormatting.ratio(figure.ratio),
            FigureFormatting.target(figure.target, unit: figure.unit),
            FigureFormatting.met(figure.met),
        ]
    }
}

private extension String {
    func trimmingSuffix() -> String {
        var trimmed = self
        while trimmed.last == " " { trimmed.removeLast() }
        return trimmed
    }
}
