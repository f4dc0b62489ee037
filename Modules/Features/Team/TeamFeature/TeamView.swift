import DesignSystem
import Navigation

/// The squad screen: club header, sortable squad table and the optional player panel.
@MainActor
public final class TeamView: Screen {
    public let presenter: any TeamViewPresenter

    public init(presenter: any TeamViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Squad" }

    public var keyHints: [KeyHint] {
        [KeyHint("↑↓", "select"), KeyHint("←→", "sort by"), KeyHint("r", "reverse"),
         KeyHint("enter", "profile"), KeyHint("d", "details"), KeyHint("esc", "back")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        var lines: [String] = []
        if let error = viewModel.errorMessage {
            lines += ErrorLine.render(error, width: context.width, theme: theme, indented: false)
        }
        guard let header = viewModel.header else {
            if viewModel.isLoading { lines.append("Loading squad…") }
            return Array(lines.prefix(context.height))
        }
        lines += TeamHeaderView.render(header, width: context.width, theme: theme)
        let detail = viewModel.playerDetail.map { PlayerDetailView.render($0, width: context.width, theme: theme) }
            ?? []
        let tableHeight = max(SquadTableView.headerLines + 1, context.height - lines.count - detail.count)
        lines += SquadTableView.render(viewModel.squadTable, width: context.width, height: tableHeight, theme: theme)
        return Array((lines + detail).prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .left, .character("h"): presenter.moveSortColumn(by: -1)
        case .right, .character("l"): presenter.moveSortColumn(by: 1)
        case .character("r"): presenter.reverseSort()
        case .enter: presenter.openSelectedPlayer()
        case .character("d"): presenter.toggleDetail()
        case .escape: presenter.close()
        default: return false
        }
        return true
    }
}
