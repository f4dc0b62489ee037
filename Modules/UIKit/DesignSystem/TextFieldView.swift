/// A one-line text input: label, current value, a cursor when focused, and an error under it.
public enum TextFieldView {
    public static func render(label: String, value: String, focused: Bool, error: String?,
                              width: Int, theme: Theme) -> [String] {
        let fieldWidth = max(8, width - label.count - 6)
        let shown = TextLayout.fit(value + (focused ? "_" : ""), to: fieldWidth)
        let marker = focused ? "▶ " : "  "
        let line = marker + label + ": [" + shown + "]"
        var lines = [focused ? theme.paint(line, .selected) : line]
        if let error { lines.append("    " + theme.paint("! " + error, .bad)) }
        return lines
    }
}
