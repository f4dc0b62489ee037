import DesignSystem

/// The career table under its heading: a row per season, newest first, then a rule and the totals.
enum PlayerCareerView {
    static func render(_ career: PlayerCareerViewModel, width: Int, theme: Theme) -> [String] {
        let columns = [
            TableView.Column("Season", width: 7),
            TableView.Column("Club", width: min(maxClubWidth, max(8, width - fixedWidth))),
            TableView.Column("Apps", width: 4, alignment: .right),
            TableView.Column("Goals", width: 5, alignment: .right),
            TableView.Column("Assists", width: 7, alignment: .right),
            TableView.Column("Avg", width: 4, alignment: .right),
        ]
        let table = TableView.render(columns: columns, rows: (career.rows + [career.totals]).map(\.cells),
                                     selectedRow: nil, sort: nil, theme: theme)
        // TableView draws header, rule, rows: the totals (last row) get the same rule above them.
        let rule = table[1]
        let totals = table[table.count - 1]
        return [theme.paint("Career", .heading)] + table.dropLast() + [rule, theme.paint(totals, .accent)]
    }

    /// The marker, the fixed columns and the five gaps; the club takes what is left, up to a width
    /// that keeps the numbers near the names.
    private static let fixedWidth = 2 + (7 + 4 + 5 + 7 + 4) + 5
    private static let maxClubWidth = 28
}
