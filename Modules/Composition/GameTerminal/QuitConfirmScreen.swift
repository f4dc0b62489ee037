import DesignSystem
import Navigation

/// Asks before quitting; the career is already saved, so quitting loses nothing. The question answers
/// every key itself: y or Enter on Yes quits, n, q and Esc go back to the screen underneath.
@MainActor
package final class QuitConfirmScreen: Screen {
    enum Answer: CaseIterable {
        case yes, no

        var label: String { self == .yes ? "Yes, quit" : "No, stay" }
    }

    private let confirm: () -> Void
    private let cancel: () -> Void
    /// Yes first: q already said the player wants to leave, and nothing is lost by leaving.
    private(set) var highlighted = Answer.yes

    init(confirm: @escaping () -> Void, cancel: @escaping () -> Void) {
        self.confirm = confirm
        self.cancel = cancel
    }

    package var title: String { "Quit?" }
    package var keyHints: [KeyHint] {
        [KeyHint("y", "quit"), KeyHint("n/q/Esc", "stay"), KeyHint("←→", "choose"), KeyHint("Enter", "answer")]
    }

    package func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let buttons = Answer.allCases.map { answer in
            answer == highlighted ? theme.paint("[ \(answer.label) ]", .selected) : "  \(answer.label)  "
        }
        return Box.render(title: "Quit SuperSoccer?", lines: ["Your career is saved after every change.", "",
                                                              "   " + buttons.joined(separator: "   ")],
                          width: min(context.width, 50), theme: theme)
    }

    package func handle(_ key: Key) async -> Bool {
        switch key {
        case .character("y"), .character("Y"):
            confirm()
        // q again, like Esc, takes the question back rather than asking twice.
        case .character("n"), .character("N"), .character("q"), .escape:
            cancel()
        case .enter:
            highlighted == .yes ? confirm() : cancel()
        case .left, .right, .tab, .backtab, .character("h"), .character("l"):
            highlighted = highlighted == .yes ? .no : .yes
        default:
            // Nothing else reaches the runtime's global keys: no help or second question over this one.
            break
        }
        return true
    }
}
