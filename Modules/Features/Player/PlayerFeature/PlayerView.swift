import DesignSystem
import Navigation

/// A player's profile page, scrolled with ↑/↓ when it is taller than the screen.
@MainActor
public final class PlayerView: Screen {
    public let presenter: any PlayerViewPresenter

    public init(presenter: any PlayerViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "scroll"), KeyHint("esc", "back")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        if let error = viewModel.errorMessage {
            let lines = ErrorLine.render(error, width: context.width, theme: theme)
                + [theme.paint("Esc to go back", .dim)]
            return Array(lines.prefix(context.height))
        }
        guard let profile = viewModel.profile else { return Array(["Loading player…"].prefix(context.height)) }
        let page = PlayerPage.lines(profile, width: context.width, theme: theme)
        // Pulled back so a page that fits never scrolls and a scrolled one ends at the bottom.
        let top = min(max(0, viewModel.scrollOffset), max(0, page.count - context.height))
        return Array(page[top...].prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .escape: presenter.close()
        default: return false
        }
        return true
    }

    /// The view cannot know the screen's height here, so the presenter keeps the offset within the
    /// page and `render` pulls it back to the last full screen.
    private func scroll(by offset: Int) {
        guard let profile = presenter.viewModel.profile else { return }
        presenter.scroll(by: offset, limit: PlayerPage.lineCount(profile) - 1)
    }
}
