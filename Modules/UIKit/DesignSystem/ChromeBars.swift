/// The title bar at the top of every screen and the key-hint bar at the bottom.
public enum ChromeBars {
    public static func titleBar(left: String, right: String, width: Int, theme: Theme) -> String {
        let space = max(1, width - left.count - right.count - 2)
        let text = TextLayout.fit(" " + left + String(repeating: " ", count: space) + right + " ", to: width)
        return theme.paint(text, .title)
    }

    /// The screen's hints, then the `pinned` ones that work everywhere. When they do not all fit,
    /// whole screen hints are dropped from the end (never cut mid-word); pinned ones always stay.
    public static func hintBar(hints: [(key: String, label: String)], pinned: [(key: String, label: String)] = [],
                               width: Int, theme: Theme) -> String {
        var shown = hints
        func plainWidth(_ all: [(key: String, label: String)]) -> Int {
            1 + all.map { $0.key.count + 1 + $0.label.count }.reduce(0, +) + 2 * max(0, all.count - 1)
        }
        while !shown.isEmpty, plainWidth(shown + pinned) > width { shown.removeLast() }
        let text = (shown + pinned).map { "\(theme.paint($0.key, .accent)) \($0.label)" }.joined(separator: "  ")
        return TextLayout.fit(" " + text, to: width)
    }
}
