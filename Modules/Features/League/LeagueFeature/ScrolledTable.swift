import DesignSystem

/// A table scrolled so the selected row stays visible within `height` lines, with the user's rows
/// highlighted (the selected row keeps the selection's look).
enum ScrolledTable {
    /// Header and rule lines above the rows.
    static let headerLines = 2

    /// The one dim line a view shows instead of an empty list.
    static func emptyLine(_ message: String, width: Int, theme: Theme) -> [String] {
        ["  " + theme.paint(TextLayout.truncate(message, to: width - 2), .dim)]
    }

    static func render(columns: [TableView.Column], rows: [[String]], highlighted: [Bool], selectedRow: Int?,
                       height: Int, theme: Theme) -> [String] {
        let window = ScrollWindow.rows(count: rows.count, selected: selectedRow, capacity: height - headerLines)
        let selected = selectedRow.flatMap { window.contains($0) ? $0 - window.lowerBound : nil }
        let lines = TableView.render(columns: columns, rows: Array(rows[window]), selectedRow: selected, sort: nil,
                                     theme: theme)
        return lines.enumerated().map { index, line in
            let row = window.lowerBound + index - headerLines
            let isHighlighted = index >= headerLines && row != selectedRow && highlighted[row]
            return isHighlighted ? theme.paint(line, .accent) : line
        }
    }
}
