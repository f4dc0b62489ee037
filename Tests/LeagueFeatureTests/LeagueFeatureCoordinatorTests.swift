import LeagueFeature
import LeagueFeatureMocks
import Navigation
import TestSupport
import Testing

/// A parent that starts the League coordinator as its child and keeps the results it reports.
@MainActor
final class LeagueParentCoordinator: BaseFeatureCoordinator<Void> {
    var results: [LeagueFeatureResult] = []

    func run(_ child: LeagueFeatureCoordinator) {
        startChild(child) { [weak self] result in self?.results.append(result) }
    }
}

@MainActor
@Suite("LeagueFeatureCoordinator")
struct LeagueFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    init() {
        container.mockLeagueDataManager.leagueOverviewResult = .success(SeasonFixtures.leagueOverview)
        container.mockLeagueDataManager.leaderboardsResult =
            .success(LeagueSamples.leaders(for: SeasonFixtures.leagueOverview))
    }
    let router = RecordingPlayerRouter()

    @Test("start makes the interactor through the factory and becomes its delegate")
    func startMakesInteractor() {
        let coordinator = container.makeLeagueCoordinator(careerId: "career-9", playerRouting: router)
        #expect(coordinator.interactor == nil)
        coordinator.start()

        let mock = container.mockInteractorFactory.mockLeagueInteractor
        #expect(coordinator.interactor === mock)
        #expect(mock.delegate === coordinator)
        #expect(mock.creations == ["career-9"])
    }

    @Test("start replaces the tab's stack with the league screen showing the interactor")
    func showsScreen() throws {
        container.makeLeagueCoordinator(playerRouting: router).start()
        let navigation = container.mockNavigationCoordinator
        #expect(navigation.calls == [.replaceStack("League")])
        let view = try #require(navigation.lastScreen as? LeagueView)
        #expect(view.presenter === container.mockInteractorFactory.mockLeagueInteractor)
    }

    @Test("a close request finishes with .closed and the parent lets the child go")
    func closeFinishes() {
        let parent = LeagueParentCoordinator()
        parent.run(container.makeLeagueCoordinator(playerRouting: router))
        #expect(parent.childCount == 1)

        container.mockInteractorFactory.mockLeagueInteractor.delegate?.leagueInteractorDidRequestClose()
        #expect(parent.results == [.closed])
        #expect(parent.childCount == 0)
        #expect(router.shownPlayerIds.isEmpty)
    }

    @Test("a chosen player opens through the player routing and the feature stays open")
    func playerChosen() {
        let parent = LeagueParentCoordinator()
        parent.run(container.makeLeagueCoordinator(playerRouting: router))

        container.mockInteractorFactory.mockLeagueInteractor.delegate?.leagueInteractorDidChoosePlayer(playerId: "p-7")
        #expect(router.shownPlayerIds == ["p-7"])
        #expect(parent.results.isEmpty)
        #expect(parent.childCount == 1)
        #expect(container.mockNavigationCoordinator.calls == [.replaceStack("League")])
    }

    @Test("on the real screen s, enter opens the top scorer and esc closes the feature")
    func endToEnd() async throws {
        let coordinator = LeagueFeatureCoordinator(careerId: "career-1",
                                                   navigationCoordinator: container.mockNavigationCoordinator,
                                                   interactorFactory: RealLeagueInteractorFactory(
                                                       dataManager: container.mockLeagueDataManager),
                                                   playerRouting: router)
        let parent = LeagueParentCoordinator()
        parent.run(coordinator)
        let view = try #require(container.mockNavigationCoordinator.lastScreen)
        await view.appear()
        #expect(container.mockLeagueDataManager.leagueOverviewCareerIds == ["career-1"])

        #expect(await view.handle(.character("s")))
        #expect(await view.handle(.enter))
        #expect(router.shownPlayerIds == ["player-13"])
        #expect(await view.handle(.escape))
        #expect(parent.results == [.closed])
    }
}

/// Builds the real interactor, as the game's factory does, for the end-to-end flow test.
@MainActor
struct RealLeagueInteractorFactory: LeagueInteractorMaking {
    let dataManager: MockLeagueDataManager

    func makeLeagueInteractor(careerId: String) -> any LeagueInteractorProtocol {
        LeagueInteractor(careerId: careerId, dataManager: dataManager, viewModelTransform: LeagueViewModelTransform())
    }
}
