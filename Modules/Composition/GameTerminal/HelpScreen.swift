import DesignSystem
import Navigation

/// The `?` overlay: the keys of the screen underneath plus the keys that work everywhere.
@MainActor
package final class HelpScreen: Screen {
    private let screenTitle: String
    private let hints: [KeyHint]
    private let close: () -> Void

    init(for screen: any Screen, close: @escaping () -> Void) {
        screenTitle = screen.title
        hints = screen.keyHints + RuntimeKeys.global
        self.close = close
    }

    package var title: String { "Help" }
    package var keyHints: [KeyHint] { [KeyHint("Esc", "close")] }

    package func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let width = min(context.width, 60)
        let rows = hints.map { "\(TextLayout.fit($0.key, to: 10)) \($0.label)" }
        return Box.render(title: "Keys on \(screenTitle)", lines: rows, width: width, theme: theme)
    }

    package func handle(_ key: Key) async -> Bool {
        switch key {
        case .escape, .enter, .character("?"), .character("q"):
            close()
            return true
        default:
            return false
        }
    }
}
