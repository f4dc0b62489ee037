import DesignSystem

/// The club row and its error.
enum ClubSelectorView {
    static func render(_ model: ClubSelectorViewModel, width: Int, theme: Theme) -> [String] {
        [FormRow.render("\(model.label): \(model.text)", focused: model.isFocused, dimmed: !model.isChosen,
                        width: width, theme: theme)]
            + ErrorLine.render(model.error, width: width, theme: theme)
    }
}
