/// A one-line text input: label, current value, a cursor when focused, and an error under it.
/// A value longer than the box shows its end, where the cursor is.
public enum TextFieldView {
    public static func render(label: String, value: String, focused: Bool, error: String?,
                              width: Int, theme: Theme) -> [String] {
        let fieldWidth = max(8, width - label.count - 6)
        let text = value + (focused ? "_" : "")
        let visible = text.count > fieldWidth ? "…" + text.suffix(fieldWidth - 1) : text
        let marker = focused ? "▶ " : "  "
        let line = marker + label + ": [" + TextLayout.fit(String(visible), to: fieldWidth) + "]"
        return [focused ? theme.paint(line, .selected) : line] + ErrorLine.render(error, width: width, theme: theme)
    }
}
