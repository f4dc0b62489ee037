import DesignSystem

/// The world seed input, the note that it can be shared, and its error.
enum WorldSeedView {
    static func render(_ model: WorldSeedViewModel, width: Int, theme: Theme) -> [String] {
        let field = FormFieldView.render(model.field, width: width, theme: theme)
        let indent = "    "
        return [field[0], indent + theme.paint(TextLayout.truncate(model.note, to: width - indent.count), .dim)]
            + field.dropFirst()
    }
}
