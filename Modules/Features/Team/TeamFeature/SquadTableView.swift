import DesignSystem

/// The squad table, scrolled so the selected row is visible within `height` lines.
enum SquadTableView {
    /// Header and rule lines above the rows.
    static let headerLines = 2

    static func render(_ table: SquadTableViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let columns = SquadColumn.allCases.map { column(for: $0, width: width) }
        let window = ScrollWindow.rows(count: table.rows.count, selected: table.selectedRow,
                                       capacity: height - headerLines)
        let cells = table.rows[window].map { row in SquadColumn.allCases.map(row.cell) }
        let selected = table.selectedRow.flatMap { window.contains($0) ? $0 - window.lowerBound : nil }
        let lines = TableView.render(columns: columns, rows: cells, selectedRow: selected,
                                     sort: TableView.Sort(column: table.sort.column.rawValue,
                                                          ascending: table.sort.ascending),
                                     theme: theme)
        return table.rows.isEmpty ? lines + ["  " + theme.paint("No players in the squad", .dim)] : lines
    }

    // Fixed widths fit the widest cell and the header with its ▲/▼; the name takes what is left
    // (the selection marker takes 2 columns and each gap 1).
    private static func column(for column: SquadColumn, width: Int) -> TableView.Column {
        switch column {
        case .name: TableView.Column(column.title, width: max(8, width - fixedWidth))
        case .position: TableView.Column(column.title, width: 4)
        case .age: TableView.Column(column.title, width: 4, alignment: .right)
        case .overall: TableView.Column(column.title, width: 4, alignment: .right)
        case .keyRatings: TableView.Column(column.title, width: 13)
        case .contract: TableView.Column(column.title, width: 9, alignment: .right)
        case .wage: TableView.Column(column.title, width: 7, alignment: .right)
        }
    }

    private static let fixedWidth = 2 + (4 + 4 + 4 + 13 + 9 + 7) + (SquadColumn.allCases.count - 1)
}
