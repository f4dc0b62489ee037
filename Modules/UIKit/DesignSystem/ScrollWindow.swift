/// Which rows of a long list to draw so the selected one stays on screen, kept near the middle.
/// Views keep no scroll state: the window follows from the selection alone, so they stay pure.
public enum ScrollWindow {
    public static func rows(count: Int, selected: Int?, capacity: Int) -> Range<Int> {
        let capacity = max(1, capacity)
        guard count > capacity else { return 0..<count }
        let selected = min(max(0, selected ?? 0), count - 1)
        let start = min(max(0, selected - capacity / 2), count - capacity)
        return start..<(start + capacity)
    }
}
