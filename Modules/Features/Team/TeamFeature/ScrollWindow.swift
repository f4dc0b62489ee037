/// Which rows of a long list fit on screen: all of them when they fit, otherwise the slice that
/// keeps the selection visible (scrolling only once it would fall off the bottom). Stateless, so
/// views stay pure functions of their view model.
enum ScrollWindow {
    static func rows(count: Int, selected: Int?, capacity: Int) -> Range<Int> {
        let capacity = max(1, capacity)
        guard count > capacity else { return 0..<count }
        let selected = min(max(0, selected ?? 0), count - 1)
        let start = min(max(0, selected - capacity + 1), count - capacity)
        return start..<(start + capacity)
    }
}
