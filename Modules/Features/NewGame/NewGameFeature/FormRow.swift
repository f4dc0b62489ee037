import DesignSystem

/// One focusable, non-text row of the form, marked `▶` when focused and dimmed when inactive.
enum FormRow {
    static func render(_ text: String, focused: Bool, dimmed: Bool, width: Int, theme: Theme) -> String {
        MenuList.render(items: [MenuList.Item(text, enabled: !dimmed)], selected: focused ? 0 : nil,
                        width: width, theme: theme)[0]
    }
}
