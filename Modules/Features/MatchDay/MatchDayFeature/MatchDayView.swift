import DesignSystem
import Navigation

/// The match-day tab: one screen whose content follows the phase (pre-match, idle day, live match,
/// report); its keys and hints change with it, and while the live match is paused they manage the side.
/// While the match's clock runs it asks to be ticked.
@MainActor
public final class MatchDayView: Screen {
    /// How often a running replay's clock moves on.
    public static let liveTickInterval: Duration = .milliseconds(250)

    public let presenter: any MatchDayViewPresenter

    public init(presenter: any MatchDayViewPresenter) {
        self.presenter = presenter
    }

    public var title: String { "Match day" }

    /// The phase's main action first: a narrow hint bar drops hints from the end.
    public var keyHints: [KeyHint] {
        switch presenter.viewModel.content {
        case nil:
            presenter.viewModel.seasonOver ? [KeyHint("enter", "season review"), KeyHint("esc", "back")]
                : [KeyHint("esc", "back")]
        case .preMatch:
            [KeyHint("enter", "kick off"), KeyHint("space", "role"), KeyHint("f", "formation"),
             KeyHint("i", "instruction"), KeyHint("a", "auto-pick"), KeyHint("n", "play on until news"),
             KeyHint("↑↓", "select"), KeyHint("esc", "back")]
        case .idleDay:
            [KeyHint("enter", "play the day"), KeyHint("n", "play on until news"), KeyHint("esc", "back")]
        case .live(let live) where live.isFinished:
            [KeyHint("enter", "report")]
        case .live(let live):
            if let panel = live.management { Self.managementHints(panel) } else {
                [KeyHint("s", "skip to FT"), KeyHint("space", "pause & manage"), KeyHint("+/-", "speed"),
                 KeyHint("→", "next event"), KeyHint("t", live.stats == nil ? "stats" : "hide stats")]
            }
        case .postMatch:
            [KeyHint("c", "continue"), KeyHint("enter", "profile"), KeyHint("←→", "ratings/stats/results"),
             KeyHint("↑↓", "select")]
        }
    }

    /// The assistant's advice first when he has some (an injury pauses the match for it).
    private static func managementHints(_ panel: ManagementPanelViewModel) -> [KeyHint] {
        let picking = panel.rows.contains { $0.kind == .comingOff }
        return (panel.suggestion == nil ? [] : [KeyHint("a", "accept")])
            + [KeyHint("enter", picking ? "bring on" : "take off")]
            + (picking ? [KeyHint("esc", "cancel")] : [])
            + [KeyHint("f", "formation"), KeyHint("i", "instruction"), KeyHint("space", "resume"),
               KeyHint("↑↓", "select"), KeyHint("s", "skip to FT")]
    }

    public var tickInterval: Duration? {
        presenter.viewModel.live?.isRunning == true ? Self.liveTickInterval : nil
    }

    public func tick() async -> Bool {
        await presenter.tick()
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
        if let notice = viewModel.notice {
            lines += TextLayout.wrap(notice, to: context.width).map { theme.paint($0, .accent) } + [""]
        }
        let width = context.width
        let height = max(0, context.height - lines.count)
        switch viewModel.content {
        case nil:
            if viewModel.isLoading && viewModel.errorMessage == nil { lines.append("Loading match day…") }
            if viewModel.seasonOver {
                lines += ["", theme.paint("Press Enter for the Season Review: the final table, your contracts, the",
                                          .accent),
                          theme.paint("honours of the season — then the next season starts.", .accent)]
            }
        case .preMatch(let preMatch):
            lines += PreMatchView.render(preMatch, width: width, height: height, theme: theme)
        case .idleDay(let idle):
            lines += IdleDayView.render(idle, width: width, theme: theme)
        case .live(let live):
            lines += LiveMatchView.render(live, width: width, height: height, theme: theme)
        case .postMatch(let report):
            lines += PostMatchView.render(report, width: width, height: height, theme: theme)
        }
        return Array(lines.prefix(context.height))
    }

    public func handle(_ key: Key) async -> Bool {
        switch presenter.viewModel.content {
        case nil: handleWithoutContent(key)
        case .preMatch: await handlePreMatch(key)
        case .idleDay: await handleIdleDay(key)
        case .live(let live): await handleLive(key, managing: live.management != nil)
        case .postMatch: await handlePostMatch(key)
        }
    }

    private func handleWithoutContent(_ key: Key) -> Bool {
        switch key {
        case .escape: presenter.close()
        case .enter where presenter.viewModel.seasonOver: presenter.reviewSeason()
        default: return false
        }
        return true
    }

    private func handlePreMatch(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .character(" "): presenter.cycleRole()
        case .character("f"): presenter.nextFormation()
        case .character("a"): presenter.autoPick()
        case .character("i"): presenter.nextInstruction()
        case .character("n"): await presenter.playUntilNews()
        case .enter: await presenter.kickOff()
        case .escape: presenter.close()
        default: return false
        }
        return true
    }

    private func handleIdleDay(_ key: Key) async -> Bool {
        switch key {
        case .enter: await presenter.kickOff()
        case .character("n"): await presenter.playUntilNews()
        case .escape: presenter.close()
        default: return false
        }
        return true
    }

    private func handleLive(_ key: Key, managing: Bool) async -> Bool {
        if managing, await handleManagement(key) { return true }
        switch key {
        case .character("+"), .character("="): presenter.changeSpeed(by: 1)
        case .character("-"): presenter.changeSpeed(by: -1)
        case .character(" "): presenter.togglePause()
        case .character("s"): await presenter.skipToFullTime()
        case .character("t"): presenter.toggleStats()
        case .right, .character("l"): await presenter.stepToNextEvent()
        case .enter: await presenter.showReport()
        default: return false
        }
        return true
    }

    /// The keys of the management panel, while the live match is paused.
    private func handleManagement(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .enter: await presenter.choosePlayer()
        case .escape: presenter.cancelPick()
        case .character("f"): await presenter.changeLiveFormation()
        case .character("i"): await presenter.changeInstruction()
        case .character("a"): await presenter.acceptSuggestion()
        default: return false
        }
        return true
    }

    private func handlePostMatch(_ key: Key) async -> Bool {
        switch key {
        case .up, .character("k"): presenter.moveSelection(by: -1)
        case .down, .character("j"): presenter.moveSelection(by: 1)
        case .left, .character("h"): presenter.switchReportPanel(by: -1)
        case .right, .character("l"): presenter.switchReportPanel(by: 1)
        case .enter: presenter.openSelectedPlayer()
        case .character("c"), .escape: await presenter.continueToNextMatchDay()
        default: return false
        }
        return true
    }
}
