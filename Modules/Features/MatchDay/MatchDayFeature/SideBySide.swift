import DesignSystem

/// Two blocks of lines next to each other when the width allows, otherwise one above the other.
/// Callers render each block to `columnWidth(for:)` first, so coloured lines are never cut.
enum SideBySide {
    static let gap = 2
    /// Narrower columns than this read badly; below it the blocks stack.
    static let minimumColumn = 30

    static func fits(_ width: Int) -> Bool { (width - gap) / 2 >= minimumColumn }

    static func columnWidth(for width: Int) -> Int { fits(width) ? (width - gap) / 2 : width }

    static func join(_ left: [String], _ right: [String], width: Int) -> [String] {
        guard fits(width) else { return left + right }
        let column = columnWidth(for: width)
        return (0..<max(left.count, right.count)).map { index in
            let leftLine = index < left.count ? left[index] : ""
            let rightLine = index < right.count ? right[index] : ""
            guard !rightLine.isEmpty else { return leftLine }
            return TextLayout.fit(leftLine, to: column) + String(repeating: " ", count: gap) + rightLine
        }
    }
}

extension SideBySide {
    /// `right` next to `left`, whose lines are fitted to `leftWidth` columns: for columns of unequal width.
    static func join(_ left: [String], leftWidth: Int, _ right: [String]) -> [String] {
        (0..<max(left.count, right.count)).map { index in
            let leftLine = index < left.count ? left[index] : ""
            guard index < right.count else { return leftLine }
            return TextLayout.fit(leftLine, to: leftWidth) + String(repeating: " ", count: gap) + right[index]
        }
    }
}

extension String {
    /// The text without the spaces that pad it on the right.
    var trimmingTrailingSpaces: String {
        guard let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...last])
    }
}
