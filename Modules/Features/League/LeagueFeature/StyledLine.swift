import DesignSystem

/// One line built from differently styled pieces, cut to the width before it is coloured (a
/// coloured line cannot be cut afterwards without breaking its escapes).
enum StyledLine {
    static func render(_ parts: [(text: String, style: TextStyle)], width: Int, theme: Theme) -> String {
        var remaining = width
        var line = ""
        for part in parts where remaining > 0 {
            let text = TextLayout.truncate(part.text, to: remaining)
            line += theme.paint(text, part.style)
            remaining -= text.count
        }
        return line
    }
}
