import DesignSystem

/// The division's clubs as a table sorted by strength, scrolled so the selected row stays visible.
enum ClubListView {
    /// Columns that never change width; name and city share what is left of the line.
    private static let rankWidth = 3
    /// Room for the "Str▼" header, not just the two-digit strength.
    private static let strengthWidth = 4
    private static let barCells = 10
    /// The table's `▶ ` marker and the spaces between its five columns.
    private static let chrome = 2 + 4

    static func render(_ viewModel: ClubListViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let flexible = max(2, width - chrome - rankWidth - strengthWidth - barCells)
        let nameWidth = max(1, flexible * 3 / 5)
        let columns = [
            TableView.Column("#", width: rankWidth, alignment: .right),
            TableView.Column("Club", width: nameWidth),
            TableView.Column("City", width: flexible - nameWidth),
            TableView.Column("Str", width: strengthWidth, alignment: .right),
            TableView.Column("", width: barCells),
        ]
        // The table's header and rule take two of the lines.
        let window = ScrollWindow.rows(count: viewModel.rows.count, selected: viewModel.selectedIndex,
                                       capacity: height - 2)
        let rows = viewModel.rows[window].map { row in
            ["\(row.rank)", row.name, row.city, "\(row.strength)", StrengthBar.render(value: row.strength, cells: barCells)]
        }
        return TableView.render(columns: columns, rows: rows,
                                selectedRow: viewModel.selectedIndex.map { $0 - window.lowerBound },
                                sort: TableView.Sort(column: 3, ascending: false), theme: theme)
    }
}
