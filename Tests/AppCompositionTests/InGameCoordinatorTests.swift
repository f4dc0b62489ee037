@testable import AppComposition
import BoardFeatureMocks
import CupFeature
import CupFeatureMocks
import DesignSystem
import FinancesFeature
import FinancesFeatureMocks
import HistoryFeature
import HistoryFeatureMocks
import InboxFeatureMocks
import LeagueFeature
import LeagueFeatureMocks
import MatchDayFeature
import MatchDayFeatureMocks
import Navigation
import PlayerFeature
import PlayerFeatureMocks
import SeasonReviewFeature
import SeasonReviewFeatureMocks
import TeamFeature
import TeamFeatureMocks
import Testing
import TestSupport
import TransfersFeature
import TransfersFeatureMocks

/// The hub's tabs, the player profile every tab can open, and the date moving on after a match day.
@MainActor
@Suite struct InGameCoordinatorTests {
    private let container = MockDependencyContainer()

    init() {
        container.mockCareerDataManager.careerSummaryResult = .success(Fixtures.careerSummary)
    }
    private var navigation: MockNavigationCoordinator { container.mockNavigationCoordinator }
    private var factory: MockInteractorFactory { container.mockInteractorFactory }

    private func startedHub() async -> (InGameCoordinator, (any Screen)?) {
        let coordinator = InGameCoordinator(careerId: "career-1", navigation: navigation, interactorFactory: factory,
                                            dataManager: container.mockCareerDataManager, exporter: RecordingExporter())
        coordinator.start()
        let hub = navigation.lastScreen
        await hub?.appear()
        return (coordinator, hub)
    }

    @Test func theHubStartsEveryTabsFeatureForTheCareer() async {
        let (_, hub) = await startedHub()
        #expect(factory.mockTeamInteractor.creations == [.init(careerId: "career-1", teamId: "team-1")])
        #expect(factory.mockLeagueInteractor.creations == ["career-1"])
        #expect(factory.mockMatchDayInteractor.creations == ["career-1"])
        #expect(factory.mockHistoryInteractor.creations == ["career-1"])
        #expect(factory.mockInboxInteractor.creations == ["career-1"])
        #expect(factory.mockFinancesInteractor.creations == ["career-1"])
        #expect(factory.mockTransfersInteractor.creations == ["career-1"])
        #expect(factory.mockBoardInteractor.creations == ["career-1"])
        #expect(factory.mockCupInteractor.creations == ["career-1"])
        let lines = hub?.render(in: RenderContext(width: 80, height: 20, colored: false)) ?? []
        #expect(lines.first?.contains("Squad") == true)
        #expect(lines.first?.contains("League") == true)
        #expect(lines.first?.contains("Match day") == true)
        #expect(lines.first?.contains("History") == true)
        #expect(lines.first?.contains("Inbox") == true)
        #expect(lines.first?.contains("Finances") == true)
        #expect(lines.first?.contains("Transfers") == true)
        #expect(lines.first?.contains("Board") == true)
        #expect(lines.first?.contains("Cup") == true)
    }

    /// An in-game coordinator started under a parent with every tab started; `results` collects how it ends.
    @MainActor
    private final class Session {
        let coordinator: InGameCoordinator
        let parent = BaseFeatureCoordinator<Void>()
        var results: [InGameResult] = []

        init(_ coordinator: InGameCoordinator) {
            self.coordinator = coordinator
            parent.startChild(coordinator) { [unowned self] in results.append($0) }
        }
    }

    private func session() async -> Session {
        let session = Session(InGameCoordinator(careerId: "career-1", navigation: navigation,
                                                interactorFactory: factory, dataManager: container.mockCareerDataManager,
                                                exporter: RecordingExporter()))
        await navigation.lastScreen?.appear()
        return session
    }

    /// What the hub ends with when, once every tab has started, `act` has one tab's feature finish.
    private func result(after act: (MockInteractorFactory) -> Void) async -> [InGameResult] {
        let session = await session()
        act(factory)
        return session.results
    }

    @Test(arguments: ["finances", "transfers", "history", "cup"])
    func leavingATabAsksAndYesReturnsToTheMenu(tab: String) async {
        let session = await session()
        switch tab {
        case "finances": factory.mockFinancesInteractor.delegate?.financesInteractorDidRequestClose()
        case "transfers": factory.mockTransfersInteractor.delegate?.transfersInteractorDidRequestClose()
        case "cup": (factory.mockCupInteractor.delegate as (any CupInteractorDelegate)?)?.cupInteractorDidRequestClose()
        default: factory.mockHistoryInteractor.delegate?.historyInteractorDidRequestClose()
        }
        #expect(session.results.isEmpty)
        #expect(navigation.calls.last == .presentSheet("Leave the career?"))
        _ = await navigation.lastScreen?.handle(.character("y"))
        #expect(session.results == [.exitToMenu])
    }

