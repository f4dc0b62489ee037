/// A validation or data error as one indented line, cut to the width before it is coloured.
public enum ErrorLine {
    private static let indent = "    "

    public static func render(_ error: String?, width: Int, theme: Theme) -> [String] {
        guard let error else { return [] }
        let oneLine = error.split(whereSeparator: \.isNewline).joined(separator: " ")
        return [indent + theme.paint(TextLayout.truncate("! " + oneLine, to: width - indent.count), .bad)]
    }
}
