/// A validation or data error as one line (indented under a form field, or flush as a screen's banner),
/// cut to the width before it is coloured.
public enum ErrorLine {
    private static let fieldIndent = "    "

    public static func render(_ error: String?, width: Int, theme: Theme, indented: Bool = true) -> [String] {
        guard let error else { return [] }
        let indent = indented ? fieldIndent : ""
        let oneLine = error.split(whereSeparator: \.isNewline).joined(separator: " ")
        return [indent + theme.paint(TextLayout.truncate("! " + oneLine, to: width - indent.count), .bad)]
    }
}
