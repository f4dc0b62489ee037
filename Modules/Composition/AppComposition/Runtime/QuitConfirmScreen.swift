import DesignSystem
import Navigation

/// Asks before quitting; the career is already saved, so quitting loses nothing.
@MainActor
final class QuitConfirmScreen: Screen {
    private let confirm: () -> Void
    private let cancel: () -> Void

    init(confirm: @escaping () -> Void, cancel: @escaping () -> Void) {
        self.confirm = confirm
        self.cancel = cancel
    }

    var title: String { "Quit?" }
    var keyHints: [KeyHint] { [KeyHint("y", "quit"), KeyHint("n", "stay")] }

    func render(in context: RenderContext) -> [String] {
        Box.render(title: "Quit SuperSoccer?", lines: ["Your career is saved after every change.", "",
                                                       "Quit now? (y/n)"],
                   width: min(context.width, 50), theme: Theme(colored: context.colored))
    }

    func handle(_ key: Key) async -> Bool {
        switch key {
        case .character("y"), .character("Y"):
            confirm()
        // q again, like Esc, takes the question back rather than asking twice.
        case .character("n"), .character("N"), .character("q"), .escape:
            cancel()
        default:
            return false
        }
        return true
    }
}
