import DataManaging
import Navigation
import TeamFeature

/// How a stint in the game ends.
enum InGameResult: Equatable {
    case exitToMenu
}

/// The in-game hub of one career: loads the career, starts each tab's feature inside the hub and
/// returns to the menu when a tab closes. More tabs (league, match day) join here later.
@MainActor
final class InGameCoordinator: BaseFeatureCoordinator<InGameResult> {
    private let careerId: String
    private let navigation: any NavigationCoordinatorProtocol
    private let interactorFactory: any TeamInteractorMaking
    private let dataManager: any DataManagerProtocol
    private let exporter: any CareerExporting
    private var hub: HubScreen?
    private(set) var summary: CareerSummary?

    init(careerId: String, navigation: any NavigationCoordinatorProtocol,
         interactorFactory: any TeamInteractorMaking, dataManager: any DataManagerProtocol,
         exporter: any CareerExporting) {
        self.careerId = careerId
        self.navigation = navigation
        self.interactorFactory = interactorFactory
        self.dataManager = dataManager
        self.exporter = exporter
    }

    override func start() {
        let squadTab = HubScreen.Tab(name: "Squad", navigator: TabNavigator(outer: navigation))
        let export = HubScreen.Action(key: "x", label: "export save") { [weak self] in
            guard let self else { return "" }
            return await exporter.exportCareer(careerId: careerId)
        }
        let hub = HubScreen(tabs: [squadTab], actions: [export],
                            prepare: { [weak self] in await self?.prepare(squadTab: squadTab) },
                            status: { [weak self] in self?.statusText ?? "" })
        hub.onEscapeWithoutContent = { [weak self] in self?.finish(with: .exitToMenu) }
        self.hub = hub
        navigation.replaceStack(with: hub)
    }

    private var statusText: String {
        summary.map { "\($0.clubName) · \($0.seasonLabel) · \($0.date)" } ?? ""
    }

    /// Loads the career summary and, the first time, starts the Squad tab for the user's club.
    private func prepare(squadTab: HubScreen.Tab) async {
        do {
            summary = try await dataManager.careerSummary(careerId: careerId)
            hub?.failure = nil
        } catch {
            hub?.failure = error.message
            return
        }
        guard let summary, squadTab.navigator.content == nil else { return }
        let team = TeamFeatureCoordinator(careerId: careerId, teamId: summary.teamId,
                                          navigationCoordinator: squadTab.navigator,
                                          interactorFactory: interactorFactory)
        startChild(team) { [weak self] result in
            switch result {
            case .closed: self?.finish(with: .exitToMenu)
            }
        }
    }
}
