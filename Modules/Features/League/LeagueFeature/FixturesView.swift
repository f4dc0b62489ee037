import DesignSystem

/// One match day: its heading, then a line per match, "Home 2–1 Away" or "Home  v  Away".
enum FixturesView {
    private static let scoreWidth = 5

    static func render(_ fixtures: FixturesViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let title = theme.paint(TextLayout.truncate(fixtures.title, to: width), .heading)
        let nameWidth = max(6, min(LeagueText.clubCellWidth, (width - 2 - scoreWidth) / 2))
        let window = ScrollWindow.rows(count: fixtures.rows.count, selected: fixtures.selectedRow,
                                       capacity: height - 1)
        let rows = fixtures.rows[window].enumerated().map { offset, row in
            let isSelected = window.lowerBound + offset == fixtures.selectedRow
            let line = (isSelected ? "▶ " : "  ") + TextLayout.fit(row.home, to: nameWidth, alignment: .right)
                + TextLayout.fit(row.score, to: scoreWidth, alignment: .center)
                + TextLayout.fit(row.away, to: nameWidth)
            return isSelected ? theme.paint(line, .selected) : (row.isUserMatch ? theme.paint(line, .accent) : line)
        }
        return [title] + rows
    }
}
