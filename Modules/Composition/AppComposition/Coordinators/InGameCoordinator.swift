import BoardFeature
import DataManaging
import FinancesFeature
import GameTerminal
import CupFeature
import HistoryFeature
import InboxFeature
import LeagueFeature
import MatchDayFeature
import Navigation
import PlayerFeature
import SeasonReviewFeature
import TeamFeature
import TransfersFeature

/// How a stint in the game ends.
enum InGameResult: Equatable {
    case exitToMenu
    /// The coach took another club's job: the hub must start again for his new club.
    case reopen
}

/// The in-game hub of one career: loads the career, starts each tab's feature inside the hub (Squad,
/// League, Match day, Transfers, Finances, History, Inbox, Board, Cup), opens player profiles for any of them and the Season Review when a
/// season is over, keeps the Inbox tab's unread count current, and returns to the menu when a tab closes.
@MainActor
final class InGameCoordinator: BaseFeatureCoordinator<InGameResult> {
    typealias Features = TeamInteractorMaking & LeagueInteractorMaking & MatchDayInteractorMaking
        & PlayerInteractorMaking & SeasonReviewInteractorMaking & HistoryInteractorMaking & InboxInteractorMaking
        & FinancesInteractorMaking & BoardInteractorMaking & TransfersInteractorMaking & CupInteractorMaking

    private let careerId: String
    private let navigation: any NavigationCoordinatorProtocol
    private let interactorFactory: any Features
    private let dataManager: any CareerDataManaging
    private let exporter: any CareerExporting
    private let playerRouter = PlayerProfileRouter()
    private var hub: HubScreen?
    private var tabs: [HubTab: HubScreen.Tab] = [:]
    private(set) var summary: CareerSummary?
    private var inbox: InboxFeatureCoordinator?
    /// Shown in the Inbox tab's name; nil until the inbox has been read once.
    private(set) var unreadCount: Int?
    /// Set when a match day was played: the hub reads the inbox again before its next frame.
    private var unreadIsStale = false

    init(careerId: String, navigation: any NavigationCoordinatorProtocol, interactorFactory: any Features,
         dataManager: any CareerDataManaging, exporter: any CareerExporting) {
        self.careerId = careerId
        self.navigation = navigation
        self.interactorFactory = interactorFactory
        self.dataManager = dataManager
        self.exporter = exporter
        super.init()
        playerRouter.open = { [weak self] playerId in self?.showPlayer(playerId: playerId) }
    }

    override func start() {
        for tab in HubTab.allCases {
            let name: () -> String = tab == .inbox ? { [weak self] in self?.inboxTabName ?? tab.title } : { tab.title }
            tabs[tab] = HubScreen.Tab(name: name, navigator: TabNavigator(outer: navigation))
        }
        let export = HubScreen.Action(key: "x", label: "export save") { [weak self] in
            guard let self else { return "" }
            return await exporter.exportCareer(careerId: careerId)
        }
        let hub = HubScreen(tabs: HubTab.allCases.compactMap { tabs[$0] }, actions: [export],
                            prepare: { [weak self] in await self?.prepare() },
                            status: { [weak self] in self?.statusText ?? "" })
        hub.onEscapeWithoutContent = { [weak self] in self?.finish(with: .exitToMenu) }
        hub.settle = { [weak self] in await self?.refreshStaleUnreadCount() }
        self.hub = hub
        navigation.replaceStack(with: hub)
    }

    /// "Inbox (3)" while messages are unread.
    private var inboxTabName: String {
        guard let unreadCount, unreadCount > 0 else { return "Inbox" }
        return "Inbox (\(unreadCount))"
    }

    private var statusText: String {
        summary.map { "\($0.clubName) · \($0.seasonLabel) · \($0.date)" } ?? ""
    }

    /// Loads the career summary and, the first time, starts every tab's feature for the user's club; then
    /// reads the inbox's unread count (a season's end may have posted messages while the hub was hidden).
    private func prepare() async {
        do {
            summary = try await dataManager.careerSummary(careerId: careerId)
            hub?.failure = nil
        } catch {
            hub?.failure = error.message
            return
        }
        if let summary, tabs[.squad]?.navigator.content == nil {
            for tab in HubTab.allCases {
                if let navigator = tabs[tab]?.navigator { start(tab, in: navigator, teamId: summary.teamId) }
            }
        }
        unreadIsStale = false
        await inbox?.refresh()
    }

    private func refreshStaleUnreadCount() async {
        guard unreadIsStale else { return }
        unreadIsStale = false
        await inbox?.refresh()
    }

    /// Starts `tab`'s feature in its navigator.
    private func start(_ tab: HubTab, in navigator: TabNavigator, teamId: String) {
        switch tab {
        case .squad: startSquad(teamId: teamId, in: navigator)
        case .league: startLeague(in: navigator)
        case .matchDay: startMatchDay(in: navigator)
        case .transfers: startTransfers(in: navigator)
        case .finances: startFinances(in: navigator)
        case .history: startHistory(in: navigator)
        case .inbox: startInbox(in: navigator)
        case .board: startBoard(in: navigator)
        case .cup: startCup(in: navigator)
        }
    }

