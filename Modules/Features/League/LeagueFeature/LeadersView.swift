import DesignSystem

/// One leaderboard of the division: its title and the boards to come, then rank, player, club, the figure, appearances.
enum LeadersView {
    static func render(_ leaders: LeadersViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        [theme.paint(TextLayout.truncate(leaders.title, to: width), .heading)]
            + PlayerBoardTable.render(figures: [(leaders.figureTitle, 7), ("Apps", 4)], rows: leaders.rows.map(\.cells),
                                      highlighted: leaders.rows.map(\.isUserClub), selectedRow: leaders.selectedRow,
                                      emptyMessage: leaders.emptyMessage, width: width, height: height - 1, theme: theme)
    }
}
