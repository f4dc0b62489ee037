import DesignSystem
import Navigation

/// The History screen: a bar of sections over the section's table, newest season first.
@MainActor
public final class HistoryView: Screen {
    public let presenter: any HistoryViewPresenter

    public init(presenter: any HistoryViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        [KeyHint("←→", "section"), KeyHint("↑↓", "scroll"), KeyHint("esc", "back")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        let bar = viewModel.sections.map { $0.isActive ? theme.paint("[\($0.title)]", .selected) : " \($0.title) " }
            .joined(separator: " ")
        var lines = [bar, ""]
        if let error = viewModel.errorMessage {
            lines += ErrorLine.render(error, width: context.width, theme: theme)
        } else if let empty = viewModel.emptyMessage {
            lines += TextLayout.wrap(empty, to: context.width).map { theme.paint($0, .dim) }
        } else if viewModel.rows.isEmpty {
            lines.append(viewModel.isLoading ? "Loading history…" : "")
        } else {
            // The picture over the table where the screen has room for both.
            if let chart = viewModel.chart, context.height >= Self.chartHeight + 11 {
                lines += BarChartView.render(chart, selected: nil, width: context.width, height: Self.chartHeight,
                                             theme: theme) + [""]
            }
            lines += AlignedRows.render(header: viewModel.header, rows: viewModel.rows, highlighted: viewModel.highlighted,
                                        scrollOffset: viewModel.scrollOffset, width: context.width,
                                        height: context.height - lines.count, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    static let chartHeight = 7

    public func handle(_ key: Key) async -> Bool {
        switch key {
        case .left, .character("h"): presenter.switchSection(by: -1)
        case .right, .character("l"): presenter.switchSection(by: 1)
        case .up, .character("k"): presenter.scroll(by: -1, limit: presenter.viewModel.rows.count - 1)
        case .down, .character("j"): presenter.scroll(by: 1, limit: presenter.viewModel.rows.count - 1)
        case .escape: presenter.close()
        default: return false
        }
        return true
    }
}
