import DesignSystem

/// The week-by-week list: date, money in, money out and the balance after, with the selected week kept on
/// screen; a balance in debt is red (and carries its minus sign without colour).
enum FinancesWeekListView {
    static let headerLines = 2
    private static let columns = [
        TableView.Column("Wk", width: 3, alignment: .right), TableView.Column("Date", width: 11),
        TableView.Column("In", width: 9, alignment: .right), TableView.Column("Out", width: 9, alignment: .right),
        TableView.Column("Balance", width: 9, alignment: .right),
    ]

    /// The header and up to `rows` weeks around the selected one.
    static func render(_ weeks: [FinancesWeekRow], selected: Int?, rows: Int, theme: Theme) -> [String] {
        let window = ScrollWindow.rows(count: weeks.count, selected: selected, capacity: rows)
        let cells = window.map { index in
            let week = weeks[index]
            let balance = week.isInDebt && index != selected ? theme.paint(week.balance, .bad) : week.balance
            return [week.matchDay, week.date, week.income, week.spending, balance]
        }
        return TableView.render(columns: columns, rows: cells, selectedRow: selected.map { $0 - window.lowerBound },
                                sort: nil, theme: theme)
    }
}
