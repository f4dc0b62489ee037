/// Which rows of a long list fit in `visible` lines: the selection is kept near the middle, and
/// the window never runs past either end of the list.
enum ScrollWindow {
    static func rows(count: Int, selected: Int?, visible: Int) -> Range<Int> {
        let visible = max(1, visible)
        guard count > visible else { return 0..<count }
        let start = min(max(0, (selected ?? 0) - visible / 2), count - visible)
        return start..<(start + visible)
    }
}
