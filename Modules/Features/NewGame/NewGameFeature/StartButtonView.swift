import DesignSystem

/// The start button, dimmed until the form is complete.
enum StartButtonView {
    static func render(_ model: StartButtonViewModel, width: Int, theme: Theme) -> String {
        FormRow.render("[ \(model.label) ]", focused: model.isFocused, dimmed: !model.isEnabled,
                       width: width, theme: theme)
    }
}
