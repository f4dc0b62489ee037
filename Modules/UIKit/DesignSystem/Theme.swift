/// The retro palette: green phosphor text with amber accents. Without colour (NO_COLOR, scripts,
/// tests) every style is plain text, and the selection is marked by the components' `▶` instead.
public struct Theme: Sendable, Hashable {
    public let colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public static let plain = Theme(colored: false)

    public func paint(_ text: String, _ style: TextStyle) -> String {
        guard colored, style != .plain, !text.isEmpty else { return text }
        return "\u{1B}[\(Self.code(for: style))m\(text)\u{1B}[0m"
    }

    /// Every escape sequence `paint` writes: the only ones `TerminalText` lets through to a terminal.
    static let sequences: [String] = TextStyle.allCases.map { "\u{1B}[\(code(for: $0))m" }

    private static func code(for style: TextStyle) -> String {
        switch style {
        case .plain: "0"
        case .title: "1;30;42"
        case .heading: "1;33"
        case .selected: "1;7;32"
        case .dim: "2;32"
        case .accent: "33"
        case .good: "1;32"
        case .bad: "1;31"
        case .warning: "1;33"
        }
    }
}
