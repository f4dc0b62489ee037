import DesignSystem

/// The hub's tab bar fitted to the screen: tabs spaced apart when they fit, packed together when that is
/// what fits, then tight (one space between names), else a run of tabs around the active one with `‹`/`›` where
/// tabs are cut off.
enum HubTabBar {
    static func render(names: [String], activeIndex: Int, width: Int, theme: Theme) -> String {
        let cells = names.enumerated().map { index, name in index == activeIndex ? "[\(name)]" : " \(name) " }
        for separator in [" ", ""] where plainWidth(cells, separator: separator) <= width {
            return paint(cells, range: cells.indices, separator: separator, activeIndex: activeIndex, theme: theme)
        }
        let tight = names.enumerated().map { index, name in index == activeIndex ? "[\(name)]" : name }
        if plainWidth(tight, separator: " ") <= width {
            return paint(tight, range: tight.indices, separator: " ", activeIndex: activeIndex, theme: theme)
        }
        var range = activeIndex..<(activeIndex + 1)
        // Grow right first, then left, while the run and its markers fit.
        while true {
            let wider = [range.lowerBound..<min(cells.count, range.upperBound + 1),
                         max(0, range.lowerBound - 1)..<range.upperBound].first { candidate in
                candidate != range && markedWidth(cells, range: candidate) <= width
            }
            guard let wider else { break }
            range = wider
        }
        return (range.lowerBound > 0 ? "‹" : "")
            + paint(cells, range: range, separator: "", activeIndex: activeIndex, theme: theme)
            + (range.upperBound < cells.count ? "›" : "")
    }

    private static func plainWidth(_ cells: [String], separator: String) -> Int {
        cells.reduce(0) { $0 + $1.count } + separator.count * max(0, cells.count - 1)
    }

    private static func markedWidth(_ cells: [String], range: Range<Int>) -> Int {
        plainWidth(Array(cells[range]), separator: "") + (range.lowerBound > 0 ? 1 : 0)
            + (range.upperBound < cells.count ? 1 : 0)
    }

    private static func paint(_ cells: [String], range: Range<Int>, separator: String, activeIndex: Int,
                              theme: Theme) -> String {
        range.map { index in index == activeIndex ? theme.paint(cells[index], .selected) : cells[index] }
            .joined(separator: separator)
    }
}
