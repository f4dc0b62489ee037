import DataManaging
import MatchDayFeature
import MatchDayFeatureMocks
import Navigation
import TestSupport
import Testing

/// A parent that starts the MatchDay coordinator as its child and keeps the results it reports.
@MainActor
final class MatchDayParentCoordinator: BaseFeatureCoordinator<Void> {
    var results: [MatchDayFeatureResult] = []

    func run(_ child: MatchDayFeatureCoordinator) {
        startChild(child) { [weak self] result in self?.results.append(result) }
    }
}

@MainActor
@Suite("MatchDayFeatureCoordinator")
struct MatchDayFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    init() {
        container.mockMatchDayDataManager.nextMatchDayResult = .success(SeasonFixtures.matchDayPreview)
        container.mockMatchDayDataManager.playMatchDayResult = .success(SeasonFixtures.playedMatchDay)
    }
    let routing = MockPlayerProfileRouting()

    var mock: MockMatchDayInteractor { container.mockInteractorFactory.mockMatchDayInteractor }

    @Test("start makes the interactor for the career through the factory and becomes its delegate")
    func startMakesInteractor() {
        let coordinator = container.makeMatchDayCoordinator(careerId: "career-9", playerRouting: routing)
        #expect(coordinator.interactor == nil)
        coordinator.start()
        #expect(coordinator.interactor === mock)
        #expect(mock.delegate === coordinator)
        #expect(mock.creations == ["career-9"])
    }

    @Test("start replaces the tab's stack with the match-day screen showing the interactor")
    func showsScreen() throws {
        container.makeMatchDayCoordinator(playerRouting: routing).start()
        let navigation = container.mockNavigationCoordinator
        #expect(navigation.calls == [.replaceStack("Match day")])
        let view = try #require(navigation.lastScreen as? MatchDayView)
        #expect(view.presenter === mock)
    }

    @Test("a close request finishes with .closed and the parent lets the child go")
    func closeFinishes() {
        let parent = MatchDayParentCoordinator()
        parent.run(container.makeMatchDayCoordinator(playerRouting: routing))
        #expect(parent.childCount == 1)
        mock.delegate?.matchDayInteractorDidRequestClose()
        #expect(parent.results == [.closed])
        #expect(parent.childCount == 0)
        #expect(container.mockNavigationCoordinator.calls == [.replaceStack("Match day")])
    }

    @Test("a chosen player opens through the routing, without navigating here")
    func playerRouting() {
        let parent = MatchDayParentCoordinator()
        parent.run(container.makeMatchDayCoordinator(playerRouting: routing))
        mock.delegate?.matchDayInteractorDidSelectPlayer(playerId: "player-13")
        #expect(routing.playerIds == ["player-13"])
        #expect(parent.results.isEmpty)
        #expect(container.mockNavigationCoordinator.calls == [.replaceStack("Match day")])
    }

    @Test("a played match day reaches the hub through onMatchDayPlayed and does not finish")
    func matchDayPlayed() {
        let parent = MatchDayParentCoordinator()
        let coordinator = container.makeMatchDayCoordinator(playerRouting: routing)
        var summaries: [CareerSummary] = []
        coordinator.onMatchDayPlayed = { summaries.append($0) }
        parent.run(coordinator)
        mock.delegate?.matchDayDidPlay(summary: SeasonFixtures.summaryAfterDayOne)
        #expect(summaries == [SeasonFixtures.summaryAfterDayOne])
        #expect(parent.results.isEmpty)
        #expect(parent.childCount == 1)
    }

    @Test("with the real interactor: full time tells the hub, the report opens a player, esc before a match closes")
    func endToEnd() async throws {
        let dataManager = container.mockMatchDayDataManager
        let liveData = container.mockLiveMatchDataManager
        liveData.liveMatchResult = .success(nil)
        liveData.startLiveMatchResult = .success(MatchDaySamples.live())
        liveData.makeLiveChangeResult = .success(MatchDaySamples.live())
        liveData.recordLiveMinuteResult = .success(())
        liveData.finishLiveMatchResult = .success(SeasonFixtures.playedMatchDay)
        let coordinator = MatchDayFeatureCoordinator(careerId: "career-1",
                                                     navigationCoordinator: container.mockNavigationCoordinator,
                                                     interactorFactory: RealMatchDayInteractorFactory(
                                                         dataManager: dataManager,
                                                         liveData: container.mockLiveMatchDataManager,
                                                         careerData: container.mockCareerDataManager),
                                                     playerRouting: routing)
        var summaries: [CareerSummary] = []
        coordinator.onMatchDayPlayed = { summaries.append($0) }
        let parent = MatchDayParentCoordinator()
        parent.run(coordinator)
        let view = try #require(container.mockNavigationCoordinator.lastScreen)

        await view.appear()
        #expect(dataManager.nextMatchDayCareerIds == ["career-1"])
        #expect(await view.handle(.enter))
        #expect(view.tickInterval != nil)
        #expect(await view.handle(.character("s")))
        #expect(view.tickInterval == nil)
        #expect(summaries.isEmpty)
        #expect(await view.handle(.enter))
        #expect(summaries == [SeasonFixtures.summaryAfterDayOne])
        #expect(await view.handle(.enter))
        #expect(routing.playerIds == ["player-1"])

        #expect(await view.handle(.character("c")))
        #expect(dataManager.nextMatchDayCareerIds.count == 2)
        #expect(parent.results.isEmpty)
        #expect(await view.handle(.escape))
        #expect(parent.results == [.closed])
    }
}

/// Builds the real interactor, as the game's factory does, for the end-to-end flow test.
@MainActor
struct RealMatchDayInteractorFactory: MatchDayInteractorMaking {
    let dataManager: MockMatchDayDataManager
    let liveData: MockLiveMatchDataManager
    let careerData: MockCareerDataManager

    func makeMatchDayInteractor(careerId: String) -> any MatchDayInteractorProtocol {
        MatchDayInteractor(careerId: careerId, dataManager: dataManager, liveData: liveData, careerData: careerData,
                           viewModelTransform: MatchDayViewModelTransform())
    }
}
