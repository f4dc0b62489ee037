import DesignSystem

/// Every player's rating: the two sides next to each other (a list when too narrow), the best rated
/// marked ★, the selection kept on screen.
enum RatingsPanelView {
    /// Marker, and position, minutes, rating and ★ with their gaps.
    private static let fixedWidth = 2 + 3 + 4 + 5 + 2

    static func render(_ sides: [PostMatchSideViewModel], cursor: Int, width: Int, height: Int,
                       theme: Theme) -> [String] {
        guard sides.count == 2 else { return [] }
        let home = sides[0].ratings, away = sides[1].ratings
        guard SideBySide.fits(width) else {
            let all = home + away
            let window = ScrollWindow.rows(count: all.count, selected: cursor, capacity: height - 1)
            return [header("Ratings", width: width, theme: theme)]
                + window.map { row(all[$0], selected: $0 == cursor, width: width, theme: theme) }
        }
        let column = SideBySide.columnWidth(for: width)
        let selectedRow = cursor < home.count ? cursor : cursor - home.count
        let window = ScrollWindow.rows(count: max(home.count, away.count), selected: selectedRow,
                                       capacity: height - 1)
        func block(_ side: PostMatchSideViewModel, firstIndex: Int) -> [String] {
            [header(side.clubName, width: column, theme: theme)] + window.map { index in
                guard index < side.ratings.count else { return "" }
                return row(side.ratings[index], selected: firstIndex + index == cursor, width: column, theme: theme)
            }
        }
        return SideBySide.join(block(sides[0], firstIndex: 0), block(sides[1], firstIndex: home.count), width: width)
    }

    private static func header(_ title: String, width: Int, theme: Theme) -> String {
        let text = "  " + TextLayout.fit(title, to: max(4, width - fixedWidth)) + " Po Min  Rtg"
        return theme.paint(TextLayout.truncate(text, to: width), .heading)
    }

    private static func row(_ rating: PostMatchSideViewModel.Rating, selected: Bool, width: Int,
                            theme: Theme) -> String {
        let cells = TextLayout.fit(rating.name, to: max(4, width - fixedWidth)) + " "
            + TextLayout.fit(rating.position, to: 2) + " "
            + TextLayout.fit(rating.minutes, to: 3, alignment: .right) + " "
            + TextLayout.fit(rating.rating, to: 4, alignment: .right)
        if selected { return theme.paint("▶ " + cells + (rating.isBest ? " ★" : ""), .selected) }
        return "  " + cells + (rating.isBest ? " " + theme.paint("★", .accent) : "")
    }
}
