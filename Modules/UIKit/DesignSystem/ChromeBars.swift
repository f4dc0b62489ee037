/// The title bar at the top of every screen and the key-hint bar at the bottom.
public enum ChromeBars {
    public static func titleBar(left: String, right: String, width: Int, theme: Theme) -> String {
        let space = max(1, width - left.count - right.count - 2)
        let text = TextLayout.fit(" " + left + String(repeating: " ", count: space) + right + " ", to: width)
        return theme.paint(text, .title)
    }

    public static func hintBar(hints: [(key: String, label: String)], width: Int, theme: Theme) -> String {
        let text = hints.map { "\(theme.paint($0.key, .accent)) \($0.label)" }.joined(separator: "  ")
        return TextLayout.fit(" " + text, to: width)
    }
}
