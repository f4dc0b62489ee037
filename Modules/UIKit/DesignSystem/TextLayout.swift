/// Width arithmetic that ignores colour escapes, so padded columns line up with and without colour.
public enum TextLayout {
    public enum Alignment: Sendable { case left, right, center }

    /// Columns the text takes on screen (escape sequences take none; each character takes one).
    public static func visibleWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else if !(scalar.properties.generalCategory == .nonspacingMark) {
                width += 1
            }
        }
        return width
    }

    /// Cuts plain text to `width` columns, marking the cut with `…`.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard text.count > width else { return text }
        return String(text.prefix(width - 1)) + "…"
    }

    /// Fits text into exactly `width` columns: truncated when plain and too long, padded otherwise.
    public static func fit(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let visible = visibleWidth(text)
        if visible > width { return visible == text.count ? truncate(text, to: width) : text }
        let gap = width - visible
        switch alignment {
        case .left: return text + String(repeating: " ", count: gap)
        case .right: return String(repeating: " ", count: gap) + text
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: gap - left)
        }
    }
}
