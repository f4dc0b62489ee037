import DesignSystem
import Navigation

/// The New Career form: coach names, club, world seed and the start button.
@MainActor
public final class NewGameView: Screen {
    public static let intro = "Name your coach, choose a club, then start the career."

    public let presenter: any NewGameViewPresenter

    public init(presenter: any NewGameViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "New Career" }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓/Tab", "move"), KeyHint("Enter", "choose / start"), KeyHint("Esc", "back")]
    }

    public var capturesText: Bool { presenter.viewModel.capturesText }

    public func render(in context: RenderContext) -> [String] {
        let model = presenter.viewModel
        let theme = Theme(colored: context.colored)
        let width = context.width
        var lines = [TextLayout.fit(Self.intro, to: width), ""]
        lines += FormFieldView.render(model.firstName, width: width, theme: theme)
        lines += FormFieldView.render(model.lastName, width: width, theme: theme)
        lines += ClubSelectorView.render(model.clubSelector, width: width, theme: theme)
        lines += WorldSeedView.render(model.worldSeed, width: width, theme: theme)
        lines.append("")
        lines.append(StartButtonView.render(model.startButton, width: width, theme: theme))
        lines += ErrorLine.render(model.formError, width: width, theme: theme)
        return Array(lines.prefix(max(0, context.height)))
    }

    public func appear() async {
        await presenter.load()
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .up, .backtab: presenter.focusPrevious()
        case .down, .tab: presenter.focusNext()
        case .enter: await presenter.activate()
        case .escape: presenter.cancel()
        case .backspace:
            guard capturesText else { return false }
            presenter.deleteBackward()
        case .text(let text):
            guard capturesText else { return false }
            presenter.type(text)
        case .character(let character):
            return handle(character)
        case .left, .right: return false
        }
        return true
    }

    /// Characters are typed on a text field; elsewhere only the vi keys move.
    private func handle(_ character: Character) -> Bool {
        if capturesText {
            presenter.type(String(character))
        } else if character == "k" {
            presenter.focusPrevious()
        } else if character == "j" {
            presenter.focusNext()
        } else {
            return false
        }
        return true
    }
}
