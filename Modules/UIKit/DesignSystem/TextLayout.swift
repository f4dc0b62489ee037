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

    /// Breaks plain text into lines of at most `width` columns, at spaces where it can and inside
    /// a word (a long path) where it must.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while rest.count > width {
                lines.append(String(rest.prefix(width)))
                rest = String(rest.dropFirst(width))
            }
            current = rest
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
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
