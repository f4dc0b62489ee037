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
            lines += table(viewModel, width: context.width, height: context.height - lines.count, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

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

    /// Columns as wide as their widest cell; the rows from the scroll offset on, pulled back so the last
    /// screen is full.
    private func table(_ viewModel: HistoryViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let all = [viewModel.header] + viewModel.rows
        let widths = viewModel.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let text = zip(cells, widths).map { cell, width in
                cell + String(repeating: " ", count: max(0, width - cell.count))
            }.joined(separator: "  ")
            return TextLayout.truncate(String(text.reversed().drop { $0 == " " }.reversed()), to: width)
        }
        let capacity = max(1, height - 1)
        let top = min(max(0, viewModel.scrollOffset), max(0, viewModel.rows.count - capacity))
        let shown = viewModel.rows.indices.dropFirst(top).prefix(capacity)
        return [theme.paint(line(viewModel.header), .heading)] + shown.map { index in
            let text = line(viewModel.rows[index])
            return viewModel.highlighted[index] ? theme.paint(text, .accent) : text
        }
    }
}
