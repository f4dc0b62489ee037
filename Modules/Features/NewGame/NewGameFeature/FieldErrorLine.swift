import DesignSystem

/// A validation or data error as one indented line, cut to the width before it is coloured.
enum FieldErrorLine {
    static func render(_ error: String?, width: Int, theme: Theme) -> [String] {
        guard let error else { return [] }
        let indent = "    "
        return [indent + theme.paint(TextLayout.truncate("! " + error, to: width - indent.count), .bad)]
    }
}
