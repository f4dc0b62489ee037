import HistoryFeature
import HistoryFeatureMocks
import Navigation
import TestSupport
import Testing

@MainActor
@Suite("HistoryFeatureCoordinator")
struct HistoryFeatureCoordinatorTests {
    let container = MockDependencyContainer()

    @Test("start replaces the stack with the History screen of the career; leaving finishes the feature")
    func lifecycle() {
        let coordinator = container.makeHistoryCoordinator(careerId: "career-3")
        var results: [HistoryFeatureResult] = []
        BaseFeatureCoordinator<Void>().startChild(coordinator) { results.append($0) }
        #expect(container.mockInteractorFactory.mockHistoryInteractor.creations == ["career-3"])
        #expect(container.mockNavigationCoordinator.lastScreen is HistoryView)
        container.mockInteractorFactory.mockHistoryInteractor.delegate?.historyInteractorDidRequestClose()
        #expect(results == [.closed])
    }
}
