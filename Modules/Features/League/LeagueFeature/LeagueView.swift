import DesignSystem
import Navigation

/// The league screen: the shown division with its view bar, then its table, fixtures, top scorers or numbers.
@MainActor
public final class LeagueView: Screen {
    public let presenter: any LeagueViewPresenter

    public init(presenter: any LeagueViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "League" }

    public var keyHints: [KeyHint] {
        let modeHints: [KeyHint] = switch presenter.viewModel.mode {
        case .table: []
        case .fixtures: [KeyHint("[ ]", "match day")]
        case .scorers: [KeyHint("enter", "player")]
        case .leaders: [KeyHint("b", "next board"), KeyHint("enter", "player")]
        case .numbers: []
        }
        return [KeyHint("←→", "division")] + modeHints
            + [KeyHint("t/f/s/b/m", "view"), KeyHint("↑↓", "select"), KeyHint("esc", "back")]
    }

    /// Every appearance reloads: match days played in another tab change tables, fixtures and scorers.
    public func appear() async {
        await presenter.load()
    }

    public func render(in context: RenderContext) -> [String] {
        let theme = Theme(colored: context.colored)
        let viewModel = presenter.viewModel
        var lines: [String] = []
        if let error = viewModel.errorMessage {
            lines += ErrorLine.render(error, width: context.width, theme: theme, indented: false)
            lines.append(theme.paint(TextLayout.truncate("Press Esc to go back.", to: context.width), .dim))
        }
        guard let header = viewModel.header, let content = viewModel.content else {
            if viewModel.isLoading, viewModel.errorMessage == nil { lines.append("Loading the league…") }
            return Array(lines.prefix(context.height))
        }
        lines += LeagueHeaderView.render(header, width: context.width, theme: theme)
        let height = max(ScrolledTable.headerLines + 1, context.height - lines.count)
        switch content {
        case .table(let standings):
            lines += StandingsView.render(standings, width: context.width, height: height, theme: theme)
        case .fixtures(let fixtures):
            lines += FixturesView.render(fixtures, width: context.width, height: height, theme: theme)
        case .scorers(let scorers):
            lines += TopScorersView.render(scorers, width: context.width, height: height, theme: theme)
        case .leaders(let leaders):
            lines += LeadersView.render(leaders, width: context.width, height: height, theme: theme)
        case .numbers(let numbers):
            lines += ClubNumbersView.render(numbers, width: context.width, height: height, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        let mode = presenter.viewModel.mode
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .left, .character("h"): presenter.switchDivision(by: -1)
        case .right, .character("l"): presenter.switchDivision(by: 1)
        case .enter where mode == .scorers || mode == .leaders: presenter.openSelection()
        case .escape: presenter.close()
        case .character(let letter):
            if let chosen = LeagueMode.allCases.first(where: { $0.shortcut == letter }) {
                presenter.show(chosen)
            } else if mode == .fixtures, let offset = Self.matchDayOffsets[letter] {
                presenter.pageMatchDay(by: offset)
            } else {
                return false
            }
        default: return false
        }
        return true
    }

    /// `[`/`p` pages to the previous match day, `]`/`n` to the next.
    private static let matchDayOffsets: [Character: Int] = ["[": -1, "p": -1, "]": 1, "n": 1]
}
