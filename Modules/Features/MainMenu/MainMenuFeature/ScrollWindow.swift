/// Which rows of a long list to draw so the selected one stays on screen; views keep no scroll
/// state, so the window follows from the selection alone.
enum ScrollWindow {
    static func visibleRange(count: Int, selected: Int, capacity: Int) -> Range<Int> {
        let capacity = max(1, capacity)
        guard count > capacity else { return 0..<count }
        let start = min(max(0, selected - capacity / 2), count - capacity)
        return start..<(start + capacity)
    }
}
