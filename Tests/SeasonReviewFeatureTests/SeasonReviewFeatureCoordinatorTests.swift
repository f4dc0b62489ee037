import DataManaging
import Navigation
import SeasonReviewFeature
import SeasonReviewFeatureMocks
import TestSupport
import Testing

@MainActor
@Suite("SeasonReviewFeatureCoordinator")
struct SeasonReviewFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    @Test("start pushes the review for the career; a finished review pops it and reports the new season")
    func startedSeason() {
        let coordinator = container.makeSeasonReviewCoordinator(careerId: "career-3")
        var results: [SeasonReviewFeatureResult] = []
        let parent = BaseFeatureCoordinator<Void>()
        parent.startChild(coordinator) { results.append($0) }
        #expect(container.mockInteractorFactory.mockSeasonReviewInteractor.creations == ["career-3"])
        #expect(container.mockNavigationCoordinator.calls == [.push("Season Review")])
        coordinator.seasonReviewDidFinish(summary: SeasonReviewFixtures.summary)
        #expect(results == [.started(SeasonReviewFixtures.summary)])
        #expect(container.mockNavigationCoordinator.calls.last == .pop)
        #expect(parent.childCount == 0)
    }

    @Test("leaving before the season starts pops the review and reports closed")
    func closed() {
        let coordinator = container.makeSeasonReviewCoordinator()
        var results: [SeasonReviewFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        coordinator.seasonReviewDidRequestClose()
        #expect(results == [.closed])
        #expect(container.mockNavigationCoordinator.calls == [.push("Season Review"), .pop])
    }
}
