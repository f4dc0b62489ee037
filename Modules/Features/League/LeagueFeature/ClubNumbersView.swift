import DesignSystem

/// The division's numbers: each club's matches counted, then a match its shots, shots on target, share of the
/// ball, corners and fouls, and its cards this season.
enum ClubNumbersView {
    static func render(_ numbers: ClubNumbersViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        if let message = numbers.emptyMessage, numbers.rows.isEmpty {
            return ScrolledTable.emptyLine(message, width: width, theme: theme)
        }
        let columns = [TableView.Column("#", width: 3, alignment: .right),
                       TableView.Column("Club", width: max(6, min(LeagueText.clubCellWidth, width - fixedWidth)))]
            + figures.map { TableView.Column($0.title, width: $0.width, alignment: .right) }
        return ScrolledTable.render(columns: columns, rows: numbers.rows.map(\.cells),
                                    highlighted: numbers.rows.map(\.isUserClub), selectedRow: numbers.selectedRow,
                                    height: height, theme: theme)
    }

    static let figures: [(title: String, width: Int)] = [
        ("P", 2), ("Shots", 5), ("On tgt", 6), ("Ball", 4), ("Corn", 4), ("Fouls", 5), ("Y", 3), ("R", 2),
    ]
    // The selection marker takes 2 columns, the position 3 and each gap 1.
    private static let fixedWidth = 2 + 3 + figures.reduce(0) { $0 + $1.width } + figures.count + 1
}
