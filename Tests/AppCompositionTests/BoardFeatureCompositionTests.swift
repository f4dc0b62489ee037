@testable import AppComposition
import BoardFeature
import BoardFeatureMocks
import CupFeatureMocks
import Navigation
import Testing
import TestSupport

/// The Board feature runs on the composition's factory, as the hub's tab will start it.
@MainActor
@Suite struct BoardFeatureCompositionTests {
    @Test func theBoardRunsOnTheAppFactoryAndReportsTheNewClub() {
        let container = MockDependencyContainer()
        let factory: any AppInteractorMaking = container.mockInteractorFactory
        let coordinator = BoardFeatureCoordinator(careerId: "career-1",
                                                  navigationCoordinator: container.mockNavigationCoordinator,
                                                  interactorFactory: factory)
        var results: [BoardFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        #expect(container.mockNavigationCoordinator.lastScreen is BoardView)
        #expect(container.mockInteractorFactory.mockBoardInteractor.creations == ["career-1"])
        container.mockInteractorFactory.mockBoardInteractor.delegate?.boardInteractorDidTakeJob(teamId: "team-3")
        #expect(results == [.tookJob(teamId: "team-3")])
    }
}
