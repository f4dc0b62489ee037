import DesignSystem

/// The import form: a heading, the path field with its error, and the rule the import follows.
enum ImportSaveView {
    static let heading = "Import a save"

    static func render(_ viewModel: ImportSaveViewModel, width: Int, theme: Theme) -> [String] {
        let field = TextFieldView.render(label: viewModel.label, value: viewModel.path, focused: true,
                                         error: viewModel.error, width: width, theme: theme)
        let hintIndent = "  "
        let hint = hintIndent + theme.paint(TextLayout.truncate(viewModel.hint, to: width - hintIndent.count), .dim)
        return [theme.paint(TextLayout.fit(heading, to: width), .heading), ""] + field + ["", hint]
    }
}
