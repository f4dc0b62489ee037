import DesignSystem
import Navigation

/// The Season Review page: the final table and contract decisions, then the season's honours and the
/// club's comings and goings. Long pages follow the selection or scroll with ↑/↓.
@MainActor
public final class SeasonReviewView: Screen {
    public let presenter: any SeasonReviewViewPresenter

    public init(presenter: any SeasonReviewViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        switch presenter.viewModel.phase {
        case .decisions:
            [KeyHint("enter", "start next season"), KeyHint("space", "keep/release"), KeyHint("↑↓", "player"),
             KeyHint("esc", "back")]
        case .summary:
            [KeyHint("enter", "on to the new season"), KeyHint("↑↓", "scroll")]
        case .loading, .starting:
            [KeyHint("esc", "back")]
        }
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        let error = viewModel.errorMessage.map { ErrorLine.render($0, width: context.width, theme: theme) } ?? []
        let height = max(1, context.height - error.count)
        let range: Range<Int>
        if viewModel.phase == .summary {
            let top = min(max(0, viewModel.scrollOffset), max(0, viewModel.lines.count - height))
            range = top..<min(viewModel.lines.count, top + height)
        } else {
            range = ScrollWindow.rows(count: viewModel.lines.count, selected: viewModel.selectedLine, capacity: height)
        }
        let page = range.map { index -> String in
            let line = viewModel.lines[index]
            let text = TextLayout.truncate((index == viewModel.selectedLine ? "> " : "  ") + line.text,
                                           to: context.width)
            return theme.paint(text, index == viewModel.selectedLine ? .selected : Self.style(line.kind))
        }
        return Array((error + page).prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.move(by: -1)
        case .down, .character("j"): presenter.move(by: 1)
        case .character(" "): presenter.toggleDecision()
        case .enter: await presenter.confirm()
        case .escape: presenter.close()
        default: return false
        }
        return true
    }

    private static func style(_ kind: SeasonReviewViewModel.Line.Kind) -> TextStyle {
        switch kind {
        case .heading: .heading
        case .plain: .plain
        case .userClub: .accent
        case .promotion: .good
        case .relegation: .bad
        case .note: .dim
        }
    }
}
