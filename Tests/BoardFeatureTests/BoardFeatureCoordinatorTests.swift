import BoardFeature
import BoardFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("BoardFeatureCoordinator")
struct BoardFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    @Test("start replaces the stack with the Board of the career; leaving finishes the feature")
    func lifecycle() {
        let coordinator = container.makeBoardCoordinator(careerId: "career-3")
        var results: [BoardFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        #expect(container.mockInteractorFactory.mockBoardInteractor.creations == ["career-3"])
        #expect(container.mockNavigationCoordinator.lastScreen is BoardView)
        container.mockInteractorFactory.mockBoardInteractor.delegate?.boardInteractorDidRequestClose()
        #expect(results == [.closed])
    }

    @Test("taking a job finishes the feature with the new club")
    func tookJob() {
        let coordinator = container.makeBoardCoordinator()
        var results: [BoardFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        container.mockInteractorFactory.mockBoardInteractor.delegate?.boardInteractorDidTakeJob(teamId: "team-3")
        #expect(results == [.tookJob(teamId: "team-3")])
    }
}
