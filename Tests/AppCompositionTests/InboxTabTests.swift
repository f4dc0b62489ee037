@testable import AppComposition
import BoardFeatureMocks
import CupFeatureMocks
import DesignSystem
import FinancesFeatureMocks
import HistoryFeatureMocks
import InboxFeature
import InboxFeatureMocks
import LeagueFeatureMocks
import MatchDayFeatureMocks
import Navigation
import PlayerFeatureMocks
import SeasonReviewFeatureMocks
import TeamFeatureMocks
import Testing
import TestSupport
import TransfersFeatureMocks

/// The hub's fifth tab: the Inbox, its name carrying the unread count, read again after a match day.
@MainActor
@Suite struct InboxTabTests {
    private let container = MockDependencyContainer()
    private let context = RenderContext(width: 80, height: 20, colored: false)

    init() {
        container.mockCareerDataManager.careerSummaryResult = .success(Fixtures.careerSummary)
    }
    private var factory: MockInteractorFactory { container.mockInteractorFactory }

    private func startedHub() async -> (InGameCoordinator, (any Screen)?) {
        let coordinator = InGameCoordinator(careerId: "career-1", navigation: container.mockNavigationCoordinator,
                                            interactorFactory: factory, dataManager: container.mockCareerDataManager,
                                            exporter: RecordingExporter())
        coordinator.start()
        let hub = container.mockNavigationCoordinator.lastScreen
        await hub?.appear()
        return (coordinator, hub)
    }

    @Test func theHubReadsTheInboxAsItAppearsAndShowsTheUnreadCountInTheTabBar() async {
        let (coordinator, hub) = await startedHub()
        #expect(factory.mockInboxInteractor.loadCallCount == 1)
        #expect(hub?.render(in: context).first
            == "[Squad] League  Match day  Transfers  Finances  History  Inbox  Board  Cup ")
        factory.mockInboxInteractor.delegate?.inboxInteractorDidCountUnread(3)
        #expect(coordinator.unreadCount == 3)
        let bar = hub?.render(in: context).first ?? ""
        // Too wide for 80 columns spaced out: the tabs are packed.
        #expect(bar == "[Squad] League  Match day  Transfers  Finances  History  Inbox (3)  Board  Cup ")
        // Every message read: the count leaves the name.
        factory.mockInboxInteractor.delegate?.inboxInteractorDidCountUnread(0)
        #expect(hub?.render(in: context).first?.hasSuffix(" Inbox  Board  Cup ") == true)
    }

    @Test func aPlayedMatchDayHasTheInboxReadAgainBeforeTheNextFrame() async {
        let (coordinator, hub) = await startedHub()
        #expect(await hub?.handle(.tab) == true)
        #expect(factory.mockInboxInteractor.loadCallCount == 1)
        factory.mockMatchDayInteractor.delegate?.matchDayDidPlay(summary: SeasonFixtures.summaryAfterDayOne)
        // The key that played the day is handled, then the hub settles: one more read, not one per key.
        #expect(await hub?.handle(.tab) == true)
        #expect(factory.mockInboxInteractor.loadCallCount == 2)
        #expect(await hub?.handle(.backtab) == true)
        #expect(factory.mockInboxInteractor.loadCallCount == 2)
        withExtendedLifetime(coordinator) {}
    }

    @Test func theInboxTabFitsEightyColumnsWithALargeCount() async {
        let (coordinator, hub) = await startedHub()
        factory.mockInboxInteractor.delegate?.inboxInteractorDidCountUnread(1_234)
        for _ in 0..<6 { _ = await hub?.handle(.tab) }
        let bar = hub?.render(in: context).first ?? ""
        // Too wide even packed: the names stand one space apart.
        #expect(bar == "Squad League Match day Transfers Finances History [Inbox (1234)] Board Cup")
        #expect(bar.count <= 80)
        withExtendedLifetime(coordinator) {}
    }

    @Test func leavingTheInboxTabAsksAndThenReturnsToTheMenu() async {
        let coordinator = InGameCoordinator(careerId: "career-1", navigation: container.mockNavigationCoordinator,
                                            interactorFactory: factory, dataManager: container.mockCareerDataManager,
                                            exporter: RecordingExporter())
        var results: [InGameResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        await container.mockNavigationCoordinator.lastScreen?.appear()
        factory.mockInboxInteractor.delegate?.inboxInteractorDidRequestClose()
        #expect(results.isEmpty)
        _ = await container.mockNavigationCoordinator.lastScreen?.handle(.character("y"))
        #expect(results == [.exitToMenu])
        withExtendedLifetime(coordinator) {}
    }
}
