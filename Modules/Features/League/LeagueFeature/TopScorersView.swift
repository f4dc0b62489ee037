import DesignSystem

/// The division's top scorers: rank, player, club, goals, assists, appearances.
enum TopScorersView {
    static func render(_ scorers: TopScorersViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        PlayerBoardTable.render(figures: [("Goals", 5), ("Assists", 7), ("Apps", 4)], rows: scorers.rows.map(\.cells),
                                highlighted: scorers.rows.map(\.isUserClub), selectedRow: scorers.selectedRow,
                                emptyMessage: scorers.emptyMessage, width: width, height: height, theme: theme)
    }
}
