import DesignSystem
import Navigation

/// The Choose Your Club screen: division bar, the division's clubs, and the selected club's detail.
@MainActor
public final class TeamSelectView: Screen {
    public let presenter: any TeamSelectViewPresenter

    public init(presenter: any TeamSelectViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Choose Your Club" }

    public var keyHints: [KeyHint] {
        [KeyHint("←→", "division"), KeyHint("↑↓", "club"), KeyHint("Enter", "pick"), KeyHint("Esc", "back")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        let detail = viewModel.detail.map { [""] + ClubDetailView.render($0, width: context.width, theme: theme) } ?? []
        let top = [DivisionBarView.render(viewModel.divisionBar, width: context.width, theme: theme), ""]
        let body = viewModel.message.map { [theme.paint(TextLayout.truncate($0, to: context.width), .warning)] }
            ?? ClubListView.render(viewModel.clubs, width: context.width,
                                   height: context.height - top.count - detail.count, theme: theme)
        return Array((top + body + detail).prefix(max(0, context.height)))
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .left, .character("h"): presenter.switchDivision(by: -1)
        case .right, .character("l"): presenter.switchDivision(by: 1)
        case .enter: presenter.confirmSelection()
        case .escape: presenter.cancel()
        default: return false
        }
        return true
    }
}
