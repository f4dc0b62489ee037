import DesignSystem

/// The read-only world seed row.
enum WorldSeedView {
    static func render(_ model: WorldSeedViewModel, width: Int, theme: Theme) -> String {
        FormRow.render("\(model.label): \(model.value)  (\(model.note))", focused: model.isFocused,
                       dimmed: false, width: width, theme: theme)
    }
}
