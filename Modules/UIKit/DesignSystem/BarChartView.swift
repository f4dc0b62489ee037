/// A text bar chart, the one the screens draw where a picture reads better than a table (a balance week by week, a
/// club's finishes season by season): one bar a value, rising (█) above a labelled baseline or hanging (▒) below it,
/// so it reads without colour. Bars widen to fill the width, with a gap once there is room; the selected bar is
/// marked ◆ on the baseline. More values than the width shows the latest.
public enum BarChartView {
    static let maximumSlot = 8

    /// The caption and `height - 1` rows of plot (the baseline among them).
    public static func render(_ chart: BarChartViewModel, selected: Int?, width: Int, height: Int,
                              theme: Theme) -> [String] {
        let scale = BarChartScale(values: chart.values, baseline: chart.baseline, rows: height - 2)
        let labelWidth = [chart.topLabel, chart.baselineLabel, chart.bottomLabel].compactMap { $0?.count }.max() ?? 0
        let plotWidth = max(1, width - labelWidth - 2)
        let shown = Array(chart.values.indices.suffix(plotWidth))
        let slot = min(maximumSlot, max(1, plotWidth / max(1, shown.count)))
        let bar = slot > 1 ? slot - 1 : 1

        func axis(_ label: String?, _ tick: String) -> String {
            TextLayout.fit(label ?? "", to: labelWidth, alignment: .right) + " " + (label == nil ? "│" : tick)
        }
        func barRow(level: Int, label: String?) -> String {
            let cells = shown.map { index -> String in
                let height = scale.cells(chart.values[index])
                let filled = level > 0 ? height >= level : height <= level
                guard filled else { return String(repeating: " ", count: slot) }
                let style: TextStyle = index == selected ? .accent : level > 0 ? .good : .bad
                return theme.paint(String(repeating: level > 0 ? "█" : "▒", count: bar), style)
                    + String(repeating: " ", count: slot - bar)
            }
            return trimmed(axis(label, "┤") + cells.joined())
        }
        let baseline = axis(chart.baselineLabel, "┼") + shown.map { index in
            index == selected ? "◆" + String(repeating: "─", count: slot - 1) : String(repeating: "─", count: slot)
        }.joined()

        let above = stride(from: scale.rowsAbove, through: 1, by: -1).map {
            barRow(level: $0, label: $0 == scale.rowsAbove ? chart.topLabel : nil)
        }
        let below = (0..<scale.rowsBelow).map { depth in
            barRow(level: -(depth + 1), label: depth + 1 == scale.rowsBelow ? chart.bottomLabel : nil)
        }
        let caption = theme.paint(TextLayout.truncate(chart.caption, to: width), .heading)
        return [caption] + above + [baseline] + below
    }

    /// Without the spaces of empty bar cells at the end, which colour codes never follow.
    private static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