    private func startSquad(teamId: String, in navigator: TabNavigator) {
        let team = TeamFeatureCoordinator(careerId: careerId, teamId: teamId, navigationCoordinator: navigator,
                                          interactorFactory: interactorFactory, playerRouting: playerRouter)
        startChild(team) { [weak self] (_: TeamFeatureResult) in
            self?.askToLeave { [weak self] in self?.startSquad(teamId: teamId, in: navigator) }
        }
    }

    private func startLeague(in navigator: TabNavigator) {
        let league = LeagueFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                              interactorFactory: interactorFactory, playerRouting: playerRouter)
        startChild(league) { [weak self] (_: LeagueFeatureResult) in
            self?.askToLeave { [weak self] in self?.startLeague(in: navigator) }
        }
    }

    private func startMatchDay(in navigator: TabNavigator) {
        let matchDay = MatchDayFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                                  interactorFactory: interactorFactory, playerRouting: playerRouter)
        // The title bar's date moves on with every match day played.
        matchDay.onMatchDayPlayed = { [weak self] summary in
            self?.summary = summary
            // The day posted its messages; the count is read once the key that played it is handled.
            self?.unreadIsStale = true
        }
        matchDay.onSeasonOver = { [weak self] in self?.showSeasonReview() }
        startChild(matchDay) { [weak self] (_: MatchDayFeatureResult) in
            self?.askToLeave { [weak self] in self?.startMatchDay(in: navigator) }
        }
    }

    private func startTransfers(in navigator: TabNavigator) {
        let transfers = TransfersFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                                    interactorFactory: interactorFactory, playerRouting: playerRouter)
        startChild(transfers) { [weak self] (_: TransfersFeatureResult) in
            self?.askToLeave { [weak self] in self?.startTransfers(in: navigator) }
        }
    }

    private func startFinances(in navigator: TabNavigator) {
        let finances = FinancesFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                                  interactorFactory: interactorFactory)
        startChild(finances) { [weak self] (_: FinancesFeatureResult) in
            self?.askToLeave { [weak self] in self?.startFinances(in: navigator) }
        }
    }

    private func startHistory(in navigator: TabNavigator) {
        let history = HistoryFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                                interactorFactory: interactorFactory)
        startChild(history) { [weak self] (_: HistoryFeatureResult) in
            self?.askToLeave { [weak self] in self?.startHistory(in: navigator) }
        }
    }

    private func startCup(in navigator: TabNavigator) {
        let cup = CupFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                        interactorFactory: interactorFactory)
        startChild(cup) { [weak self] (_: CupFeatureResult) in
            self?.askToLeave { [weak self] in self?.startCup(in: navigator) }
        }
    }

    private func startInbox(in navigator: TabNavigator) {
        let inbox = InboxFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                            interactorFactory: interactorFactory)
        inbox.onUnreadCount = { [weak self] count in self?.unreadCount = count }
        self.inbox = inbox
        startChild(inbox) { [weak self] (_: InboxFeatureResult) in
            self?.askToLeave { [weak self] in self?.startInbox(in: navigator) }
        }
    }

    private func startBoard(in navigator: TabNavigator) {
        let board = BoardFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                            interactorFactory: interactorFactory)
        startChild(board) { [weak self] (result: BoardFeatureResult) in
            switch result {
            case .closed: self?.askToLeave { [weak self] in self?.startBoard(in: navigator) }
            case .tookJob: self?.finish(with: .reopen)
            }
        }
    }

    /// A tab's Esc asks before leaving the career, as q asks before quitting; staying starts the tab afresh
    /// (its feature has finished).
    private func askToLeave(restarting restart: @escaping () -> Void) {
        navigation.presentSheet(QuitConfirmScreen(leaving: .career, confirm: { [weak self] in
            self?.navigation.dismissSheet()
            self?.finish(with: .exitToMenu)
        }, cancel: { [weak self] in
            self?.navigation.dismissSheet()
            restart()
        }))
    }

    /// The Season Review opens over the hub; once the next season has started the hub shows again and
    /// every tab loads the new season.
    private func showSeasonReview() {
        let review = SeasonReviewFeatureCoordinator(careerId: careerId, navigationCoordinator: navigation,
                                                    interactorFactory: interactorFactory)
        startChild(review) { (_: SeasonReviewFeatureResult) in }
    }

    /// A player's profile opens over the hub; it closes itself (Esc) and the hub shows again.
    private func showPlayer(playerId: String) {
        let player = PlayerFeatureCoordinator(careerId: careerId, playerId: playerId, navigationCoordinator: navigation,
                                              interactorFactory: interactorFactory)
        startChild(player) { (_: PlayerFeatureResult) in }
    }
}
