import DesignSystem

/// A text input of the form with its error under it.
enum FormFieldView {
    /// Room for a name at the limit and the cursor; longer input shows its end cut with `…`.
    static let boxWidth = 34

    static func render(_ model: FormFieldViewModel, width: Int, theme: Theme) -> [String] {
        let fieldWidth = min(width, model.label.count + 6 + boxWidth)
        return TextFieldView.render(label: model.label, value: model.value, focused: model.isFocused,
                                    error: nil, width: fieldWidth, theme: theme)
            + ErrorLine.render(model.error, width: width, theme: theme)
    }
}