    @Test func stayingStartsTheTabAfreshAndLeavesNothing() async {
        let session = await session()
        #expect(factory.mockHistoryInteractor.creations == ["career-1"])
        factory.mockHistoryInteractor.delegate?.historyInteractorDidRequestClose()
        _ = await navigation.lastScreen?.handle(.escape)
        #expect(navigation.calls.suffix(2) == [.presentSheet("Leave the career?"), .dismissSheet])
        #expect(session.results.isEmpty)
        // A new History feature took the tab.
        #expect(factory.mockHistoryInteractor.creations == ["career-1", "career-1"])
    }

    @Test func takingAnotherClubsJobOnTheBoardTabReopensTheHub() async {
        let results = await result { $0.mockBoardInteractor.delegate?.boardInteractorDidTakeJob(teamId: "team-3") }
        #expect(results == [.reopen])
    }

    @Test(arguments: ["team", "league", "match report", "transfers"])
    func everyTabOpensAPlayerProfileOverTheHub(from source: String) async {
        let (coordinator, _) = await startedHub()
        switch source {
        case "team": factory.mockTeamInteractor.delegate?.teamInteractorDidChoosePlayer(playerId: "p-7")
        case "league": factory.mockLeagueInteractor.delegate?.leagueInteractorDidChoosePlayer(playerId: "p-7")
        case "transfers": factory.mockTransfersInteractor.delegate?.transfersInteractorDidChoosePlayer(playerId: "p-7")
        default: factory.mockMatchDayInteractor.delegate?.matchDayInteractorDidSelectPlayer(playerId: "p-7")
        }
        #expect(factory.mockPlayerInteractor.creations == [.init(careerId: "career-1", playerId: "p-7")])
        guard case .push = navigation.calls.last else {
            Issue.record("the profile was not pushed: \(navigation.calls)")
            return
        }
        // Esc on the profile takes it off again; the hub stays.
        factory.mockPlayerInteractor.delegate?.playerInteractorDidRequestClose()
        #expect(navigation.calls.last == .pop)
        withExtendedLifetime(coordinator) {}
    }

    @Test func aPlayedMatchDayMovesTheTitleBarDateOn() async {
        let (coordinator, hub) = await startedHub()
        #expect(hub?.statusText == "Crumpet Rovers · 2026/27 · 2026-08-01")
        factory.mockMatchDayInteractor.delegate?.matchDayDidPlay(summary: SeasonFixtures.summaryAfterDayOne)
        #expect(coordinator.summary == SeasonFixtures.summaryAfterDayOne)
        #expect(hub?.statusText == "Crumpet Rovers · 2026/27 · 2026-08-08")
    }

    @Test func aFinishedSeasonOpensTheSeasonReviewOverTheHubAndTheHubReloadsAfterIt() async {
        let (coordinator, hub) = await startedHub()
        factory.mockMatchDayInteractor.delegate?.matchDayInteractorDidReachSeasonEnd()
        #expect(factory.mockSeasonReviewInteractor.creations == ["career-1"])
        #expect(navigation.lastScreen is SeasonReviewView)
        container.mockCareerDataManager.careerSummaryResult = .success(SeasonFixtures.summaryAfterDayOne)
        factory.mockSeasonReviewInteractor.delegate?.seasonReviewDidFinish(summary: SeasonReviewFixtures.summary)
        #expect(navigation.calls.last == .pop)
        // The hub shows again: it reloads the career, now in its new season.
        await hub?.appear()
        #expect(coordinator.summary == SeasonFixtures.summaryAfterDayOne)
    }

    @Test func tabAndShiftTabMoveBetweenTheHubsTabsBothWays() async {
        let (_, hub) = await startedHub()
        let context = RenderContext(width: 80, height: 20, colored: false)
        #expect(await hub?.handle(.backtab) == true)
        #expect(hub?.render(in: context).first?.contains("[Cup]") == true)
        #expect(await hub?.handle(.tab) == true)
        #expect(hub?.render(in: context).first?.contains("[Squad]") == true)
    }}
