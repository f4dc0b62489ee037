import DesignSystem
import Navigation

/// The Inbox screen: the messages newest first (date, kind, subject, a dot when unread), or the one opened.
@MainActor
public final class InboxView: Screen {
    public let presenter: any InboxViewPresenter

    public init(presenter: any InboxViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { presenter.viewModel.title }

    public var keyHints: [KeyHint] {
        presenter.viewModel.opened == nil
            ? [KeyHint("↑↓", "move"), KeyHint("[ ]", "page"), KeyHint("Enter", "open"), KeyHint("m", "mark all read"),
               KeyHint("p", presenter.viewModel.pyramidNewsHidden ? "show pyramid news" : "hide pyramid news"),
               KeyHint("esc", "back")]
            : [KeyHint("esc", "back to the inbox")]
    }

    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        var lines: [String] = []
        if let error = viewModel.errorMessage {
            lines += ErrorLine.render(error, width: context.width, theme: theme, indented: false) + [""]
        }
        if let opened = viewModel.opened {
            lines += [theme.paint(TextLayout.truncate(opened.subject, to: context.width), .heading),
                      theme.paint(opened.dateLine, .dim), ""]
            lines += TextLayout.wrap(opened.body, to: context.width)
        } else if let empty = viewModel.emptyMessage {
            lines += TextLayout.wrap(empty, to: context.width).map { theme.paint($0, .dim) }
        } else if viewModel.rows.isEmpty {
            lines.append(viewModel.isLoading ? "Loading the inbox…" : "")
        } else {
            lines += [theme.paint(viewModel.summary, .dim), ""]
            lines += list(viewModel, width: context.width, height: context.height - lines.count, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        if presenter.viewModel.opened != nil {
            guard key == .escape || key == .enter else { return false }
            presenter.closeMessage()
            return true
        }
        switch key {
        case .up, .character("k"): await presenter.move(by: -1)
        case .down, .character("j"): await presenter.move(by: 1)
        case .character("["): await presenter.page(by: -1)
        case .character("]"): await presenter.page(by: 1)
        case .enter: await presenter.openSelected()
        case .character("m"): await presenter.markAllRead()
        case .character("p"): await presenter.togglePyramidNews()
        case .escape: presenter.close()
        default: return false
        }
        return true
    }

    /// `▶` on the selected line, `●` on unread ones; the subject takes what the width leaves.
    private func list(_ viewModel: InboxViewModel, width: Int, height: Int, theme: Theme) -> [String] {
        let dateWidth = viewModel.rows.map(\.date.count).max() ?? 0
        let kindWidth = viewModel.rows.map(\.kind.count).max() ?? 0
        // A list longer than the screen says how many rows lie above and below it, a line each (issue #42).
        let scrolled = viewModel.rows.count > height
        let window = ScrollWindow.rows(count: viewModel.rows.count, selected: viewModel.selectedIndex,
                                       capacity: scrolled ? height - 2 : height)
        let above = window.lowerBound > 0 ? [theme.paint("  ↑ \(window.lowerBound) newer", .dim)] : []
        let below = window.upperBound < viewModel.rows.count
            ? [theme.paint("  ↓ \(viewModel.rows.count - window.upperBound) older", .dim)] : []
        return above + window.map { index in
            let row = viewModel.rows[index]
            let isSelected = index == viewModel.selectedIndex
            let text = (isSelected ? "▶ " : "  ") + (row.isUnread ? "● " : "  ")
                + TextLayout.fit(row.date, to: dateWidth) + "  " + TextLayout.fit(row.kind, to: kindWidth) + "  "
                + row.subject
            let line = TextLayout.fit(text, to: width)
            if isSelected { return theme.paint(line, .selected) }
            return row.isUnread ? theme.paint(line, .accent) : line
        } + below
    }
}
