import DesignSystem

/// The "import as" form (a new slot name, or replacing the career in the slot) and the replace question.
enum ImportAsView {
    static func render(_ viewModel: ImportAsViewModel, width: Int, theme: Theme) -> [String] {
        let heading = theme.paint(TextLayout.fit(ImportSaveView.heading, to: width), .heading)
        let reason = ErrorLine.render(viewModel.reason, width: width, theme: theme, indented: false)
        let field = TextFieldView.render(label: viewModel.nameLabel, value: viewModel.name,
                                         focused: viewModel.isNameFocused, error: viewModel.nameError,
                                         width: width, theme: theme)
        let replace = viewModel.replaceLabel.map { label in
            MenuList.render(items: [MenuList.Item(label)], selected: viewModel.isReplaceFocused ? 0 : nil,
                            width: width, theme: theme)
        } ?? []
        let hintIndent = "  "
        let hint = hintIndent + theme.paint(TextLayout.truncate(viewModel.hint, to: width - hintIndent.count), .dim)
        return [heading, ""] + reason + [""] + field + replace + ["", hint]
    }

    static func renderQuestion(_ viewModel: ImportAsViewModel, width: Int, theme: Theme) -> [String] {
        Box.render(title: "Replace?", lines: viewModel.question, width: min(width, 64), theme: theme)
    }
}
