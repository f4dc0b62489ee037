import DesignSystem

/// The division's table: Pos, Club, P, W, D, L, GF, GA, GD, Pts.
enum StandingsView {
    static func render(_ standings: StandingsViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let columns = [TableView.Column("Pos", width: 3, alignment: .right),
                       TableView.Column("Club", width: max(8, min(LeagueText.clubCellWidth, width - fixedWidth)))]
            + figures.map { TableView.Column($0.title, width: $0.width, alignment: .right) }
        return ScrolledTable.render(columns: columns, rows: standings.rows.map(\.cells),
                                    highlighted: standings.rows.map(\.isUserClub), selectedRow: standings.selectedRow,
                                    height: height, theme: theme)
    }

    // Wide enough for a 38-round season: 3-digit goals and points, a 4-character goal difference.
    private static let figures: [(title: String, width: Int)] = [("P", 2), ("W", 2), ("D", 2), ("L", 2), ("GF", 3),
                                                                  ("GA", 3), ("GD", 4), ("Pts", 3)]
    // The selection marker takes 2 columns, Pos 3 and each of the 9 gaps 1; the club takes what is left.
    private static let fixedWidth = 2 + 3 + figures.reduce(0) { $0 + $1.width } + figures.count + 1
}
