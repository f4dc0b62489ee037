/// A frame of box-drawing characters around lines, with an optional title in the top edge.
public enum Box {
    public static func render(title: String?, lines: [String], width: Int, theme: Theme) -> [String] {
        let inner = max(0, width - 4)
        let label = title.map { " \(TextLayout.truncate($0, to: max(0, inner - 2))) " } ?? ""
        let top = "┌─" + theme.paint(label, .heading)
            + String(repeating: "─", count: max(0, width - 3 - label.count)) + "┐"
        let body = lines.map { "│ " + TextLayout.fit($0, to: inner) + " │" }
        let bottom = "└" + String(repeating: "─", count: max(0, width - 2)) + "┘"
        return [top] + body + [bottom]
    }
}
