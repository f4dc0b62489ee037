import DesignSystem
import Navigation

/// The Cup screen: the cup and the user's path, a bar of the rounds drawn over the round's ties.
@MainActor
public final class CupView: Screen {
    public let presenter: any CupViewPresenter

    public init(presenter: any CupViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        [KeyHint("←→", "round"), KeyHint("↑↓", "scroll"), KeyHint("esc", "back")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        var lines: [String] = []
        if !viewModel.heading.isEmpty { lines.append(theme.paint(TextLayout.truncate(viewModel.heading, to: context.width), .heading)) }
        if !viewModel.path.isEmpty { lines += TextLayout.wrap(viewModel.path, to: context.width) }
        if !viewModel.rounds.isEmpty {
            let bar = viewModel.rounds.map { $0.isActive ? theme.paint("[\($0.title)]", .selected) : " \($0.title) " }
                .joined(separator: " ")
            lines += ["", bar, ""]
        }
        if let error = viewModel.errorMessage {
            lines += ErrorLine.render(error, width: context.width, theme: theme)
        } else if let empty = viewModel.emptyMessage {
            lines += TextLayout.wrap(empty, to: context.width).map { theme.paint($0, .dim) }
        } else if viewModel.rows.isEmpty {
            lines.append(viewModel.isLoading ? "Loading the cup…" : "")
        } else {
            // The home club right-aligned against the score.
            lines += AlignedRows.render(header: nil, rows: viewModel.rows, highlighted: viewModel.highlighted,
                                        rightAligned: [0], scrollOffset: viewModel.scrollOffset, width: context.width,
                                        height: context.height - lines.count, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .left, .character("h"): presenter.switchRound(by: -1)
        case .right, .character("l"): presenter.switchRound(by: 1)
        case .up, .character("k"): presenter.scroll(by: -1, limit: presenter.viewModel.rows.count - 1)
        case .down, .character("j"): presenter.scroll(by: 1, limit: presenter.viewModel.rows.count - 1)
        case .escape: presenter.close()
        default: return false
        }
        return true
    }
}
