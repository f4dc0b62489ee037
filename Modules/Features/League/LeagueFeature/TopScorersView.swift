import DesignSystem

/// The division's top scorers: rank, player, club, goals, assists, appearances.
enum TopScorersView {
    static func render(_ scorers: TopScorersViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        if let message = scorers.emptyMessage, scorers.rows.isEmpty {
            return ScrolledTable.emptyLine(message, width: width, theme: theme)
        }
        // Player and club share what the figures leave, each up to its longest formatted name.
        let room = width - fixedWidth
        let playerWidth = max(6, min(LeagueText.playerNameLimit, room * 4 / 9))
        let columns = [TableView.Column("#", width: 3, alignment: .right),
                       TableView.Column("Player", width: playerWidth),
                       TableView.Column("Club", width: max(6, min(LeagueText.clubCellWidth, room - playerWidth)))]
            + figures.map { TableView.Column($0.title, width: $0.width, alignment: .right) }
        return ScrolledTable.render(columns: columns, rows: scorers.rows.map(\.cells),
                                    highlighted: scorers.rows.map(\.isUserClub), selectedRow: scorers.selectedRow,
                                    height: height, theme: theme)
    }

    private static let figures: [(title: String, width: Int)] = [("Goals", 5), ("Assists", 7), ("Apps", 4)]
    // The selection marker takes 2 columns, the rank 3 and each of the 5 gaps 1.
    private static let fixedWidth = 2 + 3 + figures.reduce(0) { $0 + $1.width } + figures.count + 2
}
