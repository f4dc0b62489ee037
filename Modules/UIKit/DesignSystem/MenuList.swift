/// A vertical menu; the selected item carries a `▶` marker (and the selection colour when coloured).
public enum MenuList {
    public struct Item: Sendable, Hashable {
        public let label: String
        public let detail: String?
        public let enabled: Bool

        public init(_ label: String, detail: String? = nil, enabled: Bool = true) {
            self.label = label
            self.detail = detail
            self.enabled = enabled
        }
    }

    public static func render(items: [Item], selected: Int?, width: Int, theme: Theme) -> [String] {
        items.enumerated().map { index, item in
            let isSelected = index == selected
            let text = item.detail.map { "\(item.label)  \($0)" } ?? item.label
            let line = TextLayout.fit((isSelected ? "▶ " : "  ") + text, to: width)
            if isSelected { return theme.paint(line, .selected) }
            return item.enabled ? line : theme.paint(line, .dim)
        }
    }
}
