import DataManaging
import HistoryFeature
import LeagueFeature
import MatchDayFeature
import Navigation
import PlayerFeature
import SeasonReviewFeature
import TeamFeature

/// How a stint in the game ends.
enum InGameResult: Equatable {
    case exitToMenu
}

/// The in-game hub of one career: loads the career, starts each tab's feature inside the hub (Squad,
/// League, Match day, History), opens player profiles for any of them and the Season Review when a season is over,
/// and returns to the menu when a tab closes.
@MainActor
final class InGameCoordinator: BaseFeatureCoordinator<InGameResult> {
    typealias Features = TeamInteractorMaking & LeagueInteractorMaking & MatchDayInteractorMaking
        & PlayerInteractorMaking & SeasonReviewInteractorMaking & HistoryInteractorMaking

    private let careerId: String
    private let navigation: any NavigationCoordinatorProtocol
    private let interactorFactory: any Features
    private let dataManager: any CareerDataManaging
    private let exporter: any CareerExporting
    private let playerRouter = PlayerProfileRouter()
    private var hub: HubScreen?
    private var tabs: [HubScreen.Tab] = []
    private(set) var summary: CareerSummary?

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
        tabs = ["Squad", "League", "Match day", "History"].map { HubScreen.Tab(name: $0, navigator: TabNavigator(outer: navigation)) }
        let export = HubScreen.Action(key: "x", label: "export save") { [weak self] in
            guard let self else { return "" }
            return await exporter.exportCareer(careerId: careerId)
        }
        let hub = HubScreen(tabs: tabs, actions: [export],
                            prepare: { [weak self] in await self?.prepare() },
                            status: { [weak self] in self?.statusText ?? "" })
        hub.onEscapeWithoutContent = { [weak self] in self?.finish(with: .exitToMenu) }
        self.hub = hub
        navigation.replaceStack(with: hub)
    }

    private var statusText: String {
        summary.map { "\($0.clubName) · \($0.seasonLabel) · \($0.date)" } ?? ""
    }

    /// Loads the career summary and, the first time, starts every tab's feature for the user's club.
    private func prepare() async {
        do {
            summary = try await dataManager.careerSummary(careerId: careerId)
            hub?.failure = nil
        } catch {
            hub?.failure = error.message
            return
        }
        guard let summary, tabs.count == 4, tabs[0].navigator.content == nil else { return }
        startSquad(teamId: summary.teamId, in: tabs[0].navigator)
        startLeague(in: tabs[1].navigator)
        startMatchDay(in: tabs[2].navigator)
        startHistory(in: tabs[3].navigator)
    }

    private func startSquad(teamId: String, in navigator: TabNavigator) {
        let team = TeamFeatureCoordinator(careerId: careerId, teamId: teamId, navigationCoordinator: navigator,
                                          interactorFactory: interactorFactory, playerRouting: playerRouter)
        startChild(team) { [weak self] (_: TeamFeatureResult) in self?.finish(with: .exitToMenu) }
    }

    private func startLeague(in navigator: TabNavigator) {
        let league = LeagueFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                              interactorFactory: interactorFactory, playerRouting: playerRouter)
        startChild(league) { [weak self] (_: LeagueFeatureResult) in self?.finish(with: .exitToMenu) }
    }

    private func startMatchDay(in navigator: TabNavigator) {
        let matchDay = MatchDayFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                                  interactorFactory: interactorFactory, playerRouting: playerRouter)
        // The title bar's date moves on with every match day played.
        matchDay.onMatchDayPlayed = { [weak self] summary in self?.summary = summary }
        matchDay.onSeasonOver = { [weak self] in self?.showSeasonReview() }
        startChild(matchDay) { [weak self] (_: MatchDayFeatureResult) in self?.finish(with: .exitToMenu) }
    }

    private func startHistory(in navigator: TabNavigator) {
        let history = HistoryFeatureCoordinator(careerId: careerId, navigationCoordinator: navigator,
                                                interactorFactory: interactorFactory)
        startChild(history) { [weak self] (_: HistoryFeatureResult) in self?.finish(with: .exitToMenu) }
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
