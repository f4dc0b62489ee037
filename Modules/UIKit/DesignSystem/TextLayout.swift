/// Width arithmetic that ignores colour escapes, so padded columns line up with and without colour.
public enum TextLayout {
    public enum Alignment: Sendable { case left, right, center }

    /// Columns the text takes on screen: escape sequences take none, combining marks none, East Asian wide
    /// characters and emoji two, every other character one.
    public static func visibleWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += columns(of: character)
            }
        }
        return width
    }

    /// Columns one character takes in a terminal.
    public static func columns(of character: Character) -> Int {
        // Nearly every character drawn is ASCII: one column, without a look at Unicode properties.
        if character.isASCII { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) { return 0 }
        let isWide = wideRanges.contains { $0.contains(first.value) } || first.properties.isEmojiPresentation
        return isWide ? 2 : 1
    }

    /// Scalars a terminal draws two columns wide: Hangul Jamo, CJK, Hangul syllables, fullwidth forms, emoji.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    /// Cuts plain text to `width` columns, marking the cut with `…`.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard visibleWidth(text) > width else { return text }
        return prefix(text, columns: width - 1) + "…"
    }

    /// The longest start of plain `text` that takes at most `columns` columns.
    private static func prefix(_ text: String, columns: Int) -> String {
        var used = 0
        var kept = ""
        for character in text {
            let width = self.columns(of: character)
            guard used + width <= columns else { break }
            used += width
            kept.append(character)
        }
        return kept
    }

    /// Breaks plain text into lines of at most `width` columns, at spaces where it can and inside
    /// a word (a long path) where it must.
    public static func wrap(_ text: String, to width: Int) -> [String] {
        pack(text.split(separator: " ", omittingEmptySubsequences: false).map(String.init), joinedBy: " ", to: width)
    }

    /// Lists `items` joined by ", " in lines of at most `width` columns, breaking only between items (an item
    /// wider than a line is broken inside): a scorer's "Puddle 12', 40'" or a card stays whole.
    public static func wrap(items: [String], to width: Int) -> [String] {
        let last = items.count - 1
        return pack(items.enumerated().map { $0 == last ? $1 : $1 + "," }, joinedBy: " ", to: width)
    }

    /// `words` joined by `separator` into lines of at most `width` columns.
    private static func pack(_ words: [String], joinedBy separator: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + separator + word
            if visibleWidth(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while visibleWidth(rest) > width {
                let head = prefix(rest, columns: width)
                // A character wider than the whole line still goes somewhere.
                let cut = head.isEmpty ? String(rest.prefix(1)) : head
                lines.append(cut)
                rest = String(rest.dropFirst(cut.count))
            }
            current = rest
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Fits text into exactly `width` columns: truncated when plain and too long, padded otherwise.
    public static func fit(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let visible = visibleWidth(text)
        if visible > width { return text.contains("\u{1B}") ? text : truncate(text, to: width) }
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
