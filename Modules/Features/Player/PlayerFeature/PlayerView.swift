import DesignSystem
import Navigation

/// A player's profile page, scrolled with ↑/↓ when it is taller than the screen; `r` and `u` put a renewal
/// or a release to the user on the line under it, answered there before any other key counts.
@MainActor
public final class PlayerView: Screen {
    public let presenter: any PlayerViewPresenter

    public init(presenter: any PlayerViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        switch presenter.viewModel.prompt {
        case .acceptOrCancel?: return [KeyHint("Enter", "accept"), KeyHint("esc", "cancel")]
        case .yesOrNo?: return [KeyHint("y", "release"), KeyHint("n", "keep him")]
        case .report?, .refusal?, nil:
            let contract = presenter.viewModel.canDecideContract ? [KeyHint("r", "renew"), KeyHint("u", "release")] : []
            return [KeyHint("↑↓", "scroll")] + contract + [KeyHint("esc", "back")]
        }
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
        let footer = viewModel.prompt.map { [Self.promptLine($0, width: context.width, theme: theme)] } ?? []
        let height = max(0, context.height - footer.count)
        // Pulled back so a page that fits never scrolls and a scrolled one ends at the bottom.
        let top = min(max(0, viewModel.scrollOffset), max(0, page.count - height))
        return Array((Array(page[top...].prefix(height)) + footer).prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch presenter.viewModel.prompt {
        case .acceptOrCancel?: return await answerAcceptOrCancel(key)
        case .yesOrNo?: return await answerYesOrNo(key)
        case .report?, .refusal?, nil: break
        }
        switch key {
        case .character("r") where presenter.viewModel.canDecideContract: await presenter.askRenewal()
        case .character("u") where presenter.viewModel.canDecideContract: await presenter.askRelease()
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .escape: presenter.close()
        default: return false
        }
        return true
    }

    /// Enter accepts and Esc cancels; other keys wait for the answer, except those the runtime owns.
    private func answerAcceptOrCancel(_ key: Key) async -> Bool {
        switch key {
        case .enter: await presenter.confirm()
        case .escape: presenter.cancelQuestion()
        case .character("q"), .character("?"): return false
        default: break
        }
        return true
    }

    /// Only y releases: any other answer (n, Enter, Esc) keeps him, as a y/N question defaults to no.
    private func answerYesOrNo(_ key: Key) async -> Bool {
        switch key {
        case .character("y"), .character("Y"): await presenter.confirm()
        case .character("q"), .character("?"): return false
        default: presenter.cancelQuestion()
        }
        return true
    }

    private static func promptLine(_ prompt: PlayerPromptViewModel, width: Int, theme: Theme) -> String {
        let text = TextLayout.truncate(prompt.text, to: width)
        switch prompt {
        case .refusal: return theme.paint(text, .bad)
        case .report: return text
        case .acceptOrCancel, .yesOrNo: return theme.paint(text, .accent)
        }
    }

    /// The view cannot know the screen's height here, so the presenter keeps the offset within the
    /// page and `render` pulls it back to the last full screen.
    private func scroll(by offset: Int) {
        guard let profile = presenter.viewModel.profile else { return }
        presenter.scroll(by: offset, limit: PlayerPage.lineCount(profile) - 1)
    }
}
