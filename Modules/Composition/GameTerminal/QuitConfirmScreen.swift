import DesignSystem
import Navigation

/// Asks before quitting the game, or before leaving a career for the main menu; the career is already saved,
/// so leaving loses nothing. The question answers every key itself: y or Enter on Yes leaves, n, q, Esc and Enter on
/// No (where it starts) go back to the screen underneath.
@MainActor
package final class QuitConfirmScreen: Screen {
    /// What the player is about to leave.
    package enum Leaving {
        case game, career

        var title: String { self == .game ? "Quit?" : "Leave the career?" }
        var question: String { self == .game ? "Quit SuperSoccer?" : "Back to the main menu?" }
        var yes: String { self == .game ? "Yes, quit" : "Yes, leave" }
        var verb: String { self == .game ? "quit" : "leave" }
    }

    enum Answer: CaseIterable {
        case yes, no
    }

    private let leaving: Leaving
    private let confirm: () -> Void
    private let cancel: () -> Void
    /// No first: a second Esc or an Enter pressed by habit must not leave (issue #42); leaving takes `y`, or ← then Enter.
    private(set) var highlighted = Answer.no

    package init(leaving: Leaving = .game, confirm: @escaping () -> Void, cancel: @escaping () -> Void) {
        self.leaving = leaving
        self.confirm = confirm
        self.cancel = cancel
    }

    package var title: String { leaving.title }
    package var keyHints: [KeyHint] {
        [KeyHint("y", leaving.verb), KeyHint("n/q/Esc", "stay"), KeyHint("←→", "choose"), KeyHint("Enter", "answer")]
    }

    package func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let buttons = Answer.allCases.map { answer in
            let label = answer == .yes ? leaving.yes : "No, stay"
            return answer == highlighted ? theme.paint("[ \(label) ]", .selected) : "  \(label)  "
        }
        return Box.render(title: leaving.question, lines: ["Your career is saved after every change.", "",
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
