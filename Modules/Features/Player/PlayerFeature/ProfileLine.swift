import DesignSystem

/// One line of the profile: a label in the left column (blank on continuation lines), then styled
/// parts. A line too wide for the screen is cut as plain text, since a cut escape would break colour.
enum ProfileLine {
    static let labelWidth = 12

    struct Part {
        let text: String
        let style: TextStyle

        init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    static func render(label: String = "", _ parts: [Part], width: Int, theme: Theme) -> String {
        let labelText = TextLayout.fit(label, to: labelWidth)
        let plain = labelText + parts.map(\.text).joined()
        guard TextLayout.visibleWidth(plain) <= width else { return TextLayout.truncate(plain, to: width) }
        let paintedLabel = label.isEmpty ? labelText : theme.paint(labelText, .heading)
        return paintedLabel + parts.map { theme.paint($0.text, $0.style) }.joined()
    }
}
