import DesignSystem
import Navigation

/// The title screen: the logo and the top menu, the list of careers to continue, or the import form.
@MainActor
public final class MainMenuView: Screen {
    public let presenter: any MainMenuViewPresenter

    public init(presenter: any MainMenuViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Main Menu" }

    public var keyHints: [KeyHint] {
        let moveAndSelect = [KeyHint("↑↓", "move"), KeyHint("enter", "select")]
        switch presenter.viewModel.mode {
        case .menu: return moveAndSelect
        case .slotList: return moveAndSelect + [KeyHint("esc", "back")]
        case .importSave: return [KeyHint("enter", "import"), KeyHint("esc", "back")]
        case .importAs: return [KeyHint("↑↓", "new name / replace"), KeyHint("enter", "import"), KeyHint("esc", "back")]
        case .confirmReplace: return [KeyHint("y", "replace"), KeyHint("n/esc", "keep it")]
        }
    }

    public var capturesText: Bool { presenter.viewModel.capturesText }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        let messageLines = viewModel.message.map { ["", messageLine($0, width: context.width, theme: theme)] } ?? []
        let room = context.height - messageLines.count
        let body: [String]
        switch viewModel.mode {
        case .menu:
            let menu = MenuSectionView.render(viewModel.menu, width: context.width, theme: theme)
            body = MainMenuLogoView.render(width: context.width, maxLines: room - menu.count, theme: theme) + menu
        case .slotList:
            body = SlotListView.render(viewModel.slots, width: context.width, height: room, theme: theme)
        case .importSave:
            body = ImportSaveView.render(viewModel.importSave, width: context.width, theme: theme)
        case .importAs:
            body = viewModel.importAs.map { ImportAsView.render($0, width: context.width, theme: theme) } ?? []
        case .confirmReplace:
            body = viewModel.importAs.map { ImportAsView.renderQuestion($0, width: context.width, theme: theme) } ?? []
        }
        return Array((body + messageLines).prefix(max(0, context.height)))
    }

    public func appear() async {
        await presenter.load()
    }

    public func handle(_ key: Key) async -> Bool {
        if capturesText { return await handleTyping(key) }
        if presenter.viewModel.mode == .confirmReplace { return await answer(key) }
        switch key {
        case .up, .character("k"):
            presenter.moveSelection(by: -1)
        case .down, .character("j"):
            presenter.moveSelection(by: 1)
        case .enter:
            await presenter.select()
        case .escape:
            return presenter.goBack()
        default:
            return false
        }
        return true
    }

    /// Only y replaces a career; n and Esc keep it, and every other key is swallowed so nothing else happens
    /// under the question.
    private func answer(_ key: Key) async -> Bool {
        switch key {
        case .character("y"), .character("Y"): await presenter.answerReplace(true)
        case .character("n"), .character("N"), .escape: await presenter.answerReplace(false)
        default: break
        }
        return true
    }

    /// In a text field every character is part of the text, `q` and `?` included; ↑↓ leave the new name.
    private func handleTyping(_ key: Key) async -> Bool {
        switch key {
        case .character(let character):
            presenter.type(String(character))
        case .text(let text):
            presenter.type(text)
        case .backspace:
            presenter.deleteBackward()
        case .enter:
            await presenter.select()
        case .escape:
            return presenter.goBack()
        case .up, .down, .tab, .backtab:
            guard presenter.viewModel.mode == .importAs else { return false }
            presenter.moveSelection(by: key == .up || key == .backtab ? -1 : 1)
        case .left, .right:
            return false
        }
        return true
    }

    private func messageLine(_ message: String, width: Int, theme: Theme) -> String {
        TextLayout.fit(theme.paint(TextLayout.truncate(message, to: width), .warning), to: width, alignment: .center)
    }
}
