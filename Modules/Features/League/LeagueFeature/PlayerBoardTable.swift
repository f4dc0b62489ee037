import DesignSystem

/// A list of players with figures after their club — the top scorers, a leaderboard: rank, player and club share what
/// the figures leave, each up to its longest formatted name.
enum PlayerBoardTable {
    static func render(figures: [(title: String, width: Int)], rows: [[String]], highlighted: [Bool],
                       selectedRow: Int?, emptyMessage: String?, width: Int, height: Int, theme: Theme) -> [String] {
        if let emptyMessage, rows.isEmpty {
            return ScrolledTable.emptyLine(emptyMessage, width: width, theme: theme)
        }
        // The selection marker takes 2 columns, the rank 3, each figure its own and every gap 1.
        let room = width - (2 + 3 + figures.reduce(0) { $0 + $1.width } + figures.count + 2)
        let playerWidth = max(6, min(LeagueText.playerNameLimit, room * 4 / 9))
        let columns = [TableView.Column("#", width: 3, alignment: .right),
                       TableView.Column("Player", width: playerWidth),
                       TableView.Column("Club", width: max(6, min(LeagueText.clubCellWidth, room - playerWidth)))]
            + figures.map { TableView.Column($0.title, width: $0.width, alignment: .right) }
        return ScrolledTable.render(columns: columns, rows: rows, highlighted: highlighted, selectedRow: selectedRow,
                                    height: height, theme: theme)
    }
}
