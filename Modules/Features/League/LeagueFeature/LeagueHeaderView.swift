import DesignSystem

/// The division line (with arrows when there are others to switch to) and the view bar, the
/// active view bracketed, with the legend of the user's mark at the right.
enum LeagueHeaderView {
    static func render(_ header: LeagueHeaderViewModel, width: Int, theme: Theme) -> [String] {
        let arrows: (left: String, right: String) = header.canSwitchDivision ? ("◀ ", " ▶") : ("", "")
        let division = StyledLine.render([(arrows.left, .accent), (header.divisionName, .heading),
                                          (arrows.right, .accent), ("  " + header.detail, .dim)],
                                         width: width, theme: theme)
        return [division, modeBar(header, width: width, theme: theme)]
    }

    private static func modeBar(_ header: LeagueHeaderViewModel, width: Int, theme: Theme) -> String {
        let tabs = header.modes.map { tab in
            tab.isActive ? (text: "[\(tab.key) \(tab.title)]", style: TextStyle.selected)
                : (text: " \(tab.key) \(tab.title) ", style: TextStyle.plain)
        }
        let tabsWidth = tabs.reduce(0) { $0 + $1.text.count } + 2 * max(0, tabs.count - 1)
        let gap = width - tabsWidth - header.legend.count
        let parts = tabs.enumerated().flatMap { index, tab in index == 0 ? [tab] : [("  ", .plain), tab] }
            + (gap >= 2 ? [(String(repeating: " ", count: gap), .plain), (header.legend, .dim)] : [])
        return StyledLine.render(parts, width: width, theme: theme)
    }
}
